import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Upcoming } from '../../../../src/features/admin/dashboard/upcoming';
import { api } from '../../../../src/testing/handlers';
import type { WithMsw } from '../../../support/route-story';
import { withQueries } from '../../../support/with-queries';

/** A dashboard column's width. */
const inColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 480 }}>
    <Story />
  </div>
);

/** The dashboard widget listing the next fourteen days' assignments, soonest first. */
const meta = {
  title: 'Features/Admin/Dashboard/Upcoming',
  component: Upcoming,
  decorators: [inColumn, withQueries],
} satisfies Meta<typeof Upcoming>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Coming up in the next two weeks';
const failed = 'The coming assignments could not be loaded.';

/** Five assignments, each with its class and due date. */
export const Filled: Story = {
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.upcoming.data()),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Year 7 Science · due 11/24/26')).toBeVisible();
    await expect(canvas.getByText('Map of the Silk Road')).toBeVisible();
    await expect(canvas.getByText('Unit 3 test: polynomials and quadratics')).toBeVisible();
  },
};

/** Three skeleton rows while the list loads. */
export const Loading: Story = {
  // The same picture as Widget's (Loading / Empty): kept for its assertions (ADR 022).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.upcoming.pending()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing due: one line says so. */
export const NothingDue: Story = {
  // The same picture as Widget's (Loading / Empty): kept for its assertions (ADR 022).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.upcoming.data([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing is due in the next two weeks.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The list failed (after two quiet retries); Retry loads it again, here one assignment. */
export const Retried: Story = {
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.upcoming.serverError()),
  play: async ({ canvas, msw }) => {
    await canvas.findByText(failed, {}, { timeout: 15000 });
    msw.use(
      api.upcoming.data([
        { id: 'a9', title: 'Forces quiz', dueDate: '2026-12-03', className: 'Year 7 Science' },
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Forces quiz')).toBeVisible();
    await expect(canvas.queryByText(failed)).toBeNull();
  },
};

/** The list failed: the error and Retry in the widget. */
export const Failed: Story = {
  beforeEach: ({ msw }: WithMsw) => void msw.use(api.upcoming.offline()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(failed);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
