import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminLayout, SIGN_OUT_FAILED } from '../../../src/features/admin/admin-layout';
import { api, dashboard } from '../../../src/testing/handlers';
import { RouteStory, screenParameters, slow, withSignedInFlag } from '../../support/route-story';
import { page, screenReady } from '../../support/screen-play';
import { onlyModes } from '../../../.storybook/modes.ts';

const meta = {
  title: 'Features/Admin/AdminLayout',
  component: AdminLayout,
  render: () => <RouteStory path="/admin/dashboard" />,
  parameters: screenParameters(),
  tags: ['!autodocs'],
  beforeEach({ msw }) {
    withSignedInFlag();
    msw.use(api.me.signedIn(), ...dashboard.filled(), api.signOut.success());
  },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow = (root: HTMLElement) => root.ownerDocument.defaultView!.innerWidth < 900;

/** Desktop: navigation always shown. Tablet and phone: behind the menu button. */
export const Frame: Story = {
  // At light desktop, dark desktop and light phone the frame is DashboardPage Filled's picture:
  // only the frame's own modes are pictured here.
  parameters: {
    chromatic: {
      modes: onlyModes('dark phone', 'light tablet'),
    },
  },
  play: async ({ canvasElement, globals }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(p.getByRole('button', { name: 'Account' })).toBeVisible();
    // The toggle offers the other scheme.
    const other = globals.theme === 'dark' ? 'light' : 'dark';
    await expect(await p.findByRole('button', { name: `Switch to ${other} theme` })).toBeVisible();
    if (narrow(canvasElement)) {
      await expect(p.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    } else {
      await expect(p.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  },
};

export const NavigationOpen: Story = {
  // At desktop width the navigation is always open: Frame pictures it.
  parameters: {
    chromatic: {
      modes: onlyModes('light phone', 'dark phone', 'light tablet'),
    },
  },
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    if (narrow(canvasElement))
      await userEvent.click(p.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(p.getByRole('link', { name: 'Dashboard' })).toBeVisible());
  },
};

export const AccountMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    // From the keyboard: the menu opens with its first item focused (and visibly so), the
    // same every time, where a pointer click leaves focus-visible to a timing heuristic.
    p.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await p.findByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await expect(p.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(p.getByText('grace@school.org')).toBeVisible();
  },
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'Account' }));
    await userEvent.click(await p.findByRole('menuitem', { name: 'Sign out' }));
    await screenReady(canvasElement, 'Sign in');
    await expect(localStorage.length).toBe(0);
    const toast = await p.findByText('You have signed out.', {}, slow);
    await userEvent.hover(toast);
  },
};

/**
 * The server did not confirm the sign-out (here a 503): the teacher is told they are still
 * signed in, stays where they were, and nothing is cleared (ADR 035).
 */
export const SignOutFailed: Story = {
  beforeEach: ({ msw }) => msw.use(api.signOut.serverError()),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'Account' }));
    await userEvent.click(await p.findByRole('menuitem', { name: 'Sign out' }));
    await expect(await p.findByText(SIGN_OUT_FAILED, {}, slow)).toBeVisible();
    await expect(p.queryByText('You have signed out.')).toBeNull();
    await expect(localStorage.getItem('lectern.signedIn')).toBe('1');
    await expect(p.getByRole('heading', { name: 'Good morning, Grace' })).toBeVisible();
  },
};

export const ThemeToggled: Story = {
  // The frame in the other scheme: Frame's and DashboardPage's pictures; kept for its assertions.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    const toggle = p.queryByRole('button', { name: 'Switch to dark theme' });
    // In a dark mode the toggle offers light; either way one press changes the scheme.
    const button = toggle ?? p.getByRole('button', { name: 'Switch to light theme' });
    const before = button.getAttribute('aria-label');
    await userEvent.click(button);
    await waitFor(() => expect(p.queryByRole('button', { name: before! })).toBeNull());
    // Leave the button so its tooltip closes: the screenshot shows the page, not a transition.
    await userEvent.unhover(button);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(p.queryByRole('tooltip')).toBeNull());
  },
};

const sessionTimes = (idleSecondsLeft: number, secondsLeft = 40_000) => ({
  idleTimeoutSeconds: 1200,
  idleSecondsLeft,
  secondsLeft,
});

/**
 * Two minutes before the session ends for idleness: stay signed in, or sign out. The clock is
 * frozen in stories, so the countdown shows its first figure.
 */
export const IdleWarning: Story = {
  beforeEach: ({ msw }) =>
    msw.use(api.me.session(sessionTimes(100)), api.session.keepAlive(sessionTimes(1200))),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const dialog = await page(canvasElement).findByRole(
      'alertdialog',
      { name: 'Are you still there?' },
      slow,
    );
    await expect(within(dialog).getByTestId('time-left')).toHaveTextContent('1:40');
    await expect(dialog).toHaveAccessibleDescription(/You will be signed out in 2 minutes\./);
    await waitFor(() =>
      expect(page(canvasElement).getByRole('button', { name: 'Stay signed in' })).toHaveFocus(),
    );
  },
};

/** Near the absolute end nothing can extend the session: the teacher is told, and typing is kept. */
export const SessionEnding: Story = {
  beforeEach: ({ msw }) => msw.use(api.me.session(sessionTimes(1100, 90))),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const dialog = await page(canvasElement).findByRole(
      'alertdialog',
      { name: 'Your session is ending' },
      slow,
    );
    await expect(within(dialog).getByTestId('time-left')).toHaveTextContent('1:30');
    await expect(dialog).toHaveAccessibleDescription(
      /You will need to sign in again in 2 minutes\. What you are typing will be kept\.$/,
    );
  },
};
