import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SortControl } from '../../../src/components/data/sort-control';

/** Sorting where a list has no column headers (cards on phones). */
const meta = {
  title: 'Components/Data/SortControl',
  component: SortControl,
  args: {
    options: [
      { value: 'name', label: 'Name' },
      { value: 'grade', label: 'Grade' },
    ],
    sort: 'name',
    order: 'asc',
    onSort: fn(),
  },
} satisfies Meta<typeof SortControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ascending: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'grade');
    await expect(args.onSort).toHaveBeenCalledWith('grade', 'asc');
    await userEvent.click(canvas.getByRole('button', { name: /sort descending/ }));
    await expect(args.onSort).toHaveBeenCalledWith('name', 'desc');
  },
};

export const Descending: Story = { args: { order: 'desc' } };
