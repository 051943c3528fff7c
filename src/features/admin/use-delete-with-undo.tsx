import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/toast/toast';
import { submitError } from '../../lib/api/submit-errors';
import { queryKeys } from './admin-api';

export interface DeleteWithUndo<T> {
  remove: (item: T) => Promise<unknown>;
  restore: (item: T) => Promise<unknown>;
  name: (item: T) => string;
}

/**
 * Delete after a confirmation, then offer Undo in the toast. The server only hides the row
 * until Undo is no longer offered, so Undo brings back everything it held.
 */
/** Network and server failures toast by themselves; a refusal (404) says why in a toast too. */
function failed(error: unknown) {
  const { formError } = submitError(error);
  if (formError) toast.error(formError);
}

export function useDeleteWithUndo<T>({ remove, restore, name }: DeleteWithUndo<T>) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<T>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.data });

  const undo = async (item: T, key: string | number) => {
    toast.dismiss(key);
    try {
      await restore(item);
      await refresh();
      toast.success(`${name(item)} is back.`);
    } catch (error) {
      failed(error);
    }
  };

  const confirm = async () => {
    if (pending === undefined) return;
    const item = pending;
    try {
      await remove(item);
    } catch (error) {
      failed(error);
      return;
    }
    setPending(undefined);
    await refresh();
    toast.success(`${name(item)} deleted.`, {
      action: (key) => (
        <Button color="inherit" size="small" onClick={() => void undo(item, key)}>
          Undo
        </Button>
      ),
    });
  };

  return {
    /** The item waiting for confirmation. */
    pending,
    ask: (item: T) => setPending(item),
    cancel: () => setPending(undefined),
    confirm,
  };
}
