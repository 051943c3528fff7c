import Stack from '@mui/material/Stack';
import { PageHeader } from '../page-header';
import { DataSection } from './data-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { SignInsSection } from './sign-ins-section';

/**
 * The teacher's account (`/admin/settings`): profile, password, sessions, recent sign-ins, and
 * their data (a copy, or deleting it all: last, as the one that cannot be undone).
 */
export function SettingsPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeader title="Settings" gutter={false} />
      <ProfileSection />
      <PasswordSection />
      <SessionsSection />
      <SignInsSection />
      <DataSection />
    </Stack>
  );
}
