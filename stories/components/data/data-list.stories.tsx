import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { allModes } from '../../../.storybook/modes.ts';
import { DataList, type Column } from '../../../src/components/data/data-list';
import { EmptyState } from '../../../src/components/data/empty-state';
import { RowActions } from '../../../src/components/data/row-actions';
import { showsWorkInProgress } from '../../../src/testing/hold';

interface Row {
  id: string;
  name: string;
  grade: number;
  room: string;
}

const rows: Row[] = [
  { id: '1', name: 'Algebra I', grade: 9, room: 'B-204' },
  { id: '2', name: 'Year 7 Science', grade: 7, room: 'L-2' },
  { id: '3', name: 'English 9', grade: 9, room: 'A-110' },
];

// Fixed widths for the short values; Name, the one column without, takes the rest.
const columns: Column<Row>[] = [
  { key: 'name', label: 'Name', sortKey: 'name', render: (r) => r.name },
  {
    key: 'grade',
    label: 'Grade',
    sortKey: 'grade',
    align: 'right',
    width: 92,
    render: (r) => r.grade,
  },
  { key: 'room', label: 'Room', width: 88, render: (r) => r.room },
];

/**
 * The list every admin screen uses: sorted and paged by the server, a table with sortable
 * headers on wide screens and compact cards (the name, a line of facts, an actions menu) with
 * a sort control on phones. Columns keep their widths while loading, filled or paging. It has
 * a loading state (skeleton rows), an error with Retry, and an empty state of the screen's
 * choosing.
 */
const meta = {
  title: 'Components/Data/DataList',
  component: DataList<Row>,
  args: {
    label: 'Classes',
    columns,
    rows,
    rowKey: (r: Row) => r.id,
    rowTitle: (r: Row) => r.name,
    rowFacts: (r: Row) => [[`Grade ${r.grade}`, `Room ${r.room}`]],
    actions: (r: Row, layout) => (
      <RowActions name={r.name} menu={layout === 'card'} onEdit={fn()} onDelete={fn()} />
    ),
    sort: 'name',
    order: 'asc',
    page: 1,
    pageSize: 10,
    total: 3,
    pageSizes: [5, 10, 25],
    onSort: fn(),
    onPage: fn(),
    onPageSize: fn(),
    empty: (
      <EmptyState title="No classes yet" action={<Button variant="contained">New class</Button>} />
    ),
  },
  parameters: { chromatic: { modes: { ...allModes } } },
} satisfies Meta<typeof DataList<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = (root: HTMLElement) => root.ownerDocument.defaultView!.innerWidth < 900;

/** Sorted by name; a header (or, on phones, the order button) sorts again. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (phone(canvasElement)) {
      const list = canvas.getByRole('list', { name: 'Classes' });
      await expect(list).toBeVisible();
      // Compact cards: the name, one line of facts, the actions behind one button.
      const card = within(list).getAllByRole('listitem')[0]!;
      await expect(card.getBoundingClientRect().height).toBeLessThanOrEqual(120);
      await expect(
        within(card).getByRole('button', { name: 'Actions for Algebra I' }),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: /sort descending/ }));
      await expect(args.onSort).toHaveBeenCalledWith('name', 'desc');
    } else {
      await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Grade' }));
      await expect(args.onSort).toHaveBeenCalledWith('grade', 'asc');
    }
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: 0 },
  // Busy on purpose: nothing is on its way, so the screenshot does not wait for it.
  beforeEach: showsWorkInProgress,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole(phone(canvasElement) ? 'list' : 'table', {
      name: 'Classes',
    });
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No classes yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: undefined, error: { message: 'Your classes could not be loaded.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.error!.onRetry).toHaveBeenCalled();
  },
};

// Eight classes in name order: a page of five, then a page of three.
const eightClasses: Row[] = [
  { id: '1', name: 'Algebra I', grade: 9, room: 'B-204' },
  { id: '4', name: 'Art 8', grade: 8, room: 'S-12' },
  { id: '5', name: 'Biology 10', grade: 10, room: 'L-4' },
  { id: '6', name: 'Chemistry 11', grade: 11, room: 'L-6' },
  { id: '3', name: 'English 9', grade: 9, room: 'A-110' },
  { id: '7', name: 'Geometry', grade: 10, room: 'B-206' },
  { id: '8', name: 'History 8', grade: 8, room: 'A-114' },
  { id: '2', name: 'Year 7 Science', grade: 7, room: 'L-2' },
];

/** The names of the rows shown: the table's rows, or on phones the cards' titles. */
const shownNames = (root: HTMLElement) => {
  const canvas = within(root);
  return phone(root)
    ? within(canvas.getByRole('list', { name: 'Classes' }))
        .getAllByRole('heading')
        .map((h) => h.textContent)
    : within(canvas.getByRole('table', { name: 'Classes' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
};

/**
 * The next page: paging asks the screen, which asks the server. Here the "server" is a slice of
 * eight classes, so the second page shows the last three, "6–8 of 8".
 */
export const Paged: Story = {
  args: { pageSize: 5, total: eightClasses.length },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    const start = (page - 1) * args.pageSize;
    return (
      <DataList<Row>
        {...args}
        page={page}
        rows={eightClasses.slice(start, start + args.pageSize)}
        onPage={(next) => {
          args.onPage(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–5 of 8')).toBeVisible();
    await expect(shownNames(canvasElement)).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await expect(await canvas.findByText('6–8 of 8')).toBeVisible();
    await expect(shownNames(canvasElement)).toEqual(['Geometry', 'History 8', 'Year 7 Science']);
    await expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
  },
};

/** Loading, then filled: every column keeps its width (a fixed table layout). */
export const SteadyColumns: Story = {
  render: function Render(args) {
    const [rows, setRows] = useState<Row[] | undefined>(undefined);
    return (
      <>
        <Button onClick={() => setRows(args.rows)} sx={{ mb: 2 }}>
          Load
        </Button>
        <DataList<Row> {...args} rows={rows} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Phones show cards: no columns to compare.
    const widths = () =>
      phone(canvasElement)
        ? []
        : canvas
            .getAllByRole('columnheader')
            .map((th) => Math.round(th.getBoundingClientRect().width));
    const loading = widths();
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(await canvas.findByText('Year 7 Science')).toBeVisible();
    await expect(widths()).toEqual(loading);
  },
  // The same picture as Filled: this one guards the widths, not the look.
  parameters: { chromatic: { disableSnapshot: true } },
};
