import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../../../src/features/admin/account-menu';
import { withMenuRoom } from '../../support/with-menu-room';

/**
 * The account button of the app bar: who is signed in, Settings, and Sign out. It opens from the
 * keyboard with its first item focused; Escape closes it and gives focus back to the button.
 */
const meta = {
  title: 'Features/Admin/AccountMenu',
  component: AccountMenu,
  args: {
    user: {
      id: 'u1',
      email: 'grace@school.org',
      fullName: 'Grace Hopper',
      school: 'Arlington High',
      teachingSince: null,
    },
    onSettings: fn(),
    onSignOut: fn(),
  },
  decorators: [withMenuRoom(320, 200)],
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Opened from the keyboard: the first item, Settings, has focus, and its focus ring shows. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = canvasElement.ownerDocument.body;
    const settings = await within(body).findByRole('menuitem', { name: 'Settings' });
    await expect(settings).toHaveFocus();
    await expect(within(body).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(within(body).getByText('grace@school.org')).toBeVisible();
  },
};

/** Settings opens the settings page, and closes the menu. */
export const OpensSettings: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  },
  // The same picture as Closed: this story is for its assertion.
  parameters: { chromatic: { disableSnapshot: true } },
};

/** Escape closes the menu and gives focus back to the button, as a keyboard user expects. */
export const ClosedWithEscape: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Account' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Sign out' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const SignsOut: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Sign out' }),
    );
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
  // The same picture as Closed: this story is for its assertion.
  parameters: { chromatic: { disableSnapshot: true } },
};
