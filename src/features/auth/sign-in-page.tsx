import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmailField } from '../../components/form/email-field';
import { Form, useAppForm } from '../../components/form/form';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { signInSchema, type SignInValues } from '../../shared/schemas/auth';
import { dropDraft, useDraft, useRestorePublicDraft } from '../../lib/drafts/drafts';
import { useServerErrors, useServerForm } from '../../lib/page-data/server-form';
import { setSignedInFlag } from '../../lib/session/flag';
import { safeNext, paths } from '../../shared/paths';
import { authApi } from './auth-api';
import { AuthLayout } from './auth-layout';
import { FieldErrorCount } from './field-error-count';
import { Link } from './link';

/** Sign in (`/login`): where the guard sends people, and where signing in returns them. */
export function SignInPage() {
  // Sent back by the server when the browser sent the form itself (no script yet, or none).
  const server = useServerForm('signIn');
  const form = useAppForm<SignInValues>({ email: '', password: '', ...server?.values });
  useServerErrors(form, server);
  // The e-mail (never the password) outlives a reload, and goes on to "Forgot password?".
  useRestorePublicDraft(form, 'signIn');
  useDraft(form, 'signIn', null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { formError, waiting, onSubmit } = useApiSubmit(
    async (values: SignInValues) => {
      await authApi.signIn(values);
      dropDraft('signIn');
      setSignedInFlag();
      await navigate(safeNext(params.get('next')) ?? paths.dashboard, { replace: true });
    },
    { initialError: server?.formError },
  );

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Your classes are waiting."
      formError={formError}
      footer={
        <>
          New to Lectern? <Link to={paths.signUp}>Create an account</Link>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} aria-label="Sign in">
        <Stack spacing={2.5}>
          <EmailField name="email" label="Email" rules={signInSchema.email} />
          <PasswordField name="password" label="Password" rules={signInSchema.password} />
          <Link to={paths.forgot} sx={{ alignSelf: 'flex-start' }}>
            Forgot password?
          </Link>
          <SubmitButton fullWidth disabled={waiting}>
            Sign in
          </SubmitButton>
        </Stack>
        <FieldErrorCount />
      </Form>
    </AuthLayout>
  );
}
