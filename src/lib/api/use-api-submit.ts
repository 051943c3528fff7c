import { useState } from 'react';
import type { ServerFieldErrors } from '../../components/form/form';
import { submitError } from './submit-errors';

/**
 * A form's submit through the API: runs `action`, and when it fails gives the form what to show
 * (field messages, or a form-level message such as too many attempts; toasts for the rest).
 */
export function useApiSubmit<T>(action: (values: T) => Promise<void>) {
  const [formError, setFormError] = useState<string>();
  const onSubmit = async (values: T): Promise<ServerFieldErrors | undefined> => {
    setFormError(undefined);
    try {
      await action(values);
      return undefined;
    } catch (error) {
      const outcome = submitError(error);
      setFormError(outcome.formError);
      return outcome.fields;
    }
  };
  return { formError, onSubmit };
}
