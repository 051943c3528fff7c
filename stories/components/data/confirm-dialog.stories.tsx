import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../../../src/components/data/confirm-dialog';
import { toast } from '../../../src/components/toast/toast';

/**
 * Asks before something destructive. Cancel has focus, so Enter never deletes by accident; the
 * confirm button shows progress until the action ends.
 */
const meta = {
  title: 'Components/Data/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete Algebra I?',
    children: 'Its 2 assignments go with it. You can undo this right after.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (root: HTMLElement) => within(root.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete Algebra I?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** While the delete is on its way. */
export const Confirming: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Delete/ })).toBeDisabled(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/**
 * The delete failed (the class was already gone): the error toast shows over the dialog, inside
 * it, where screen readers hear it; the dialog stays open.
 */
export const Failed: Story = {
  args: { onConfirm: fn(() => void toast.error('No such class.')) },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('No such class.');
    await expect(body(canvasElement).getByRole('alert')).toBe(alert);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    // Stays for the screenshot.
    await userEvent.hover(alert);
  },
};
