import { MultilineField } from '../../../components/form/multiline-field';
import { TextField } from '../../../components/form/text-field';
import type { Student } from '../../../shared/api-types/students';
import { studentResource } from '../../../shared/resources/students';
import { studentSchema } from '../../../shared/schemas/students';
import { ResourceDialog } from '../entity/resource-dialog';
import type { SaveDialogProps } from '../entity/use-save-dialog';

/** Add a student to a class's roster (`parentId`), or edit one. Mount it to open it. */
export function StudentDialog(props: SaveDialogProps<Student>) {
  return (
    <ResourceDialog resource={studentResource} {...props}>
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
    </ResourceDialog>
  );
}
