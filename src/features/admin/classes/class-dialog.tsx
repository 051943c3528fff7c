import { FormDialog } from '../../../components/form/form-dialog';
import type { SchoolClass } from '../../../shared/api-types/classes';
import type { ClassFormValues } from '../../../shared/schemas/classes';
import { adminApi } from '../admin-api';
import { useSaveDialog, type SaveDialogProps } from '../entity/use-save-dialog';
import { ClassFields } from './class-fields';

/** The drafts' scope of this dialog (lib/drafts). */
export const CLASS_DRAFT = 'class';

const blank: ClassFormValues = {
  name: '',
  subject: '',
  grade: '',
  room: '',
  termStarts: null,
  termEnds: null,
};

const valuesOf = (c: SchoolClass): ClassFormValues => ({
  name: c.name,
  subject: c.subject,
  grade: String(c.grade),
  room: c.room ?? '',
  termStarts: c.termStarts,
  termEnds: c.termEnds,
});

export type ClassDialogProps = SaveDialogProps<SchoolClass>;

/** Create or edit a class. Mount it to open it; it closes (unmounts) after a save. */
export function ClassDialog({ editing, ...props }: ClassDialogProps) {
  const { dialog } = useSaveDialog({
    ...props,
    editing,
    draft: CLASS_DRAFT,
    blank,
    valuesOf,
    save: (values: ClassFormValues, signal, row) =>
      row ? adminApi.updateClass(row.id, values, signal) : adminApi.createClass(values, signal),
    saved: (c, created) => (created ? `${c.name} created.` : `${c.name} saved.`),
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? `Edit ${editing.name}` : 'New class'}
      submitLabel={editing ? 'Save changes' : 'Create class'}
    >
      <ClassFields />
    </FormDialog>
  );
}
