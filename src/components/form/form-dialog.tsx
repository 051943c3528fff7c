import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { DialogHeading } from './dialog-heading';
import { Form, type AppForm } from './form';
import { SubmitButton } from './submit-button';
import { useCancellableSubmit, type CancellableSubmit } from './use-cancellable-submit';

export interface FormDialogProps<T extends FieldValues> {
  open: boolean;
  title: string;
  form: AppForm<T>;
  /** Saves; hand `signal` to the request, so that Cancel can stop it. */
  onSubmit: CancellableSubmit<T>;
  onClose: () => void;
  submitLabel: string;
  /** A message for the whole form (the server refused for a reason no field owns). */
  formError?: ReactNode;
  /** The values were brought back from before the session ended or the page reloaded. */
  restored?: boolean;
  children: ReactNode;
}

export const CANCELLED_MESSAGE = 'Saving was cancelled. What you typed is still here.';

/**
 * The form lays out what the dialog's paper would: a column whose title and actions stay put
 * while only the content scrolls (a plain <form> in between would scroll them all away).
 */
const columnLayout = {
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'hidden',
} as const;

/** What a person types in first; a select's hidden native input is not one. */
const FIELD =
  'input:not([type="hidden"]):not([tabindex="-1"]), textarea, [role="combobox"], [role="spinbutton"]';

/**
 * Focus starts in the first field. A ref rather than autoFocus (which lint forbids) or the
 * transition's onEntered (which visual tests turn off): it runs as the content mounts, and MUI's
 * focus trap then leaves focus that is already inside the dialog where it is.
 */
function focusFirstField(content: HTMLElement | null) {
  content?.querySelector<HTMLElement>(FIELD)?.focus();
}

/**
 * A form in a dialog (full screen on phones, with a close button at the top). It stays open,
 * with every value, until the submit succeeds; closing is refused while a submit is on its way,
 * but Cancel stops the submit and keeps the dialog open with what was typed.
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
  const busy = useFormState({ control: form.control }).isSubmitting;
  const { submit, cancel, cancelled } = useCancellableSubmit(onSubmit);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <Form form={form} onSubmit={submit} aria-labelledby={`${id}-title`} sx={columnLayout}>
        <DialogHeading id={`${id}-title`} phone={phone} onClose={onClose} disabled={busy}>
          {title}
        </DialogHeading>
        {/* No top padding: MUI's own rule for content under a title misses the wrapped title. */}
        <DialogContent ref={focusFirstField} sx={{ pt: 0 }}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {restored && (
              <Alert severity="info">
                What you typed before signing in again is back. Check it, then save.
              </Alert>
            )}
            {cancelled && (
              <Alert severity="info" role="status">
                {CANCELLED_MESSAGE}
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
        <DialogActions>
          <Button onClick={busy ? cancel : onClose}>Cancel</Button>
          <SubmitButton size="medium">{submitLabel}</SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
