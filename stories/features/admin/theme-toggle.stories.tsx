import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeToggle } from '../../../src/features/admin/theme-toggle';

/**
 * The light/dark switch of the app bar. Its name says what it does next ("Switch to dark
 * theme"), and the tooltip repeats it for pointer and keyboard users.
 */
const meta = {
  title: 'Features/Admin/ThemeToggle',
  component: ThemeToggle,
  // Room for the tooltip under the button.
  decorators: [
    (Story) => (
      <div
        style={{
          width: 240,
          height: 96,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OffersTheOtherScheme: Story = {
  play: async ({ canvas, globals }) => {
    const other = globals.theme === 'dark' ? 'light' : 'dark';
    await expect(canvas.getByRole('button', { name: `Switch to ${other} theme` })).toBeVisible();
  },
};

/** Reached with Tab: the focus ring and the tooltip show what Enter will do. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const other = globals.theme === 'dark' ? 'light' : 'dark';
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Switch to ${other} theme` })).toHaveFocus();
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent(`Switch to ${other} theme`);
  },
};

/** Pressed: the whole scheme changes, and the button now offers the way back. */
export const Switched: Story = {
  play: async ({ canvas, globals }) => {
    const other = globals.theme === 'dark' ? 'light' : 'dark';
    const button = canvas.getByRole('button', { name: `Switch to ${other} theme` });
    await userEvent.click(button);
    // The pointer leaves, so the picture has no tooltip waiting on its delay.
    await userEvent.unhover(button);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `Switch to ${globals.theme ?? 'light'} theme` }),
      ).toBeVisible(),
    );
  },
};
