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

/** The same answer whether or not the account exists. */
export const Sent: Story = {
  beforeEach: ({ msw }) => msw.use(api.forgot.success()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SEND);
    await expect(
      await page(canvasElement).findByText(/If an account uses that email/),
    ).toBeVisible();
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
