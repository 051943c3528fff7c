import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form, type SubmitResult } from './form';
import { SubmitButton } from './submit-button';

export interface FormDialogProps<T extends FieldValues> {
  open: boolean;
  title: string;
  form: UseFormReturn<T>;
  onSubmit: (values: T) => Promise<SubmitResult> | SubmitResult;
  onClose: () => void;
  submitLabel: string;
  /** A message for the whole form (the server refused for a reason no field owns). */
  formError?: ReactNode;
  /** The values were brought back from before the session ended or the page reloaded. */
  restored?: boolean;
  children: ReactNode;
}

/**
 * A form in a dialog (full screen on phones). It stays open, with every value, until the
 * submit succeeds; closing is refused while a submit is on its way.
 */
export function FormDialog<T extends FieldValues>({
  open,
  title,
  form,
  onSubmit,
  onClose,
  submitLabel,
  formError,
  restored = false,
  children,
}: FormDialogProps<T>) {
  const id = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <Form form={form} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`} sx={{ typography: 'h3' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {restored && (
              <Alert severity="info">
                What you typed before signing in again is back. Check it, then save.
              </Alert>
            )}
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton size="medium">{submitLabel}</SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
