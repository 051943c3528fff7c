import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResetPage } from '../../../src/features/auth/reset-page';
import { api } from '../../../src/testing/handlers';
import { RouteStory, screenParameters, slow, type WithMsw } from '../../support/route-story';
import {
  expectBusy,
  expectErrorToast,
  page,
  press,
  screenReady,
  typeInto,
} from '../../support/screen-play';

const meta = {
  title: 'Features/Auth/ResetPage',
  component: ResetPage,
  render: () => <RouteStory path="/forgot/reset?token=k3Jd9aQ2" />,
  parameters: screenParameters(),
  tags: ['!autodocs'],
} satisfies Meta<typeof ResetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Choose a new password';
const SAVE = 'Save new password';
const validLink = ({ msw }: WithMsw) => msw.use(api.resetCheck.status('valid'));

async function ready(root: HTMLElement) {
  await screenReady(root, TITLE);
  await page(root).findByRole('button', { name: SAVE }, slow);
}
async function fill(root: HTMLElement) {
  await ready(root);
  await typeInto(root, /^New password/, 'a fresh term begins');
  await typeInto(root, /^Confirm new password/, 'a fresh term begins');
}

export const CheckingLink: Story = {
  beforeEach: ({ msw }) => msw.use(api.resetCheck.pending()),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, TITLE);
    await expect(
      page(canvasElement).getByRole('status', { name: 'Checking your link' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const ValidLink: Story = {
  beforeEach: validLink,
  play: async ({ canvasElement }) => ready(canvasElement),
};

export const Filled: Story = {
  beforeEach: validLink,
  play: async ({ canvasElement }) => fill(canvasElement),
};

export const WithErrors: Story = {
  beforeEach: validLink,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await typeInto(canvasElement, /^New password/, 'short');
    await typeInto(canvasElement, /^Confirm new password/, 'shorter');
    await press(canvasElement, SAVE);
    await expect(
      page(canvasElement).getByText('Please enter at least 12 characters.'),
    ).toBeVisible();
    await expect(page(canvasElement).getByText('The passwords do not match.')).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(api.resetCheck.status('valid'), api.reset.pending()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SAVE);
    await expectBusy(canvasElement, SAVE);
  },
};

export const ExpiredLink: Story = {
  beforeEach: ({ msw }) => msw.use(api.resetCheck.status('expired')),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(/This link has expired/, {}, slow),
    ).toBeVisible();
    await expect(
      page(canvasElement).getByRole('link', { name: 'Send a new link' }),
    ).toHaveAttribute('href', '/forgot');
  },
};

export const UsedLink: Story = {
  beforeEach: ({ msw }) => msw.use(api.resetCheck.status('used')),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('This link has already been used.', {}, slow),
    ).toBeVisible();
  },
};

export const InvalidLink: Story = {
  beforeEach: ({ msw }) => msw.use(api.resetCheck.status('invalid')),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(/This link is not valid/, {}, slow),
    ).toBeVisible();
  },
};

/** The link expired while the person was choosing a password. */
export const ExpiredOnSave: Story = {
  beforeEach: ({ msw }) =>
    msw.use(api.resetCheck.status('valid'), api.reset.linkProblem('expired')),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SAVE);
    await expect(
      await page(canvasElement).findByText(/This link has expired/, {}, slow),
    ).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach: ({ msw }) => msw.use(api.resetCheck.status('valid'), api.reset.offline()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await press(canvasElement, SAVE);
    await expectErrorToast(canvasElement, /Could not reach Lectern/);
  },
};
