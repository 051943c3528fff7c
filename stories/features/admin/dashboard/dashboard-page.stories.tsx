import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardPage } from '../../../../src/features/admin/dashboard/dashboard-page';
import { build } from '../../../../src/testing/builders';
import { api } from '../../../../src/testing/handlers';
import { RouteStory, signedIn, slow } from '../../../support/route-story';
import { screenModes } from '../../../../.storybook/modes.ts';
import { page, screenReady } from '../../../support/screen-play';

const meta = {
  title: 'Features/Admin/Dashboard/DashboardPage',
  component: DashboardPage,
  render: () => <RouteStory path="/admin/dashboard" />,
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = [
  api.summary.data(),
  api.upcoming.data(),
  api.weekly.data(),
  api.attention.data(),
] as const;

/**
 * The chart's dates along the x axis (short dates, drawn as SVG text) leave at least 8 px between
 * neighbours at this width, and this week's date is among them.
 */
async function expectTickLabelsApart(root: HTMLElement) {
  const region = page(root).getByRole('region', { name: 'Assignments per week' });
  await waitFor(() => expect(region.querySelector('svg')).not.toBeNull());
  const ticks = [...region.querySelectorAll('svg text')]
    .filter((t) => /^\d+\/\d+\/\d+$/.test(t.textContent ?? ''))
    .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
    .sort((a, b) => a.box.left - b.box.left);
  await expect(ticks.map((t) => t.text)).toContain('11/16/26');
  for (let i = 1; i < ticks.length; i += 1) {
    await expect(ticks[i]!.box.left - ticks[i - 1]!.box.right).toBeGreaterThanOrEqual(8);
  }
}

/** A new teacher: nothing yet, and the first step to take. */
export const Empty: Story = {
  beforeEach: signedIn(
    api.summary.data(build.emptySummary()),
    // The widgets load beside the summary, before it says there is nothing.
    api.upcoming.data([]),
    api.weekly.data(build.weekly(Array.from({ length: 12 }, () => 0))),
    api.attention.data([]),
  ),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(await p.findByText('Your dashboard is ready')).toBeVisible();
    await expect(p.queryByRole('region', { name: 'To mark and missing, by class' })).toBeNull();
    await expect(p.getByRole('link', { name: 'Add your first class' })).toHaveAttribute(
      'href',
      '/admin/classes?new=1',
    );
  },
};

/** Skeletons in every widget while the figures load. */
export const Loading: Story = {
  beforeEach: signedIn(
    api.summary.pending(),
    api.upcoming.pending(),
    api.weekly.pending(),
    api.attention.pending(),
  ),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(p.getByRole('list', { name: 'Summary' })).toHaveAttribute('aria-busy', 'true');
    // Five cards, their figures not in yet.
    await expect(p.getByRole('link', { name: 'To mark' })).toBeVisible();
    await expect(p.getByRole('link', { name: 'Missing' })).toBeVisible();
  },
};

