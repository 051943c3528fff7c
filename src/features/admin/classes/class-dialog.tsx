import { useQueryClient } from '@tanstack/react-query';
import { useAppForm } from '../../../components/form/form';
import { FormDialog } from '../../../components/form/form-dialog';
import { toast } from '../../../components/toast/toast';
import { useDraft, type DraftValues } from '../../../lib/drafts/drafts';
import type { SchoolClass } from '../../../shared/api-types/classes';
import type { ClassFormValues } from '../../../shared/schemas/classes';
import { adminApi, queryKeys } from '../admin-api';
import { useDialogSave } from '../use-dialog-save';
import { ClassFields } from './class-fields';

/** The drafts' scope of this dialog (lib/drafts). */
export const CLASS_DRAFT = 'class';

const blank: ClassFormValues = {
  name: '',
  subject: '',
  grade: '',
  room: '',
  students: '',
  termStarts: null,
  termEnds: null,
};

const valuesOf = (c: SchoolClass): ClassFormValues => ({
  name: c.name,
  subject: c.subject,
  grade: String(c.grade),
  room: c.room ?? '',
  students: String(c.students),
  termStarts: c.termStarts,
  termEnds: c.termEnds,
});

export interface ClassDialogProps {
  /** The class to edit; absent to create one. */
  editing?: SchoolClass | undefined;
  /** What was typed before the session ended (lib/drafts). */
  restored?: DraftValues | undefined;
  /** Whose draft this is: the signed-in teacher (undefined until known). */
  owner?: string | undefined;
  onClose: () => void;
}

/** Create or edit a class. Mount it to open it; it closes (unmounts) after a save. */
export function ClassDialog({ editing, restored, owner, onClose }: ClassDialogProps) {
  const form = useAppForm<ClassFormValues>({
    ...(editing ? valuesOf(editing) : blank),
    ...restored,
  });
  useDraft(form, CLASS_DRAFT, owner, editing);
  const queryClient = useQueryClient();
  const { formError, onSubmit } = useDialogSave(async (values: ClassFormValues, signal) => {
    const saved = editing
      ? await adminApi.updateClass(editing.id, values, signal)
      : await adminApi.createClass(values, signal);
    await queryClient.invalidateQueries({ queryKey: queryKeys.data });
    toast.success(editing ? `${saved.name} saved.` : `${saved.name} created.`);
    onClose();
  });

  return (
    <FormDialog
      open
      title={editing ? `Edit ${editing.name}` : 'New class'}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={editing ? 'Save changes' : 'Create class'}
      formError={formError}
      restored={restored !== undefined}
    >
      <ClassFields />
    </FormDialog>
  );
}
