import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { EmailField } from '../../components/form/email-field';
import { Form, useAppForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { useApiSubmit } from '../../lib/api/use-api-submit';
import { forgotSchema, type ForgotValues } from '../../lib/schemas/auth';
import { authApi } from './auth-api';
import { AuthLayout } from './auth-layout';
import { Link } from './link';

/** Ask for a reset link (`/forgot`). The answer never tells whether the account exists. */
export function ForgotPage() {
  const form = useAppForm<ForgotValues>({ email: '' });
  const [sent, setSent] = useState<string>();
  const { formError, waiting, onSubmit } = useApiSubmit(async (values: ForgotValues) => {
    setSent((await authApi.forgot(values)).message);
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new one."
      formError={formError}
      footer={<Link to="/login">Back to sign in</Link>}
    >
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Form form={form} onSubmit={onSubmit} aria-label="Forgot your password?">
          <Stack spacing={2.5}>
            <EmailField name="email" label="Email" rules={forgotSchema.email} />
            <SubmitButton fullWidth disabled={waiting}>
              Send reset link
            </SubmitButton>
          </Stack>
        </Form>
      )}
    </AuthLayout>
  );
}
