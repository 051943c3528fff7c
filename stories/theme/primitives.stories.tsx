import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Alerts,
  Avatars,
  Buttons,
  Chips,
  Focusables,
  NavList,
  OpenDrawer,
  OpenMenu,
  ToggleButtons,
} from './primitives';

/**
 * MUI's own components as the theme dresses them (`src/theme/components.ts`), in both schemes:
 * what every screen is built from. Each story is one primitive in its states.
 */
const meta = {
  title: 'Theme/Primitives',
  component: Buttons,
  // Open menus and drawers take focus: one story per page, not all of them in a docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof Buttons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs until `target` has keyboard focus (roving tab stops make counting fragile). */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 20 && target.ownerDocument.activeElement !== target; i++) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/** The ring: a 2px solid outline, only after keyboard focus. */
async function expectFocusRing(element: HTMLElement) {
  const style = getComputedStyle(element);
  await expect(style.outlineStyle).toBe('solid');
  await expect(style.outlineWidth).toBe('2px');
}

export const ButtonVariants: Story = {
  play: async ({ canvas }) => {
    // Busy keeps its label, is announced as busy and cannot be pressed.
    const busy = canvas.getByRole('button', { name: 'Saving' });
    await expect(busy).toBeDisabled();
    await expect(within(busy).getByRole('progressbar')).toBeVisible();
    await expect(canvas.getByText('Saving')).toBeVisible();
  },
};

export const AlertVariants: Story = {
  render: () => <Alerts />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(12);
  },
};

export const ChipVariants: Story = { render: () => <Chips /> };

export const ToggleButtonGroup: Story = {
  render: () => <ToggleButtons />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const MenuOpen: Story = {
  render: () => <OpenMenu />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menu', { name: 'Sort by' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Name' })).toHaveFocus();
  },
};

export const DrawerOpen: Story = {
  render: () => <OpenDrawer />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const AvatarVariants: Story = { render: () => <Avatars /> };

/** Tab reaches the first button: the ring shows around it, 2px away from its edge. */
export const FocusVisible: Story = {
  render: () => <Focusables />,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await tabTo(save);
    await expectFocusRing(save);
  },
};

/** A checkbox with keyboard focus: the ring hugs the box, not the ripple's circle. */
export const FocusVisibleCheckbox: Story = {
  render: () => <Focusables />,
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('checkbox', { name: 'Email me a copy' }));
  },
};

/** Focus beside the selected item: the ring is an outline (inset), the selected item a tint. */
export const FocusVisibleBesideSelected: Story = {
  render: () => <NavList />,
  play: async ({ canvas }) => {
    const dashboard = canvas.getByRole('button', { name: 'Dashboard' });
    await tabTo(dashboard);
    await expectFocusRing(dashboard);
  },
};
