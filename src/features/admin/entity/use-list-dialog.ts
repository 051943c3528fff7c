import { useSearchParams } from 'react-router-dom';
import { useDraftDialog } from '../use-draft-dialog';

/**
 * A list page's create/edit dialog: opened by a row's Edit, the new-record button or `?new=1`
 * (a link's way to "add one"), and back with what was typed after signing in again, from the
 * draft under `scope`, the scope the dialog keeps it under.
 */
export function useListDialog<Row>(scope: string, prefix = '') {
  const [params, setParams] = useSearchParams();
  const key = `${prefix}new`;
  const { owner, dialog, open, close } = useDraftDialog<Row>(scope, params.get(key) === '1');
  return {
    owner,
    dialog,
    open,
    close: () => {
      close();
      if (params.has(key)) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(key);
            return next;
          },
          { replace: true },
        );
      }
    },
  };
}
