import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignUpPage } from '../../../src/features/auth/sign-up-page';
import { build } from '../../../src/testing/builders';
import { api } from '../../../src/testing/handlers';
import { RouteStory, screenParameters, slow } from '../../support/route-story';
import {
  expectBusy,
  expectErrorToast,
  expectToWait,
  page,
  press,
  screenReady,
  typeInto,
} from '../../support/screen-play';
import { SERVER_ERROR, serverError } from './server-error';

const meta = {
  title: 'Features/Auth/SignUpPage',
  component: SignUpPage,
  render: () => <RouteStory path="/signup" />,
  parameters: screenParameters(),
  tags: ['!autodocs'],
} satisfies Meta<typeof SignUpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Create your account';

async function fill(root: HTMLElement) {
  await screenReady(root, TITLE);
  await typeInto(root, /^Full name/, 'Grace Hopper');
  await typeInto(root, /^Email/, 'grace@school.org');
  await typeInto(root, /^School/, 'Arlington High');
  await typeInto(root, /^Password/, 'compile the ships log');
  await typeInto(root, /^Confirm password/, 'compile the ships log');
  await userEvent.click(page(root).getByRole('checkbox', { name: /I accept the terms/ }));
}

/** The terms are a link in the checkbox's label, opened in a tab of its own. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, TITLE);
    const terms = page(canvasElement).getByRole('link', { name: 'terms' });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
  },
};

export const Filled: Story = { play: async ({ canvasElement }) => fill(canvasElement) };

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, TITLE);
    await typeInto(canvasElement, /^Password/, 'too short');
    await typeInto(canvasElement, /^Confirm password/, 'something else');
    await press(canvasElement, 'Create account');
    const p = page(canvasElement);
    await expect(p.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(p.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(p.getByText('Please enter at least 12 characters.')).toBeVisible();
    await expect(p.getByText('The passwords do not match.')).toBeVisible();
    await expect(p.getByText('5 fields need attention.')).toHaveAttribute('role', 'status');
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(api.signUp.pending()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Create account');
    await expectBusy(canvasElement, 'Create account');
  },
};

/** The address has an account: its way out, to sign in or to reset the password, is two links. */
export const RejectedByServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      api.signUp.fields({
        email: 'An account already uses this email. Sign in, or reset your password.',
      }),
    ),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Create account');
    const email = page(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(await page(canvasElement).findByText(/already uses this email/)).toBeVisible();
    await expect(email).toHaveAccessibleDescription(
      'An account already uses this email. Sign in, or reset your password.',
    );
    const message = within(
      canvasElement.ownerDocument.getElementById(email.getAttribute('aria-describedby')!)!,
    );
    await expect(message.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(message.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await expect(page(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Grace Hopper',
    );
  },
};

export const RateLimited: Story = {
  beforeEach: ({ msw }) => msw.use(api.signUp.rateLimited(3600)),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Create account');
    await expectToWait(canvasElement, {
      clock: '60:00',
      spoken: '60 minutes',
      button: 'Create account',
    });
  },
};

export const Offline: Story = {
  beforeEach: ({ msw }) => msw.use(api.signUp.offline()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Create account');
    await expectErrorToast(canvasElement, /Could not reach Lectern/);
  },
};

/** The server fails (500): a toast says so and the form keeps every value. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(serverError('/api/auth/sign-up')),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Create account');
    await expectErrorToast(canvasElement, SERVER_ERROR);
    await expect(page(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Grace Hopper',
    );
  },
};

/** Account created: signed in, welcomed, and on a new teacher's dashboard. */
export const SignedUp: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      api.signUp.success(),
      api.me.signedIn(),
      api.summary.data(build.emptySummary()),
      api.upcoming.data([]),
      api.weekly.data(build.weekly(Array.from({ length: 12 }, () => 0))),
      api.attention.data([]),
    ),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Create account');
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(await p.findByText('Your dashboard is ready', {}, slow)).toBeVisible();
    // Stays for the screenshot.
    await userEvent.hover(await p.findByText('Welcome to Lectern, Grace!'));
  },
};
