import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { EmailField } from '../../components/form/email-field';
import { Form, useAppForm } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { draftFor, dropDraft, useDraft, useRestorePublicDraft } from '../../lib/drafts/drafts';
import { useServerErrors, useServerForm } from '../../lib/page-data/server-form';
import { forgotSchema, type ForgotValues } from '../../shared/schemas/auth';
import { authApi } from './auth-api';
import { AuthLayout } from './auth-layout';
import { Link } from './link';
import { paths } from '../../shared/paths';

/** Ask for a reset link (`/forgot`). The answer never tells whether the account exists. */
export function ForgotPage() {
  // Sent back by the server when the browser sent the form itself (no script yet, or none).
  const server = useServerForm('forgot');
  const form = useAppForm<ForgotValues>({ email: '', ...server?.values });
  useServerErrors(form, server);
  useRestorePublicDraft(form, 'forgot');
  useDraft(form, 'forgot', null);
  // The e-mail typed on the sign-in page, when this page has none of its own: the reset is for
  // that account (and a reload on the way, after a failed chunk, does not lose it).
  useEffect(() => {
    const typed = draftFor('signIn', null)?.values.email;
    if (typeof typed === 'string' && typed !== '' && form.getValues('email') === '')
      form.setValue('email', typed, { shouldDirty: true });
  }, [form]);
  // Where the link went, and how many times (more than once: "Sent again").
  const [sent, setSent] = useState<{ email: string; times: number } | undefined>(() =>
    server?.done && typeof server.values.email === 'string'
      ? { email: server.values.email, times: 1 }
      : undefined,
  );
  const [resending, setResending] = useState(false);
  const { formError, waiting, onSubmit } = useApiSubmit(
    async (values: ForgotValues) => {
      await authApi.forgot(values);
      dropDraft('forgot');
      setSent((before) => ({ email: values.email, times: (before?.times ?? 0) + 1 }));
    },
    { initialError: server?.formError },
  );
  const footer = <Link to={paths.login}>Back to sign in</Link>;

  if (sent) {
    // Through the same submit as the form: a 429 shows its countdown and disables the button.
    const sendAgain = async () => {
      setResending(true);
      await onSubmit({ email: sent.email });
      setResending(false);
    };
    return (
      <AuthLayout
        title="Check your inbox"
        subtitle={
          <>
            If {/* A long address breaks anywhere rather than widening the card on a phone. */}
            <strong style={{ overflowWrap: 'anywhere' }}>{sent.email}</strong> has an account, a
            link to choose a new password is on its way. It works for 30 minutes. Not there in a few
            minutes? Check your spam folder, or send it again.
          </>
        }
        formError={formError}
        footer={footer}
      >
        {sent.times > 1 && (
          <Alert severity="success" role="status">
            Sent again. Only the newest link works.
          </Alert>
        )}
        <Stack spacing={1}>
          <Button
            variant="outlined"
            size="large"
            loading={resending}
            disabled={waiting}
            onClick={() => void sendAgain()}
          >
            Send again
          </Button>
          <Button onClick={() => setSent(undefined)}>Use a different email</Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new one."
      formError={formError}
      footer={footer}
    >
      <Form form={form} onSubmit={onSubmit} aria-label="Forgot your password?">
        <Stack spacing={2.5}>
          <EmailField name="email" label="Email" rules={forgotSchema.email} />
          <SubmitButton fullWidth disabled={waiting}>
            Send reset link
          </SubmitButton>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
