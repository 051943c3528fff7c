import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allModes, componentModes } from '../../../.storybook/modes.ts';
import { toast } from '../../../src/components/toast/toast';
import { screenOf } from '../../support/play';

type Variant = Exclude<keyof typeof toast, 'dismiss'>;

interface ToastDemoProps {
  variant: Variant;
  message: string;
  withUndo?: boolean;
}

/** A button that raises a toast the way a feature does, through the `toast` helper. */
function ToastDemo({ variant, message, withUndo = false }: ToastDemoProps) {
  return (
    <Stack direction="row" spacing={2}>
      <Button
        variant="outlined"
        onClick={() =>
          toast[variant](message, {
            ...(withUndo && {
              action: () => (
                <Button color="inherit" size="small">
                  Undo
                </Button>
              ),
            }),
          })
        }
      >
        Show toast
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { variant: 'success', message: 'Class saved.' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['success', 'info', 'warning', 'error'] },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Raises the toast, checks it sits in the bottom-right corner, and hovers it to pause it. */
async function showToast(canvasElement: HTMLElement, message: string, role: 'status' | 'alert') {
  await userEvent.click(screenOf(canvasElement).getByRole('button', { name: 'Show toast' }));
  const screen = screenOf(canvasElement);
  const toastEl = await screen.findByRole(role, {}, { timeout: 3000 });
  await expect(toastEl).toHaveTextContent(message);
  const box = toastEl.getBoundingClientRect();
  const { innerWidth, innerHeight } = canvasElement.ownerDocument.defaultView!;
  await expect(innerWidth - box.right).toBeLessThan(40);
  await expect(innerHeight - box.bottom).toBeLessThan(40);
  await expect(box.left).toBeGreaterThan(innerWidth / 2);
  await userEvent.hover(toastEl);
  return toastEl;
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Class saved.', 'status');
  },
};

export const Info: Story = {
  args: { variant: 'info', message: 'A new version of Lectern is ready.' },
  play: async ({ canvasElement, args }) => {
    await showToast(canvasElement, args.message, 'status');
  },
};

export const Warning: Story = {
  args: { variant: 'warning', message: 'Two assignments are due tomorrow.' },
  play: async ({ canvasElement, args }) => {
    const el = await showToast(canvasElement, args.message, 'status');
    await expect(screenOf(el).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { variant: 'error', message: 'Could not save the class. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const el = await showToast(canvasElement, args.message, 'alert');
    await expect(screenOf(el).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Dismissed: Story = {
  args: { variant: 'error', message: 'Could not save the class. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const el = await showToast(canvasElement, args.message, 'alert');
    await userEvent.click(screenOf(el).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('alert')).toBeNull());
    // Gone means gone: notistack removes its (role-less) container a moment after the toast,
    // and the picture must not depend on whether that moment has passed.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('.notistack-SnackbarContainer')).toBeNull(),
    );
  },
};

/** Undo after a delete: `info`, exactly as useDeleteWithUndo raises it on every screen. */
export const WithAction: Story = {
  args: { variant: 'info', message: 'Algebra I deleted.', withUndo: true },
  play: async ({ canvasElement, args }) => {
    const el = await showToast(canvasElement, args.message, 'status');
    await expect(screenOf(el).getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** At most three at once; the same message is never stacked twice. */
export const Stacked: Story = {
  render: () => (
    <Button
      variant="outlined"
      onClick={() => {
        toast.success('Class saved.');
        toast.success('Class saved.');
        toast.info('Two new students joined.');
        toast.warning('Term ends in a week.');
        toast.error('Could not reach Lectern.');
      }}
    >
      Show toasts
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Show toasts' }));
    await waitFor(() => expect(screen.getByText('Could not reach Lectern.')).toBeVisible());
    await waitFor(() => expect(screen.queryByText('Class saved.')).toBeNull());
    await expect(screen.getAllByRole('status')).toHaveLength(2);
    await expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.hover(screen.getByText('Could not reach Lectern.'));
  },
};

/** A dialog (full screen on phones, as the app's form dialogs are) whose Save fails. */
function DialogDemo() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="toast-dialog-title">
      <DialogTitle id="toast-dialog-title">Edit Algebra I</DialogTitle>
      <DialogContent sx={{ flex: '1 1 auto' }}>The save below cannot reach Lectern.</DialogContent>
      <DialogActions>
        <Button>Cancel</Button>
        <Button
          variant="contained"
          onClick={() =>
            toast.error('Could not reach Lectern. Check your connection and try again.')
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Raised while a dialog is open: shown inside the dialog, so it is above it, reachable with the
 * keyboard and heard by screen readers (MUI hides the rest of the page from them), and lifted
 * clear of the dialog's buttons (at the bottom right of a full-screen phone dialog).
 */
export const InDialog: Story = {
  render: () => <DialogDemo />,
  // An open modal would cover the docs page.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: { ...componentModes, 'light phone': allModes['light phone'] } },
  },
  play: async ({ canvasElement }) => {
    const page = screenOf(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Algebra I' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const alert = await dialog.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert.closest('[aria-hidden="true"]')).toBeNull();
    // On top: what is drawn at the toast's centre is the toast.
    const box = alert.getBoundingClientRect();
    const top = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(alert.contains(top)).toBe(true);
    for (const button of [save, dialog.getByRole('button', { name: 'Cancel' })]) {
      const b = button.getBoundingClientRect();
      const covers =
        box.left < b.right && b.left < box.right && box.top < b.bottom && b.top < box.bottom;
      await expect(covers).toBe(false);
    }
    await userEvent.hover(alert);
  },
};
