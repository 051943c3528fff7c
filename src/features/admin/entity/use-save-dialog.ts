import { useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useAppForm } from '../../../components/form/form';
import { toast } from '../../../components/toast/toast';
import { useDraft, type DraftValues } from '../../../lib/drafts/drafts';
import type { ResourceLabels } from '../../../shared/resource/define';
import { queryKeys } from '../admin-api';
import { useDialogSave } from '../use-dialog-save';
import { resourceApi, type Endpoint } from './resource-api';

/** How a resource's create/edit dialog is opened (by its list page, entity/list-page.tsx). */
export interface SaveDialogProps<Row> {
  /** The record to edit; absent to create one. */
  editing?: Row | undefined;
  /** What was typed before the session ended (lib/drafts). */
  restored?: DraftValues | undefined;
  /** Whose draft this is: the signed-in teacher (undefined until known). */
  owner?: string | undefined;
  /**
   * The drafts' scope (lib/drafts): the list page's own, `draftScope(resource, parentId)`, so
   * that the dialog keeps its draft where the list looks for it after signing in again.
   */
  scope: string;
  /** The record a new one belongs to (a student's class), for a resource with a parent. */
  parentId?: string | undefined;
  onClose: () => void;
}

/** What the dialog needs of a resource (src/shared/resource/define.ts). */
export interface DialogResource<Row, Form> extends Endpoint<Row, Form> {
  blank: Form;
  labels: Pick<ResourceLabels<Row>, 'name' | 'newLabel' | 'createLabel' | 'created' | 'saved'>;
}

/**
 * The save every resource's create/edit dialog makes (the kit, ADR 025): the form starts from the
 * record (or the resource's blank values, with `start` over them) and what was typed before the
 * session ended, keeps a draft under the list's scope, saves through the resource's calls (Cancel
 * stops it; a field the server refuses gets its message; nothing typed is lost on a failed
 * save), refreshes every list and figure, says so in the resource's words and closes.
 * Returns the form and the props FormDialog takes, title and button included.
 */
export function useSaveDialog<Row extends { id: string }, Form extends FieldValues>(
  resource: DialogResource<Row, Form>,
  { editing, restored, owner, scope, parentId, onClose }: SaveDialogProps<Row>,
  start?: Partial<Form>,
) {
  const form = useAppForm<Form>({
    ...(editing ? resource.toForm(editing) : { ...resource.blank, ...start }),
    ...restored,
  } as DefaultValues<Form>);
  useDraft(form, scope, owner, editing);
  const queryClient = useQueryClient();
  const calls = resourceApi(resource, parentId);
  const { labels } = resource;
  const { formError, onSubmit } = useDialogSave(async (values: Form, signal) => {
    const row = await (editing
      ? calls.update(editing.id, values, signal)
      : calls.create(values, signal));
    await queryClient.invalidateQueries({ queryKey: queryKeys.data });
    toast.success(editing ? labels.saved(row) : labels.created(row));
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
      title: editing ? `Edit ${labels.name(editing)}` : labels.newLabel,
      submitLabel: editing ? 'Save changes' : labels.createLabel,
    },
  };
}