/** Loading the widgets once the summary is in. */
export const WidgetsLoading: Story = {
  beforeEach: signedIn(
    api.summary.data(),
    api.upcoming.pending(),
    api.weekly.pending(),
    api.attention.pending(),
  ),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(
      await p.findByRole('region', { name: 'Coming up in the next two weeks' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(p.getByRole('region', { name: 'Assignments per week' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(p.getByRole('region', { name: 'To mark and missing, by class' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Every figure, the coming two weeks and the chart; each card opens its list. */
export const Filled: Story = {
  beforeEach: signedIn(...filled),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(await p.findByText('130')).toBeVisible();
    await expect(p.getByRole('link', { name: 'To mark 29' })).toHaveAttribute(
      'href',
      '/admin/assignments?status=to_mark',
    );
    await expect(p.getByRole('link', { name: 'Missing 16' })).toHaveAttribute(
      'href',
      '/admin/assignments?status=missing',
    );
    await expect(p.queryByRole('link', { name: /Overdue/ })).toBeNull();
    await expect(p.getByRole('link', { name: /Due in the next 7 days/ })).toHaveAttribute(
      'href',
      '/admin/assignments?status=week',
    );
    await expect(await p.findByText('Year 7 Science · due 11/24/26')).toBeVisible();
    // The chart's figures are a table for screen readers.
    const table = await p.findByRole('table', { name: 'Assignments due per week' }, slow);
    await expect(table).toHaveTextContent('11/16/26 (this week)1');
    // The highlighted bar is explained, and the dates under the bars keep apart.
    await expect(p.getByText('This week')).toBeVisible();
    await expectTickLabelsApart(canvasElement);
    // Work waiting, per class, under the two widgets.
    const byClass = p.getByRole('region', { name: 'To mark and missing, by class' });
    await expect(await within(byClass).findByRole('link', { name: '24 to mark' })).toBeVisible();
    await expect(within(byClass).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Classes but nothing due: the widgets say so. */
export const NothingDue: Story = {
  beforeEach: signedIn(
    api.summary.data(build.summary({ dueThisWeek: 0, toMark: 0, missing: 0 })),
    api.upcoming.data([]),
    api.weekly.data(build.weekly(Array.from({ length: 12 }, () => 0))),
    api.attention.data(build.attention().map((c) => ({ ...c, toMark: 0, missing: 0 }))),
  ),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(await p.findByText('Nothing is due in the next two weeks.')).toBeVisible();
    await expect(
      await p.findByText('Nothing to mark and nothing missing in any class.'),
    ).toBeVisible();
    await expect(await p.findByText('No assignments are due in these twelve weeks.')).toBeVisible();
  },
};

/** The summary failed (after two quiet retries); the other widgets still show. */
export const SummaryFailed: Story = {
  beforeEach: signedIn(
    api.summary.serverError(),
    api.upcoming.data(),
    api.weekly.data(),
    api.attention.data(),
  ),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(
      await p.findByText('Your summary could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * Three widgets fail: one alert above them says so, with Retry all; each widget says what it
 * could not load, without a Retry of its own.
 */
export const WidgetsFailed: Story = {
  beforeEach: signedIn(
    api.summary.data(),
    api.upcoming.serverError(),
    api.weekly.offline(),
    api.attention.serverError(),
  ),
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await expect(
      await p.findByText('The coming assignments could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(
      await p.findByText('The weekly figures could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(
      await p.findByText('The work by class could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(
      await p.findByText('3 parts of your dashboard could not be loaded.'),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Retry all' })).toBeVisible();
    await expect(p.queryAllByRole('button', { name: 'Retry' })).toHaveLength(0);
  },
};

/** Retry all asks again for every part that failed, and each loads in its place. */
export const RetriedAll: Story = {
  // Its picture is Filled's (the screen it ends on): kept for its assertions (ADR 022).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(
    api.summary.data(),
    api.upcoming.serverError(),
    api.weekly.data(),
    api.attention.serverError(),
  ),
  play: async ({ canvasElement, msw }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await p.findByText('2 parts of your dashboard could not be loaded.', {}, { timeout: 15000 });
    msw.use(api.upcoming.data(), api.attention.data());
    await userEvent.click(p.getByRole('button', { name: 'Retry all' }));
    await expect(await p.findByText('Lab report: density')).toBeVisible();
    await waitFor(() =>
      expect(p.queryByText('2 parts of your dashboard could not be loaded.')).toBeNull(),
    );
    await expect(p.queryByText('The work by class could not be loaded.')).toBeNull();
  },
};

/** Retry loads the widget again. */
export const WidgetRetried: Story = {
  // Its picture is another story's (the screen it ends on): kept for its assertions (ADR 022).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(
    api.summary.data(),
    api.upcoming.serverError(),
    api.weekly.data(),
    api.attention.data(),
  ),
  play: async ({ canvasElement, msw }) => {
    await screenReady(canvasElement, 'Good morning, Grace');
    const p = page(canvasElement);
    await p.findByText('The coming assignments could not be loaded.', {}, { timeout: 15000 });
    msw.use(api.upcoming.data());
    await userEvent.click(p.getByRole('button', { name: 'Retry' }));
    await expect(await p.findByText('Lab report: density')).toBeVisible();
  },
};
