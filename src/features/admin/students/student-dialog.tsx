import { FormDialog } from '../../../components/form/form-dialog';
import { MultilineField } from '../../../components/form/multiline-field';
import { TextField } from '../../../components/form/text-field';
import type { Student } from '../../../shared/api-types/students';
import { studentSchema, type StudentFormValues } from '../../../shared/schemas/students';
import { adminApi } from '../admin-api';
import { useSaveDialog, type SaveDialogProps } from '../entity/use-save-dialog';

/** The drafts' scope of this dialog (lib/drafts). */
export const STUDENT_DRAFT = 'student';

const blank: StudentFormValues = { firstName: '', lastName: '', studentNumber: '', notes: '' };

const valuesOf = (s: Student): StudentFormValues => ({
  firstName: s.firstName,
  lastName: s.lastName,
  studentNumber: s.studentNumber ?? '',
  notes: s.notes,
});

export const studentName = (s: Pick<Student, 'firstName' | 'lastName'>) =>
  `${s.firstName} ${s.lastName}`;

/** Add a student to a class's roster, or edit one. Mount it to open it. */
export function StudentDialog({
  editing,
  classId,
  ...props
}: SaveDialogProps<Student> & { classId: string }) {
  const { dialog } = useSaveDialog({
    ...props,
    editing,
    draft: STUDENT_DRAFT,
    blank,
    valuesOf,
    save: (values: StudentFormValues, signal, row) =>
      row
        ? adminApi.updateStudent(row.id, { ...values, classId: row.classId }, signal)
        : adminApi.createStudent({ ...values, classId }, signal),
    saved: (s, created) =>
      created ? `${studentName(s)} added to the roster.` : `${studentName(s)} saved.`,
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? `Edit ${studentName(editing)}` : 'New student'}
      submitLabel={editing ? 'Save changes' : 'Add student'}
    >
      <TextField
        name="firstName"
        label="First name"
        rules={studentSchema.firstName}
        autoComplete="off"
      />
      <TextField
        name="lastName"
        label="Last name"
        rules={studentSchema.lastName}
        autoComplete="off"
      />
      <TextField
        name="studentNumber"
        label="Student number"
        rules={studentSchema.studentNumber}
        hint="Optional, such as S-1042"
        autoComplete="off"
      />
      <MultilineField
        name="notes"
        label="Notes"
        rules={studentSchema.notes}
        hint="Only what you need to teach them well"
      />
    </FormDialog>
  );
}
