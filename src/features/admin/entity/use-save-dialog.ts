import { useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useAppForm } from '../../../components/form/form';
import { toast } from '../../../components/toast/toast';
import { useDraft, type DraftValues } from '../../../lib/drafts/drafts';
import { queryKeys } from '../admin-api';
import { useDialogSave } from '../use-dialog-save';

/** How a create/edit dialog is opened (by the list page, src/features/admin/entity/list-page.tsx). */
export interface SaveDialogProps<Row> {
  /** The record to edit; absent to create one. */
  editing?: Row | undefined;
  /** What was typed before the session ended (lib/drafts). */
  restored?: DraftValues | undefined;
  /** Whose draft this is: the signed-in teacher (undefined until known). */
  owner?: string | undefined;
  onClose: () => void;
}

export interface SaveDialogOptions<Row, Values extends FieldValues> extends SaveDialogProps<Row> {
  /** The drafts' scope (lib/drafts). */
  draft: string;
  /** A new record's values, and an existing one's. */
  blank: Values;
  valuesOf: (row: Row) => Values;
  /** Creates (no `editing`) or updates the record; the dialog's Cancel aborts `signal`. */
  save: (values: Values, signal: AbortSignal, editing: Row | undefined) => Promise<Row>;
  /** The toast once saved. */
  saved: (row: Row, created: boolean) => string;
}

/**
 * The save every entity's create/edit dialog makes (the kit, ADR 025): the form starts from the
 * record (or blank values) and what was typed before the session ended, keeps a draft, saves
 * through the API (Cancel stops it; a field the server refuses gets its message; nothing typed is
 * lost on a failed save), refreshes every list and figure, says so in a toast and closes.
 * Returns the form and the props FormDialog takes.
 */
export function useSaveDialog<Row, Values extends FieldValues>({
  editing,
  restored,
  owner,
  onClose,
  draft,
  blank,
  valuesOf,
  save,
  saved,
}: SaveDialogOptions<Row, Values>) {
  const form = useAppForm<Values>({
    ...(editing ? valuesOf(editing) : blank),
    ...restored,
  } as DefaultValues<Values>);
  useDraft(form, draft, owner, editing);
  const queryClient = useQueryClient();
  const { formError, onSubmit } = useDialogSave(async (values: Values, signal) => {
    const row = await save(values, signal, editing);
    await queryClient.invalidateQueries({ queryKey: queryKeys.data });
    toast.success(saved(row, editing === undefined));
    onClose();
  });
  return {
    form,
    dialog: {
      open: true,
      form,
      onSubmit,
      onClose,
      formError,
      restored: restored !== undefined,
    },
  };
}
