import type { UseQueryResult } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { SummaryCards } from '../../../../src/features/admin/dashboard/summary-cards';
import type { DashboardSummary } from '../../../../src/shared/api-types/dashboard';
import { build } from '../../../../src/testing/builders';
import { showsWorkInProgress } from '../../../../src/testing/hold';

/** The summary query as the dashboard hands it over, in one of its states. */
const query = (state: Partial<UseQueryResult<DashboardSummary>>) =>
  ({
    isPending: false,
    isError: false,
    data: undefined,
    refetch: fn(),
    ...state,
  }) as unknown as UseQueryResult<DashboardSummary>;

/** The dashboard's five figures, each a link to the list behind it. */
const meta = {
  title: 'Features/Admin/Dashboard/SummaryCards',
  component: SummaryCards,
  args: { summary: query({ data: build.summary() }) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SummaryCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure in; each card opens its list. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Summary' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'Students 130' })).toHaveAttribute(
      'href',
      '/admin/classes?sort=students&order=desc',
    );
    await expect(canvas.getByRole('link', { name: 'To mark 29' })).toHaveAttribute(
      'href',
      '/admin/assignments?status=to_mark',
    );
    await expect(canvas.getByRole('link', { name: 'Missing 16' })).toHaveAttribute(
      'href',
      '/admin/assignments?status=missing',
    );
    await expect(canvas.queryByRole('link', { name: /Overdue/ })).toBeNull();
  },
};

/** A new teacher: every figure is zero. */
export const NewTeacher: Story = {
  args: { summary: query({ data: build.emptySummary() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Classes 0' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Due in the next 7 days 0' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'To mark 0' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Missing 0' })).toBeVisible();
  },
};

/** Labels with skeletons in place of the figures while the summary loads. */
export const Loading: Story = {
  args: { summary: query({ isPending: true }) },
  beforeEach: () => showsWorkInProgress(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.queryByText('130')).toBeNull();
  },
};

/** The summary failed: one alert with Retry in place of the cards. */
export const Failed: Story = {
  args: { summary: query({ isError: true }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your summary could not be loaded.');
    await expect(canvas.queryByRole('list', { name: 'Summary' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.summary.refetch).toHaveBeenCalled();
  },
};
