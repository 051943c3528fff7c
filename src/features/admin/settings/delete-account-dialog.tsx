import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Form, useAppForm } from '../../../components/form/form';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useApiSubmit } from '../../../components/form/use-api-submit';
import { toast } from '../../../components/toast/toast';
import { ApiError } from '../../../lib/api/client';
import { discardDrafts } from '../../../lib/drafts/drafts';
import { clearAllStorage } from '../../../lib/session/flag';
import { paths } from '../../../shared/paths';
import {
  ACCOUNT_DELETED,
  deleteAccountSchema,
  type DeleteAccountValues,
} from '../../../shared/schemas/account';
import { accountApi, accountKeys } from './account-api';
import { holdingsText } from './holdings-text';

export const HOLDINGS_FAILED = 'What your account holds could not be loaded.';

/** The same column layout as FormDialog's: title and actions stay, the content scrolls. */
const columnLayout = {
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'hidden',
} as const;

/** What input to type in first: the password (the dialog's only field). */
function focusField(content: HTMLElement | null) {
  content?.querySelector<HTMLElement>('input')?.focus();
}

/** What goes, in words; placeholders while it is counted; its failure with Retry. */
function WhatGoes({ id, holdings }: { id: string; holdings: ReturnType<typeof useHoldings> }) {
  if (holdings.isError && !holdings.isFetching)
    return (
      <Alert
        severity="error"
        id={id}
        action={
          <Button color="inherit" size="small" onClick={() => void holdings.refetch()}>
            Retry
          </Button>
        }
      >
        {HOLDINGS_FAILED}
      </Alert>
    );
  const known = holdings.data && !holdings.isFetching;
  return (
    <Typography id={id} color="text.secondary" aria-busy={!known}>
      {known ? (
        `${holdingsText(holdings.data)} This cannot be undone. Download your data first to keep a copy.`
      ) : (
        <>
          {/* About the sentence's three lines, so the dialog keeps its size when it comes. */}
          <Skeleton width="100%" />
          <Skeleton width="100%" />
          <Skeleton width="70%" />
        </>
      )}
    </Typography>
  );
}

/** Counted each time the question is asked: never what an earlier opening saw. */
const useHoldings = (open: boolean) =>
  useQuery({
    queryKey: accountKeys.holdings,
    queryFn: accountApi.holdings,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * "Delete your account?": names what goes (the holdings, loaded as it opens), then asks for the
 * password. A wrong one is said on its field, with focus there and the typing kept; the dialog
 * cannot be closed while the request is on its way (there is no taking a delete back).
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAppForm<DeleteAccountValues>({ password: '' });
  const busy = useFormState({ control: form.control }).isSubmitting;
  const holdings = useHoldings(open);
  // Deleting waits until what goes has been said.
  const known = holdings.data !== undefined && !holdings.isFetching;
  const { formError, waiting, onSubmit } = useApiSubmit(
    async (values: DeleteAccountValues) => {
      await accountApi.deleteAccount(values);
      // As Sign out everywhere: all of localStorage goes, and what was typed.
      clearAllStorage();
      discardDrafts();
      toast.success(ACCOUNT_DELETED);
      await navigate(paths.login, { replace: true });
      queryClient.clear();
    },
    // Signed out meanwhile: the app's 401 handling has taken over.
    { onError: (error) => error instanceof ApiError && error.status === 401 },
  );
  const close = () => {
    form.reset({ password: '' });
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="sm"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <Form
        form={form}
        onSubmit={(values) => (known ? onSubmit(values) : undefined)}
        aria-labelledby={`${id}-title`}
        sx={columnLayout}
      >
        <DialogTitle id={`${id}-title`}>Delete your account?</DialogTitle>
        <DialogContent ref={focusField} sx={{ pt: 0 }}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <WhatGoes id={`${id}-text`} holdings={holdings} />
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <PasswordField
              name="password"
              label="Your password"
              autoComplete="current-password"
              hint="To make sure it is you."
              rules={deleteAccountSchema.password}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton size="medium" color="error" disabled={waiting || !known}>
            Delete account
          </SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
