import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormPageData, FormPageName } from '../../shared/page-data';
import { pageData } from './page-data';

/**
 * A public page's form as the server answered it (server/public-forms.ts): the browser sent the
 * pre-rendered form itself, with no script or before the app had taken the page over, and the
 * server sent the page back with what was typed and its messages. Read once, on the page's first
 * render (the server's render and the browser's, which must draw the same), then forgotten: a
 * later visit to the page in this tab starts empty.
 */
export function useServerForm(page: FormPageName): FormPageData | undefined {
  const [data] = useState(() => {
    const form = pageData().form;
    return form?.page === page ? form : undefined;
  });
  useEffect(() => {
    const current = pageData();
    if (current.form) delete current.form;
  }, []);
  return data;
}

/** The server's messages on their fields, in the first render (before any field draws). */
export function useServerErrors<T extends FieldValues>(
  form: Omit<UseFormReturn<T>, 'formState'>,
  data: FormPageData | undefined,
): void {
  useState(() => {
    for (const [name, message] of Object.entries(data?.fields ?? {}))
      form.setError(name as Path<T>, { type: 'server', message });
    return true;
  });
}
