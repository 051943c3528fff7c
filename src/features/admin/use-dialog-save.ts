import { useQueryClient } from '@tanstack/react-query';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { queryKeys } from './admin-api';

interface Attempt<T> {
  values: T;
  signal: AbortSignal;
}

/**
 * A create/edit dialog's save through the API, which the dialog's Cancel can stop (FormDialog
 * hands over the signal). A stopped save is no failure: no toast, no message from here. The
 * request may already have reached the server, though, so the lists are refreshed to show
 * whether it was saved after all.
 */
export function useDialogSave<T>(save: (values: T, signal: AbortSignal) => Promise<void>) {
  const queryClient = useQueryClient();
  const { formError, onSubmit } = useApiSubmit(async ({ values, signal }: Attempt<T>) => {
    try {
      await save(values, signal);
    } catch (error) {
      if (!signal.aborted) throw error;
      void queryClient.invalidateQueries({ queryKey: queryKeys.data });
    }
  });
  return {
    formError,
    onSubmit: (values: T, signal: AbortSignal) => onSubmit({ values, signal }),
  };
}
