import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Form, useAppForm } from '../../components/form/form';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { toast } from '../../components/toast/toast';
import { ApiError } from '../../lib/api/client';
import type { ResetLinkStatus } from '../../lib/api-types/auth';
import { submitError } from '../../lib/api/submit-errors';
import { resetSchema, type ResetValues } from '../../lib/schemas/auth';
import { authApi } from './auth-api';
import { AuthLayout } from './auth-layout';
import { Link } from './link';

const linkProblems: Record<Exclude<ResetLinkStatus, 'valid'>, string> = {
  expired: 'This link has expired: links work for 30 minutes.',
  used: 'This link has already been used.',
  invalid: 'This link is not valid. It may have been copied incompletely.',
};

/** Choose a new password (`/forgot/reset?token=…`). */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<ResetLinkStatus | 'checking'>('checking');
  const [formError, setFormError] = useState<string>();
  const form = useAppForm<ResetValues>({ password: '', confirmPassword: '' });
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    authApi.checkReset(token).then(
      (answer) => setStatus(answer.status),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        submitError(error);
        setStatus('invalid');
      },
    );
    return () => controller.abort();
  }, [token]);

  const onSubmit = async (values: ResetValues) => {
    setFormError(undefined);
    try {
      const { message } = await authApi.reset(token, values);
      toast.success(message);
      await navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.body.error === 'reset_link') {
        setStatus((error.body.status as ResetLinkStatus | undefined) ?? 'invalid');
        return undefined;
      }
      const outcome = submitError(error);
      setFormError(outcome.formError);
      return outcome.fields;
    }
    return undefined;
  };

  if (status !== 'valid' && status !== 'checking') {
    return (
      <AuthLayout title="Choose a new password" footer={<Link to="/login">Back to sign in</Link>}>
        <Alert severity="warning">{linkProblems[status]}</Alert>
        <Button component={RouterLink} to="/forgot" variant="contained" size="large">
          Send a new link
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Signing in again will be needed on every device."
      formError={formError}
      footer={<Link to="/login">Back to sign in</Link>}
    >
      {status === 'checking' ? (
        <Stack spacing={2.5} role="status" aria-busy="true" aria-label="Checking your link">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={44} />
        </Stack>
      ) : (
        <Form form={form} onSubmit={onSubmit} aria-label="Choose a new password">
          <Stack spacing={2.5}>
            <PasswordField
              name="password"
              label="New password"
              autoComplete="new-password"
              hint="At least 12 characters."
              rules={resetSchema.password}
              deps={['confirmPassword']}
            />
            <PasswordField
              name="confirmPassword"
              label="Confirm new password"
              autoComplete="new-password"
              rules={resetSchema.confirmPassword}
            />
            <SubmitButton fullWidth>Save new password</SubmitButton>
          </Stack>
        </Form>
      )}
    </AuthLayout>
  );
}
