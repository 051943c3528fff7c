import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/toast/toast';
import { ApiError, NetworkError } from '../../lib/api/client';
import { OFFLINE_MESSAGE } from '../../lib/api/submit-errors';
import { queryKeys } from './admin-api';

type Key = string | number;

export interface DeleteWithUndo<T> {
  remove: (item: T) => Promise<unknown>;
  restore: (item: T) => Promise<unknown>;
  name: (item: T) => string;
}

/**
 * What a failed delete or undo says: offline, "already gone" (404), a refusal's own reason, or
 * that it failed on our side. A 401 says nothing here: the app has already said the session
 * ended and gone to sign in.
 */
function failure(error: unknown, { ours, gone }: { ours: string; gone: string }) {
  if (error instanceof NetworkError) return OFFLINE_MESSAGE;
  if (!(error instanceof ApiError) || error.status >= 500) return ours;
  if (error.status === 401) return undefined;
  if (isGone(error)) return gone;
  return error.body.message ?? ours;
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Delete after a confirmation, then offer Undo in the toast. The server only hides the row
 * until Undo is no longer offered, so Undo brings back everything it held.
 *
 * The Undo toast is `info` on every screen (and in the toast catalogue): a delete the teacher
 * asked for is news with a way back, not a success to celebrate, and green beside "deleted"
 * reads wrong. Bringing it back is a finished action, so that one is `success`, like "saved".
 */
export function useDeleteWithUndo<T>({ remove, restore, name }: DeleteWithUndo<T>) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<T>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.data });

  const undo = async (item: T, key: Key) => {
    toast.dismiss(key);
    try {
      await restore(item);
    } catch (error) {
      const message = failure(error, {
        ours: `${name(item)} could not be brought back. Please try again.`,
        gone: `${name(item)} can no longer be brought back.`,
      });
      // Offered again while the server still holds it (not once it is gone).
      const again = isGone(error) ? {} : { action: (k: Key) => undoButton(item, k, 'Try again') };
      if (message) toast.error(message, again);
      return;
    }
    await refresh();
    toast.success(`${name(item)} is back.`);
  };

  const undoButton = (item: T, key: Key, label = 'Undo') => (
    <Button color="inherit" size="small" onClick={() => void undo(item, key)}>
      {label}
    </Button>
  );

  const confirm = async () => {
    if (pending === undefined) return;
    const item = pending;
    try {
      await remove(item);
    } catch (error) {
      const message = failure(error, {
        ours: `${name(item)} could not be deleted. Please try again.`,
        gone: `${name(item)} was already deleted.`,
      });
      if (message) toast.error(message);
      // Gone already: nothing left to confirm, and the list should stop showing it.
      if (isGone(error)) {
        setPending(undefined);
        await refresh();
      }
      return;
    }
    setPending(undefined);
    await refresh();
    toast.info(`${name(item)} deleted.`, { action: (key) => undoButton(item, key) });
  };

  return {
    /** The item waiting for confirmation. */
    pending,
    ask: (item: T) => setPending(item),
    cancel: () => setPending(undefined),
    confirm,
  };
}
