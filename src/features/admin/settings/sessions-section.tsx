import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { toast } from '../../../components/toast/toast';
import { ApiError, NetworkError } from '../../../lib/api/client';
import { OFFLINE_MESSAGE, SERVER_ERROR_MESSAGE } from '../../../lib/api/submit-errors';
import { discardDrafts } from '../../../lib/drafts/drafts';
import { clearAllStorage } from '../../../lib/session/flag';
import { paths } from '../../../shared/paths';
import { accountApi } from './account-api';
import { SettingsSection } from './settings-section';

export const SIGNED_OUT_EVERYWHERE = 'You have signed out on every device.';

/** Sign out everywhere, this browser too, after a question. */
export function SessionsSection() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOutEverywhere = async () => {
    try {
      await accountApi.signOutEverywhere();
    } catch (error) {
      // Already signed out (the app's 401 handling has taken over), or not reached: the
      // question stays open to try again.
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof NetworkError ? OFFLINE_MESSAGE : SERVER_ERROR_MESSAGE);
      return;
    }
    // As the guard and Sign out do: all of localStorage goes, and what was typed.
    clearAllStorage();
    discardDrafts();
    toast.success(SIGNED_OUT_EVERYWHERE);
    await navigate(paths.login, { replace: true });
    queryClient.clear();
  };

  return (
    <SettingsSection
      title="Sessions"
      description="Lost a device, or signed in on a shared computer? Sign out everywhere, this browser too."
    >
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        onConfirm={signOutEverywhere}
        onClose={() => setAsking(false)}
      >
        Every device signed in to your account, this one too, will need your password again.
      </ConfirmDialog>
    </SettingsSection>
  );
}
