import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { draftFor, saveDraft, type Draft, type DraftValues } from '../../lib/drafts/drafts';
import { useAppForm } from './form';

/**
 * Keeps a copy of the form's values under `scope` as they change (see lib/drafts), so that an
 * ended session or a reload does not lose them. `owner` undefined: not known yet, nothing kept.
 */
export function useDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  scope: string,
  owner: string | null | undefined,
  editing?: unknown,
) {
  useEffect(() => {
    if (owner === undefined) return;
    const subscription = form.watch((values) =>
      saveDraft(scope, owner, values as DraftValues, editing),
    );
    return () => subscription.unsubscribe();
  }, [form, scope, owner, editing]);
}

/** A public page's form, filled again with what was typed on it before a reload. */
export function usePublicDraftForm<T extends FieldValues>(scope: string, defaults: T) {
  const [restored] = useState<Draft | undefined>(() => draftFor(scope, null));
  const form = useAppForm<T>({ ...defaults, ...restored?.values } as DefaultValues<T>);
  useDraft(form, scope, null);
  return form;
}
