import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SignInPage } from '../../../src/features/auth/sign-in-page';
import { api } from '../../../src/testing/handlers';
import { RouteStory, screenParameters } from '../../support/route-story';
import {
  expectBusy,
  expectErrorToast,
  expectFormAlert,
  expectToWait,
  page,
  press,
  screenReady,
  typeInto,
} from '../../support/screen-play';

const meta = {
  title: 'Features/Auth/SignInPage',
  component: SignInPage,
  render: () => <RouteStory path="/login" />,
  parameters: screenParameters(),
  tags: ['!autodocs'],
} satisfies Meta<typeof SignInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(root: HTMLElement) {
  await screenReady(root, 'Sign in');
  await typeInto(root, /^Email/, 'grace@school.org');
  await typeInto(root, /^Password/, 'compile the ships log');
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Sign in');
    await expect(
      page(canvasElement).getByRole('link', { name: 'Forgot password?' }),
    ).toHaveAttribute('href', '/forgot');
    await expect(
      page(canvasElement).getByRole('link', { name: 'Create an account' }),
    ).toHaveAttribute('href', '/signup');
  },
};

export const Filled: Story = { play: async ({ canvasElement }) => fill(canvasElement) };

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Sign in');
    await typeInto(canvasElement, /^Email/, 'grace@school');
    await press(canvasElement, 'Sign in');
    const email = page(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(
      page(canvasElement).getByLabelText(/^Password/, { selector: 'input' }),
    ).toHaveAccessibleDescription('This field is required.');
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(api.signIn.pending()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Sign in');
    await expectBusy(canvasElement, 'Sign in');
  },
};

export const WrongCredentials: Story = {
  beforeEach: ({ msw }) => msw.use(api.signIn.wrongCredentials()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Sign in');
    await expectFormAlert(canvasElement, 'The email or password is incorrect.');
    await expect(page(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'grace@school.org',
    );
  },
};

export const RateLimited: Story = {
  beforeEach: ({ msw }) => msw.use(api.signIn.rateLimited(840)),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Sign in');
    await expectToWait(canvasElement, { clock: '14:00', spoken: '14 minutes', button: 'Sign in' });
  },
};

export const Offline: Story = {
  beforeEach: ({ msw }) => msw.use(api.signIn.offline()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, 'Sign in');
    await expectErrorToast(canvasElement, /Could not reach Lectern/);
    await expect(page(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'grace@school.org',
    );
  },
};
