import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckboxField } from '../../../src/components/form/checkbox-field';
import { DateField } from '../../../src/components/form/date-field';
import { EmailField } from '../../../src/components/form/email-field';
import { Form, useAppForm, type ServerFieldErrors } from '../../../src/components/form/form';
import { MultilineField } from '../../../src/components/form/multiline-field';
import { NumberField } from '../../../src/components/form/number-field';
import { PasswordField } from '../../../src/components/form/password-field';
import { SelectField } from '../../../src/components/form/select-field';
import { SubmitButton } from '../../../src/components/form/submit-button';
import { TextField } from '../../../src/components/form/text-field';
import { toast } from '../../../src/components/toast/toast';
import { sampleSchema, subjects, type SampleValues } from './sample-schema';

export const emptySample: SampleValues = {
  name: '',
  email: '',
  password: '',
  subject: '',
  grade: '',
  room: '',
  termStarts: null,
  termEnds: null,
  notes: '',
  acceptTerms: false,
};

/**
 * Every field of the layer in one form, posting to `/api/sample` (answered by MSW in stories):
 * what a feature form looks like, end to end.
 */
export function SampleForm({ defaultValues = emptySample }: { defaultValues?: SampleValues }) {
  const form = useAppForm<SampleValues>(defaultValues);

  const onSubmit = async (values: SampleValues): Promise<ServerFieldErrors | undefined> => {
    let response: Response;
    try {
      response = await fetch('/api/sample', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
    } catch {
      toast.error('Could not reach Lectern. Check your connection and try again.');
      return undefined;
    }
    if (response.status === 400) {
      const body = (await response.json()) as { fields?: ServerFieldErrors };
      return body.fields;
    }
    if (!response.ok) {
      toast.error(
        'Something went wrong on our side. Your changes are still here; please try again.',
      );
      return undefined;
    }
    toast.success('Class saved.');
    return undefined;
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-labelledby="sample-form-title"
      sx={{ maxWidth: 560 }}
    >
      <Stack spacing={2.5}>
        <Typography id="sample-form-title" variant="h2" component="h1">
          New class
        </Typography>
        <TextField name="name" label="Class name" rules={sampleSchema.name} />
        <EmailField name="email" label="Co-teacher's email" rules={sampleSchema.email} />
        <PasswordField
          name="password"
          label="Class join password"
          autoComplete="new-password"
          rules={sampleSchema.password}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectField
            name="subject"
            label="Subject"
            options={subjects}
            rules={sampleSchema.subject}
          />
          <NumberField name="grade" label="Grade" rules={sampleSchema.grade} />
        </Stack>
        <TextField
          name="room"
          label="Room"
          hint="Optional, for example B-204."
          rules={sampleSchema.room}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            name="termStarts"
            label="Term starts"
            rules={sampleSchema.termStarts}
            deps={['termEnds']}
          />
          <DateField name="termEnds" label="Term ends" rules={sampleSchema.termEnds} />
        </Stack>
        <MultilineField name="notes" label="Notes" rules={sampleSchema.notes} />
        <CheckboxField
          name="acceptTerms"
          label="I accept the terms"
          rules={sampleSchema.acceptTerms}
        />
        <div>
          <SubmitButton>Create class</SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}
