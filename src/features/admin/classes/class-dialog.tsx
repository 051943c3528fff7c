import { useQueryClient } from '@tanstack/react-query';
import { DateField } from '../../../components/form/date-field';
import { useAppForm } from '../../../components/form/form';
import { FormDialog } from '../../../components/form/form-dialog';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast/toast';
import { useApiSubmit } from '../../../lib/api/use-api-submit';
import { useDraft, type DraftValues } from '../../../lib/drafts/drafts';
import type { SchoolClass } from '../../../lib/api-types/classes';
import { SUBJECTS, classSchema, type ClassFormValues } from '../../../lib/schemas/classes';
import { adminApi, queryKeys } from '../admin-api';

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
  const { formError, onSubmit } = useApiSubmit(async (values: ClassFormValues) => {
    const saved = editing
      ? await adminApi.updateClass(editing.id, values)
      : await adminApi.createClass(values);
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
      <TextField name="name" label="Name" rules={classSchema.name} autoComplete="off" />
      <SelectField name="subject" label="Subject" rules={classSchema.subject} options={SUBJECTS} />
      <NumberField name="grade" label="Grade" rules={classSchema.grade} hint="1 to 12" />
      <TextField
        name="room"
        label="Room"
        rules={classSchema.room}
        hint="Optional, such as B-204"
        autoComplete="off"
      />
      <NumberField name="students" label="Students" rules={classSchema.students} hint="Up to 40" />
      <DateField
        name="termStarts"
        label="Term starts"
        rules={classSchema.termStarts}
        deps={['termEnds']}
      />
      <DateField
        name="termEnds"
        label="Term ends"
        rules={classSchema.termEnds}
        hint="Within a year of the start"
      />
    </FormDialog>
  );
}
