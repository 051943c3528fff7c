import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Form, useAppForm } from '../../../components/form/form';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { toast } from '../../../components/toast/toast';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import {
  changePasswordSchema,
  PASSWORD_CHANGED,
  type ChangePasswordValues,
} from '../../../shared/schemas/account';
import { accountApi } from './account-api';
import { SettingsSection } from './settings-section';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A new password, after the current one: the sign-up password's rules, and the server's
 * strength check (its message on the field). Every other session ends; this one stays.
 */
export function PasswordSection() {
  const form = useAppForm<ChangePasswordValues>(empty);
  const { formError, waiting, onSubmit } = useApiSubmit(async (values: ChangePasswordValues) => {
    await accountApi.changePassword(values);
    form.reset(empty);
    toast.success(PASSWORD_CHANGED);
  });
  return (
    <SettingsSection
      title="Password"
      description="Changing it signs you out on every other device."
    >
      <Form form={form} onSubmit={onSubmit} aria-label="Change password">
        <Stack spacing={2.5}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <PasswordField
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            rules={changePasswordSchema.currentPassword}
          />
          <PasswordField
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            hint="At least 12 characters. A few unrelated words work well."
            rules={changePasswordSchema.newPassword}
            deps={['confirmPassword']}
          />
          <PasswordField
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            rules={changePasswordSchema.confirmPassword}
          />
          <Box>
            <SubmitButton size="medium" disabled={waiting}>
              Change password
            </SubmitButton>
          </Box>
        </Stack>
      </Form>
    </SettingsSection>
  );
}
