import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { toast } from '../../../components/toast/toast';
import { downloadFailure } from '../../../lib/api/download';
import { accountApi } from './account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

export const ARCHIVE_FAILED = 'Your data could not be downloaded. Please try again.';

/** The teacher's data rights: a copy of everything, and deleting the account. */
export function DataSection() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await accountApi.downloadArchive();
    } catch (error) {
      const message = downloadFailure(error, ARCHIVE_FAILED);
      if (message) toast.error(message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SettingsSection
      title="Your data"
      description="Your classes, rosters, assignments, work, marks, comments and recent sign-ins, as CSV files in one zip."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => void download()}
          loading={downloading}
          loadingPosition="start"
          aria-busy={downloading}
        >
          Download your data
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          Delete your account
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </SettingsSection>
  );
}
