import { useState } from 'react';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import type { ResourceLabels } from '../../../shared/resource/define';
import { useDeleteWithUndo } from '../use-delete-with-undo';
import { resourceApi, type Endpoint } from './resource-api';

type DeleteLabels<Row> = Pick<ResourceLabels<Row>, 'noun' | 'name' | 'deleteWarning'>;

/**
 * A list's delete per row (the kit, ADR 025): asked first, then deleted through the resource's
 * calls with Undo in the toast (use-delete-with-undo). `ask` opens the question; `question` is
 * the dialog to mount.
 */
export function useRowDelete<Row extends { id: string }>(
  resource: Endpoint<Row, object> & { labels: DeleteLabels<Row> },
  parentId?: string,
) {
  const calls = resourceApi(resource, parentId);
  const deletion = useDeleteWithUndo<Row>({
    remove: (row) => calls.remove(row.id),
    restore: (row) => calls.restore(row.id),
    name: resource.labels.name,
  });
  return {
    ask: deletion.ask,
    question: <DeleteQuestion deletion={deletion} labels={resource.labels} />,
  };
}

/** "Delete ‹name›?", with what goes with it and that it can be undone. */
function DeleteQuestion<Row>({
  deletion,
  labels,
}: {
  deletion: ReturnType<typeof useDeleteWithUndo<Row>>;
  labels: DeleteLabels<Row>;
}) {
  // The row the question is about, kept while the dialog closes (it would read "Delete
  // student?" for a moment otherwise).
  const [asked, setAsked] = useState<Row>();
  if (deletion.pending !== undefined && deletion.pending !== asked) setAsked(deletion.pending);
  return (
    <ConfirmDialog
      open={deletion.pending !== undefined}
      title={`Delete ${asked ? labels.name(asked) : labels.noun}?`}
      confirmLabel="Delete"
      onConfirm={deletion.confirm}
      onClose={deletion.cancel}
    >
      {asked && labels.deleteWarning
        ? labels.deleteWarning(asked)
        : 'You can undo this right after.'}
    </ConfirmDialog>
  );
}
