import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { SUBJECTS, classSchema } from '../../../shared/schemas/classes';

/**
 * The class form's fields, in one column, inside a form of `ClassFormValues`. One component, so
 * that the catalogue's sample form shows exactly what the class dialog asks.
 */
export function ClassFields() {
  return (
    <>
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
    </>
  );
}
