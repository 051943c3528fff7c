import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForgotPage } from '../../../src/features/auth/forgot-page';
import { api } from '../../../src/testing/handlers';
import { RouteStory, screenParameters } from '../../support/route-story';
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
  title: 'Features/Auth/ForgotPage',
  component: ForgotPage,
  render: () => <RouteStory path="/forgot" />,
  parameters: screenParameters(),
  tags: ['!autodocs'],
} satisfies Meta<typeof ForgotPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Forgot your password?';
async function fill(root: HTMLElement) {
  await screenReady(root, TITLE);
  await typeInto(root, /^Email/, 'grace@school.org');
}
const SEND = 'Send reset link';
const AGAIN = 'Send again';

async function sent(root: HTMLElement) {
  const p = page(root);
  await screenReady(root, 'Check your inbox');
  await expect(p.getByText('grace@school.org')).toBeVisible();
  await expect(p.queryByRole('textbox', { name: 'Email' })).toBeNull();
  await expect(p.getByRole('button', { name: AGAIN })).toBeEnabled();
  await expect(p.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
}

export const Idle: Story = { play: async ({ canvasElement }) => screenReady(canvasElement, TITLE) };

export const Filled: Story = { play: async ({ canvasElement }) => fill(canvasElement) };

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, TITLE);
    await typeInto(canvasElement, /^Email/, 'grace@');
    await press(canvasElement, SEND);
    await expect(
      page(canvasElement).getByRole('textbox', { name: 'Email' }),
    ).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(api.forgot.pending()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SEND);
    await expectBusy(canvasElement, SEND);
  },
};

/**
 * Sent: its own screen, naming the address, with Send again and the way back. The same answer
 * whether or not the account exists.
 */
export const Sent: Story = {
  beforeEach: ({ msw }) => msw.use(api.forgot.success()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SEND);
    await sent(canvasElement);
  },
};

/** Sent again: says so (only the newest link works). */
export const SentAgain: Story = {
  beforeEach: ({ msw }) => msw.use(api.forgot.success()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SEND);
    await sent(canvasElement);
    await press(canvasElement, AGAIN);
    const again = await page(canvasElement).findByText(/Sent again/);
    await expect(again).toBeVisible();
    // Said to screen readers too, politely.
    await expect(again.closest('[role="status"]')).not.toBeNull();
  },
};

/** Sending again too often: the countdown, with Send again disabled until it ends. */
export const SendAgainRateLimited: Story = {
  beforeEach: ({ msw }) => msw.use(api.forgot.success()),
  play: async ({ canvasElement, msw }) => {
    await fill(canvasElement);
    await press(canvasElement, SEND);
    await sent(canvasElement);
    msw.use(api.forgot.rateLimited(600));
    await press(canvasElement, AGAIN);
    await expectToWait(canvasElement, { clock: '10:00', spoken: '10 minutes', button: AGAIN });
  },
};

export const RateLimited: Story = {
  beforeEach: ({ msw }) => msw.use(api.forgot.rateLimited(1800)),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SEND);
    await expectToWait(canvasElement, { clock: '30:00', spoken: '30 minutes', button: SEND });
  },
};

export const Offline: Story = {
  beforeEach: ({ msw }) => msw.use(api.forgot.offline()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SEND);
    await expectErrorToast(canvasElement, /Could not reach Lectern/);
  },
};

/** The server fails (500): a toast says so and the address stays. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(serverError('/api/auth/forgot')),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SEND);
    await expectErrorToast(canvasElement, SERVER_ERROR);
    await expect(page(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'grace@school.org',
    );
  },
};
