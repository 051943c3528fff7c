import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { DateField } from '../../../components/form/date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { MultilineField } from '../../../components/form/multiline-field';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { Assignment } from '../../../shared/api-types/classes';
import { assignmentResource } from '../../../shared/resources/assignments';
import { LATEST_DUE_DATE } from '../../../shared/schemas/assignments';
import { browserLocale } from '../../../lib/i18n/locale';
import { formatShortDate, todayIso } from '../../../shared/validation/short-date';
import { adminApi, queryKeys } from '../admin-api';
import { useSaveDialog, type SaveDialogProps } from '../entity/use-save-dialog';

export interface AssignmentDialogProps extends SaveDialogProps<Assignment> {
  /** The class a new assignment starts in (the list's class filter). */
  classId?: string | undefined;
}

/**
 * Create or edit an assignment. The due date may not be before today (new ones) nor after the
 * chosen class's term end; both bounds are in the messages, in the reader's short date format.
 */
export function AssignmentDialog({ classId = '', ...props }: AssignmentDialogProps) {
  const { editing } = props;
  const classes = useQuery({ queryKey: queryKeys.allClasses, queryFn: adminApi.allClasses });
  const { form, dialog } = useSaveDialog(assignmentResource, props, { classId });
  const schema = assignmentResource.schema({
    today: editing ? undefined : todayIso(),
    termEndOf: (id) =>
      classes.data?.find((c) => c.id === id)?.termEnds ??
      (editing?.classId === id ? editing.termEnds : undefined),
  });
  const options = (classes.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  // Say the bound before anyone trips over it: the chosen class's term end.
  const chosen = useWatch({ control: form.control, name: 'classId' });
  const termEnd = schema.dueDate.maxDate;
  const end = typeof termEnd === 'function' ? termEnd({ classId: chosen }) : termEnd;
  const dueHint =
    chosen && end && end !== LATEST_DUE_DATE
      ? `By ${formatShortDate(end, browserLocale())}, when the class’s term ends`
      : 'Choose the class first: the date must fall within its term';

  return (
    <FormDialog {...dialog}>
      <TextField name="title" label="Title" rules={schema.title} autoComplete="off" />
      <SelectField
        name="classId"
        label="Class"
        rules={schema.classId}
        options={options}
        deps={['dueDate']}
        hint={classes.isPending ? 'Loading your classes…' : undefined}
      />
      <DateField name="dueDate" label="Due date" rules={schema.dueDate} hint={dueHint} />
      <NumberField name="maxPoints" label="Max points" rules={schema.maxPoints} hint="1 to 1000" />
      <MultilineField name="description" label="Description" rules={schema.description} />
    </FormDialog>
  );
}
