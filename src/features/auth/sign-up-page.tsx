import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../components/form/checkbox-field';
import { DeferredDateField } from '../../components/form/deferred-date-field';
import { EmailField } from '../../components/form/email-field';
import { Form, useAppForm } from '../../components/form/form';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/form/submit-button';
import {
  dropDraft,
  keepDraftsOnlyFor,
  useDraft,
  useRestorePublicDraft,
} from '../../lib/drafts/drafts';
import { TextField } from '../../components/form/text-field';
import { toast } from '../../components/toast/toast';
import { useApiSubmit } from '../../components/form/use-api-submit';
import { signUpSchema, type SignUpValues } from '../../shared/schemas/sign-up';
import { useServerErrors, useServerForm } from '../../lib/page-data/server-form';
import { setSignedInFlag } from '../../lib/session/flag';
import { authApi } from './auth-api';
import { AuthLayout } from './auth-layout';
import { FieldErrorCount } from './field-error-count';
import { Link } from './link';
import { paths } from '../../shared/paths';

const empty: SignUpValues = {
  fullName: '',
  email: '',
  school: '',
  teachingSince: null,
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * The server's answer for an address that already has an account ends "Sign in, or reset your
 * password.": that half becomes two real links under the field, so it is no dead end.
 */
const TAKEN = 'An account already uses this email.';

/** Create an account (`/signup`). */
export function SignUpPage() {
  // Sent back by the server when the browser sent the form itself (no script yet, or none).
  const server = useServerForm('signUp');
  const form = useAppForm<SignUpValues>({ ...empty, ...server?.values });
  useServerErrors(form, server);
  useRestorePublicDraft(form, 'signUp');
  useDraft(form, 'signUp', null);
  const schema = useMemo(() => signUpSchema(), []);
  const navigate = useNavigate();
  const { formError, waiting, onSubmit } = useApiSubmit(
    async (values: SignUpValues) => {
      const { user } = await authApi.signUp(values);
      dropDraft('signUp');
      keepDraftsOnlyFor(user.id);
      setSignedInFlag();
      toast.success(`Welcome to Lectern, ${user.fullName.split(' ')[0] ?? user.fullName}!`);
      await navigate(paths.dashboard, { replace: true });
    },
    { initialError: server?.formError },
  );
  const submit = async (values: SignUpValues) => {
    const fields = await onSubmit(values);
    if (fields?.email?.startsWith(TAKEN)) fields.email = TAKEN;
    return fields;
  };
  const { errors } = useFormState({ control: form.control, name: 'email' });
  const taken = errors.email?.message === TAKEN;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Plan classes and assignments in one place."
      formError={formError}
      footer={
        <>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </>
      }
    >
      <Form form={form} onSubmit={submit} aria-label="Create your account">
        <Stack spacing={2.5}>
          <TextField
            name="fullName"
            label="Full name"
            autoComplete="name"
            rules={schema.fullName}
          />
          <EmailField
            name="email"
            label="Email"
            rules={schema.email}
            notice={
              taken && (
                <>
                  <Link to={paths.login} color="inherit">
                    Sign in
                  </Link>
                  , or{' '}
                  <Link to={paths.forgot} color="inherit">
                    reset your password
                  </Link>
                  .
                </>
              )
            }
          />
          <TextField
            name="school"
            label="School"
            autoComplete="organization"
            hint="Optional."
            rules={schema.school}
          />
          <DeferredDateField
            name="teachingSince"
            label="Teaching since"
            hint="Optional. The day you started teaching."
            rules={schema.teachingSince}
          />
          <PasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            hint="At least 12 characters. A few unrelated words work well."
            rules={schema.password}
            deps={['confirmPassword']}
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
            rules={schema.confirmPassword}
          />
          <CheckboxField
            name="acceptTerms"
            // A tab of its own: what is typed here stays as it is.
            label={
              <>
                I accept the{' '}
                <Link to={paths.terms} target="_blank">
                  terms
                </Link>
              </>
            }
            rules={schema.acceptTerms}
          />
          <SubmitButton fullWidth disabled={waiting}>
            Create account
          </SubmitButton>
        </Stack>
        <FieldErrorCount />
      </Form>
    </AuthLayout>
  );
}
