import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, useAppForm } from '../../../src/components/form/form';
import { SubmitButton } from '../../../src/components/form/submit-button';
import { toast } from '../../../src/components/toast/toast';
import { ClassFields } from '../../../src/features/admin/classes/class-fields';
import { api } from '../../../src/lib/api/client';
import { useApiSubmit } from '../../../src/components/form/use-api-submit';
import type { ClassFormValues } from '../../../src/shared/schemas/classes';

export const emptySample: ClassFormValues = {
  name: '',
  subject: '',
  grade: '',
  room: '',
  termStarts: null,
  termEnds: null,
};

/**
 * The class dialog's very fields (the same `ClassFields`, one column) in a page form, posting to
 * `/api/sample` (answered by MSW in stories) through the app's API client and submit handling:
 * what a feature form looks like, end to end.
 */
export function SampleForm({ defaultValues = emptySample }: { defaultValues?: ClassFormValues }) {
  const form = useAppForm<ClassFormValues>(defaultValues);
  const { formError, onSubmit } = useApiSubmit(async (values: ClassFormValues) => {
    await api('POST', '/sample', values);
    toast.success(`${values.name} created.`);
  });

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
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <ClassFields />
        <div>
          <SubmitButton>Create class</SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}
