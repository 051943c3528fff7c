import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DashboardPage } from '../../../src/features/admin/dashboard-page';
import { build } from '../../../src/testing/builders';
import { api } from '../../../src/testing/handlers';
import {
  RouteStory,
  screenParameters,
  withSignedInFlag,
  type Handlers,
  type WithMsw,
} from '../../support/route-story';
import { page, screenReady } from '../../support/screen-play';

const meta = {
  title: 'Features/Admin/DashboardPage',
  component: DashboardPage,
  render: () => <RouteStory path="/admin/dashboard" />,
  parameters: screenParameters(),
  tags: ['!autodocs'],
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const signedIn =
  (...handlers: Handlers) =>
  ({ msw }: WithMsw) => {
    withSignedInFlag();
    msw.use(api.me.signedIn(), ...handlers);
  };

/** A new teacher: nothing yet, said kindly. */
export const Empty: Story = {
  beforeEach: signedIn(api.summary.data(build.emptySummary())),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    await expect(await page(canvasElement).findByText('Your dashboard is ready')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: signedIn(api.summary.pending()),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    await expect(
      page(canvasElement).getByRole('list', { name: 'Summary' }).parentElement,
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Filled: Story = {
  beforeEach: signedIn(api.summary.data(build.summary())),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(await p.findByText('97')).toBeVisible();
    await expect(p.getByText('Lab report: density')).toBeVisible();
    await expect(p.getByText('Year 7 Science · due 11/24/26')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: signedIn(api.summary.serverError()),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    // Two quiet retries first, then the error with a way to try again.
    await expect(
      await p.findByText('Your summary could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
