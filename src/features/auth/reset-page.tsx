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
import type { ResetLinkStatus } from '../../shared/api-types/auth';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { resetSchema, type ResetValues } from '../../shared/schemas/auth';
import { authApi } from './auth-api';
import { AuthLayout } from './auth-layout';
import { FieldErrorCount } from './field-error-count';
import { Link } from './link';
import { paths } from '../../shared/paths';
import { RESET_TOKEN_KEY } from '../../lib/session/flag';
import { useServerErrors, useServerForm } from '../../lib/page-data/server-form';

/**
 * `unchecked`: the check itself failed (offline, a server error), which says nothing of the link.
 * `done`: the new password was saved by a form sent without script (server/public-forms.ts).
 */
type LinkStatus = ResetLinkStatus | 'checking' | 'unchecked' | 'done';

const linkProblems: Record<Exclude<LinkStatus, 'valid' | 'checking' | 'done'>, string> = {
  expired: 'This link has expired: links work for 30 minutes.',
  used: 'This link has already been used.',
  invalid: 'This link is not valid. It may have been copied incompletely.',
  unchecked: 'Your link could not be checked just now. Please try again.',
};

/**
 * The link's token lives in this tab's sessionStorage once read: the address bar (and so the
 * history, a screenshot, a shoulder) no longer shows it, and a reload still works. It goes at
 * the end of a successful reset, or with the tab.
 */
const TOKEN_KEY = RESET_TOKEN_KEY;

function takeToken(fromUrl: string | null): string {
  // No storage (and no token) when the page's shell is rendered at build time (src/prerender).
  if (typeof sessionStorage === 'undefined') return '';
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

/** Choose a new password (`/forgot/reset?token=…`). */
export function ResetPage() {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => takeToken(params.get('token')));
  // The page the server rendered for this link has checked it already (server/public-forms.ts).
  const server = useServerForm('reset');
  const [status, setStatus] = useState<LinkStatus>(() =>
    server?.done ? 'done' : (server?.link ?? 'checking'),
  );
  // Bumped by "Try again" to check the link once more.
  const [attempt, setAttempt] = useState(0);
  const form = useAppForm<ResetValues>({ password: '', confirmPassword: '' });
  useServerErrors(form, server);
  const checked = server?.link !== undefined;
  const navigate = useNavigate();

  useEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (attempt === 0 && checked) return;
    const controller = new AbortController();
    authApi.checkReset(token).then(
      (answer) => setStatus(answer.status),
      () => {
        if (!controller.signal.aborted) setStatus('unchecked');
      },
    );
    return () => controller.abort();
  }, [token, attempt, checked]);

  const { formError, waiting, onSubmit } = useApiSubmit(
    async (values: ResetValues) => {
      const { message } = await authApi.reset(token, values);
      sessionStorage.removeItem(TOKEN_KEY);
      toast.success(message);
      await navigate(paths.login, { replace: true });
    },
    {
      // The link turned out to be used or expired: say so instead of showing the form.
      onError: (error) => {
        if (!(error instanceof ApiError && error.body.error === 'reset_link')) return false;
        setStatus((error.body.status as ResetLinkStatus | undefined) ?? 'invalid');
        return true;
      },
      initialError: server?.formError,
    },
  );

  if (status === 'done') {
    return (
      <AuthLayout title="Password changed">
        <Alert severity="success" role="status">
          {server?.notice ?? 'Your password has been changed.'}
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          Sign in
        </Button>
      </AuthLayout>
    );
  }

  if (status !== 'valid' && status !== 'checking') {
    const unchecked = status === 'unchecked';
    return (
      <AuthLayout
        title="Choose a new password"
        footer={<Link to={paths.login}>Back to sign in</Link>}
      >
        <Alert severity={unchecked ? 'error' : 'warning'}>{linkProblems[status]}</Alert>
        {unchecked ? (
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              setStatus('checking');
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.forgot} variant="contained" size="large">
            Send a new link
          </Button>
        )}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Signing in again will be needed on every device."
      formError={formError}
      footer={<Link to={paths.login}>Back to sign in</Link>}
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
            <SubmitButton fullWidth disabled={waiting}>
              Save new password
            </SubmitButton>
          </Stack>
          <FieldErrorCount />
        </Form>
      )}
    </AuthLayout>
  );
}
