import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { SnackbarKey } from 'notistack';
import { useCallback } from 'react';
import { toast } from '../../../components/toast/toast';
import type { MarkbookCell } from '../../../shared/api-types/markbook';
import { failureReason } from '../marking/mark-values';
import { markbookApi, markbookKey, type CellsChanged } from './markbook-api';
import type { MarkbookStore } from './markbook-store';

/** The most cells one restore takes (server/markbook/routes.ts): an import's Undo may need more. */
const RESTORE_BATCH = 2000;

export const cellCount = (n: number) => `${n} cell${n === 1 ? '' : 's'}`;

/**
 * After a change of many cells (a bulk action, an import): the grid shows the server's cells at
 * once, and a toast says what changed, with Undo. Undo writes back exactly the cells as they
 * were (POST /restore, which may be sent again: it sets, it does not add); a failed Undo says
 * why and offers to try again. Returns `changed(answer, message)`.
 *
 * Success, not info as a delete's Undo toast is: the teacher asked for this change and it is done.
 */
export function useCellsUndo(classId: string, store: MarkbookStore) {
  const queryClient = useQueryClient();

  return useCallback(
    (answer: CellsChanged, message: string) => {
      // The page's cells are the store's; the cached markbook and every figure elsewhere are
      // read again when next shown (as after a cell's save: ./markbook-view.tsx).
      const refresh = () => {
        void queryClient.invalidateQueries({ queryKey: markbookKey(classId), refetchType: 'none' });
        void queryClient.invalidateQueries({
          queryKey: ['data'],
          predicate: (query) => query.queryKey[1] !== 'markbook',
        });
      };

      const undo = async (before: MarkbookCell[], key: SnackbarKey) => {
        toast.dismiss(key);
        try {
          for (let at = 0; at < before.length; at += RESTORE_BATCH) {
            const { cells } = await markbookApi.restore(
              classId,
              before.slice(at, at + RESTORE_BATCH),
            );
            store.applyCells(cells);
          }
        } catch (error) {
          toast.error(`The cells were not put back. ${failureReason(error)}`, {
            action: (k) => button(before, k, 'Try again'),
          });
          return;
        }
        refresh();
        toast.success(`${cellCount(before.length)} restored.`);
      };

      const button = (before: MarkbookCell[], key: SnackbarKey, label: string) => (
        <Button color="inherit" size="small" onClick={() => void undo(before, key)}>
          {label}
        </Button>
      );

      store.applyCells(answer.cells);
      refresh();
      if (answer.before.length === 0) toast.info(message);
      else toast.success(message, { action: (key) => button(answer.before, key, 'Undo') });
    },
    [classId, store, queryClient],
  );
}
