import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, useAppForm } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast/toast';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { draftFor, dropDraft, useDraft } from '../../../lib/drafts/drafts';
import type { MeResponse, User } from '../../../shared/api-types/auth';
import { profileSchema, type ProfileValues } from '../../../shared/schemas/account';
import { adminApi, queryKeys } from '../admin-api';
import { accountApi } from './account-api';
import { SettingsSection } from './settings-section';

export const PROFILE_SAVED = 'Your profile is saved.';
/** The profile form's draft (lib/drafts): what was typed survives a session that ended. */
export const PROFILE_DRAFT = 'settings.profile';

function ProfileForm({ user }: { user: User }) {
  const stored = { fullName: user.fullName, school: user.school ?? '' };
  const [typed] = useState(() => draftFor<never>(PROFILE_DRAFT, user.id)?.values);
  const form = useAppForm<ProfileValues>({ ...stored, ...typed });
  useDraft(form, PROFILE_DRAFT, user.id);
  const queryClient = useQueryClient();
  const { formError, onSubmit } = useApiSubmit(async (values: ProfileValues) => {
    const { user: saved } = await accountApi.updateProfile(values);
    // The account menu and the dashboard's greeting read `me`: they show the new name at once.
    queryClient.setQueryData<MeResponse>(queryKeys.me, (old) => old && { ...old, user: saved });
    form.reset({ fullName: saved.fullName, school: saved.school ?? '' });
    dropDraft(PROFILE_DRAFT);
    toast.success(PROFILE_SAVED);
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Profile">
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          name="fullName"
          label="Full name"
          autoComplete="name"
          rules={profileSchema.fullName}
        />
        <TextField
          name="school"
          label="School"
          autoComplete="organization"
          hint="Optional."
          rules={profileSchema.school}
        />
        <Box>
          <SubmitButton size="medium">Save profile</SubmitButton>
        </Box>
      </Stack>
    </Form>
  );
}

/** Name and school, as the sign-up form asked for them; the e-mail is the account's own. */
export function ProfileSection() {
  const me = useQuery({ queryKey: queryKeys.me, queryFn: adminApi.me });
  const user = me.data?.user;
  return (
    <SettingsSection
      title="Profile"
      description={user ? `Signed in as ${user.email}.` : me.isPending && <Skeleton width={240} />}
      busy={me.isPending}
      error={me.isError ? 'Your profile could not be loaded.' : undefined}
      onRetry={() => void me.refetch()}
    >
      {user ? (
        <ProfileForm key={user.id} user={user} />
      ) : (
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={36} width={130} />
        </Stack>
      )}
    </SettingsSection>
  );
}
