import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WeeklyChart } from '../../../../src/features/admin/dashboard/weekly-chart';
import { build } from '../../../../src/testing/builders';

/** The bars drawn: the chart renders its SVG after measuring its box. */
async function drawn(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('svg rect')).not.toBeNull(), { timeout: 8000 });
}

/**
 * Assignments due per week as bars, this week in the accent colour; a visually hidden table
 * gives screen readers the same figures. (The dashboard loads it lazily; here it is imported.)
 */
const meta = {
  title: 'Features/Admin/Dashboard/WeeklyChart',
  component: WeeklyChart,
  args: { weeks: build.weekly(), locale: 'en-US', currentWeek: '2026-11-16' },
} satisfies Meta<typeof WeeklyChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve weeks with this week's bar highlighted, and a key for both colours. */
export const ThisWeek: Story = {
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const table = canvas.getByRole('table', { name: 'Assignments due per week' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(
      within(table).getByRole('rowheader', { name: '11/16/26 (this week)' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('This week')).toBeVisible();
    // The key (the hidden table's column header says it too).
    const key = canvas.getAllByText('Assignments due').find((el) => !el.closest('table'));
    await expect(key).toBeVisible();
  },
};

/** This week outside the range: no highlighted bar, and no "This week" in the key. */
export const ThisWeekOutside: Story = {
  args: { weeks: build.weekly([1, 4, 2, 5, 0, 3]), currentWeek: '2027-01-04' },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const table = canvas.getByRole('table', { name: 'Assignments due per week' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(table).not.toHaveTextContent('this week');
    await expect(canvas.queryByText('This week')).toBeNull();
  },
};

/** A heavy term: taller bars, the axis counts up in whole assignments. */
export const BusyWeeks: Story = {
  args: { weeks: build.weekly([6, 9, 12, 8, 14, 11, 7, 10, 3, 5, 9, 2]) },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const table = canvas.getByRole('table', { name: 'Assignments due per week' });
    await expect(table).toHaveTextContent('11/16/26 (this week)14');
  },
};
