import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RowActions } from '../../../src/components/data/row-actions';
import { withMenuRoom } from '../../support/with-menu-room';

/** A list row's Edit and Delete, named after the row: two buttons in a table, a menu on phone cards. */
const meta = {
  title: 'Components/Data/RowActions',
  component: RowActions,
  args: { name: 'Algebra I', onEdit: fn(), onDelete: fn() },
  decorators: [withMenuRoom(280, 140)],
} satisfies Meta<typeof RowActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (root: HTMLElement) => within(root.ownerDocument.body);

/** A table row's two icon buttons, each named after the row. */
export const Table: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Algebra I' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    const remove = canvas.getByRole('button', { name: 'Delete Algebra I' });
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledOnce();
    // The pointer leaves: the picture has no tooltip waiting on its delay.
    await userEvent.unhover(remove);
  },
};

/** A phone card's one "more" button, closed. */
export const Menu: Story = {
  args: { menu: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Actions for Algebra I' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Edit Algebra I' })).toBeNull();
  },
};

/** The phone menu open: Edit and Delete, named like the table's buttons. */
export const MenuOpen: Story = {
  args: { menu: true, name: 'Year 7 Science' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Year 7 Science' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit Year 7 Science' })).toBeVisible();
    await expect(
      within(menu).getByRole('menuitem', { name: 'Delete Year 7 Science' }),
    ).toBeVisible();
  },
};

/** Chosen from the keyboard: the menu closes first, then Delete runs with focus back on its button. */
export const MenuChosen: Story = {
  args: { menu: true, name: 'English 9' },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Actions for English 9' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menuitem', { name: 'Edit English 9' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      body(canvasElement).getByRole('menuitem', { name: 'Delete English 9' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
