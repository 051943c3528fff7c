import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onlyModes, screenModes, wideModes } from '../../../../.storybook/modes.ts';
import { MarkbookPage } from '../../../../src/features/admin/markbook/markbook-page';
import { markbookPath } from '../../../../src/shared/paths';
import { fakeAdminApi, type StoredChange } from '../../../../src/testing/fake-api';
import { holdForever } from '../../../../src/testing/hold';
import { markbookClass } from '../../../../src/testing/markbook-builders';
import { RouteStory, signedIn, slow } from '../../../support/route-story';
import { expectFieldError } from '../../../support/play';
import { dialogNamed, isPhone, page, typeDate } from '../../../support/screen-play';

// Algebra I of the fixture world: 30 students × 12 assignments (homework, quizzes and unit tests,
// September to December, today 21 November) in Homework 30 % (lowest dropped), Quizzes 20 %,
// Tests 50 %; marks, work to mark, late work, missing work, one excused and one extension; two
// terms. The same work as the class page, the assignments list and the dashboard count.
const data = markbookClass();
const { cls } = data;
const grading = {
  [cls.id]: {
    missingPolicy: 'leave_out' as const,
    letterScale: [
      { letter: 'A', min: 90 },
      { letter: 'B', min: 80 },
      { letter: 'C', min: 70 },
      { letter: 'D', min: 60 },
      { letter: 'F', min: 0 },
    ],
  },
};
/** Two changes of the first student's first assignment (Order of operations), the day before. */
const history = (): StoredChange[] => {
  const cell = { assignmentId: data.assignments[0]!.id, studentId: firstStudent().id };
  return [
    {
      ...cell,
      id: 1,
      changedAt: '2026-11-20T09:12:00.000Z',
      field: 'handed_in',
      oldValue: 'no',
      newValue: 'on_time',
    },
    {
      ...cell,
      id: 2,
      changedAt: '2026-11-20T14:05:00.000Z',
      field: 'score',
      oldValue: '12',
      newValue: '14',
    },
  ];
};
/** The roster's first student by last name, as the grid lists them. */
const firstStudent = () =>
  [...data.students].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  )[0]!;
const fake = (extra: Parameters<typeof fakeAdminApi>[0] = {}) =>
  fakeAdminApi({ ...data, grading, ...extra });

const meta = {
  title: 'Features/Admin/Markbook/MarkbookPage',
  component: MarkbookPage,
  render: () => <RouteStory path={markbookPath(cls.id)} />,
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof MarkbookPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grid's stories play on the grid: desktop modes (phones have the list, Phone). */
const gridModes = { chromatic: { modes: onlyModes('light', 'dark') } };

async function ready(root: HTMLElement) {
  await expect(
    await page(root).findByRole('heading', { name: 'Algebra I: markbook', level: 1 }, slow),
  ).toBeVisible();
}

/** A student's row: its total and its cells (0: the first assignment's). */
function rowOf(root: HTMLElement, name: string) {
  const tr = page(root)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest<HTMLElement>('[role="row"]')!;
  const cells = within(tr).getAllByRole('gridcell');
  return { total: cells[0]!, cell: (n: number) => cells[n + 1]! };
}
const name = () => `${firstStudent().firstName} ${firstStudent().lastName}`;
/** The first row's Unit 3 test (due 4 December, 50 points): nothing in it yet. */
const LAST = 11;
const TEST = 'Unit 3 test: polynomials and quadratics';

/** Every student's marks and statuses, totals with letters, each assignment's figures. */
export const Filled: Story = {
  // Also at 1440 px: the columns 1024 px hides.
  parameters: { chromatic: { modes: { ...wideModes } } },
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(p.getByRole('combobox', { name: 'Missing work' })).toHaveDisplayValue(
      'Left out until marked',
    );
    await expect(
      p.getByText('Missing work is left out of totals until it is marked.'),
    ).toBeVisible();
    await expect(p.getByRole('combobox', { name: 'Totals for' })).toHaveDisplayValue(
      'The whole year',
    );
    await expect(p.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/markbook/${cls.id}/export.csv`,
    );
  },
};

/** No students yet: the way to the roster. */
export const Empty: Story = {
  beforeEach: signedIn(...fake({ students: [], work: [] })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(p.getByRole('heading', { name: 'No students in Algebra I yet' })).toBeVisible();
    await expect(p.getByRole('link', { name: 'Add students' })).toHaveAttribute(
      'href',
      `/admin/classes/${cls.id}`,
    );
    await expect(p.queryByRole('grid')).toBeNull();
  },
};

/** A score typed in place, Enter: saved, focus goes down, the student's total follows. */
export const KeyboardEdit: Story = {
  parameters: gridModes,
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    const first = rowOf(canvasElement, name());
    const before = first.total.textContent;
    await userEvent.click(first.cell(LAST));
    await userEvent.keyboard('45');
    await expect(p.getByRole('textbox', { name: `Score for ${name()}, ${TEST}` })).toHaveValue(
      '45',
    );
    await userEvent.keyboard('{Enter}');
    const rowheaders = p.getAllByRole('rowheader');
    const second = rowheaders[1]!.closest<HTMLElement>('[role="row"]')!;
    await waitFor(() => expect(within(second).getAllByRole('gridcell')[LAST + 1]).toHaveFocus());
    await waitFor(() => expect(first.cell(LAST)).toHaveAccessibleName('45 (out of 50)'), slow);
    await waitFor(() => expect(first.total.textContent).not.toBe(before), slow);
    await expect(p.getByText(`${name()}, ${TEST}: saved.`)).toBeInTheDocument();
  },
};

/** The save has not answered yet: the cell says so, focus has moved on. */
export const Saving: Story = {
  parameters: gridModes,
  beforeEach: signedIn(
    http.put('/api/work/:assignmentId/:studentId', () => holdForever()),
    ...fake(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const first = rowOf(canvasElement, name());
    await userEvent.click(first.cell(LAST));
    await userEvent.keyboard('38{Enter}');
    await expect(await within(first.cell(LAST)).findByText('Saving…', {}, slow)).toBeVisible();
  },
};

/** Offline: the typed score stays in its cell, with why and Retry. */
export const Failed: Story = {
  parameters: gridModes,
  beforeEach: signedIn(
    http.put('/api/work/:assignmentId/:studentId', () => HttpResponse.error()),
    ...fake(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    const first = rowOf(canvasElement, name());
    await userEvent.click(first.cell(LAST));
    await userEvent.keyboard('41{Enter}');
    await expect(
      await within(first.cell(LAST)).findByText('Not saved', { exact: false }, slow),
    ).toBeVisible();
    await expect(first.cell(LAST)).toHaveTextContent('41 out of 50');
    await expect(
      within(first.cell(LAST)).getByRole('button', { name: `Retry for ${name()}, ${TEST}` }),
    ).toBeVisible();
    await expect(p.getByText(/1 mark is not saved: Lectern could not be reached\./)).toBeVisible();
  },
};

/** Enter on a total: each category, what counts, the arithmetic and the rounding rule. */
export const WorkingOpen: Story = {
  parameters: gridModes,
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(rowOf(canvasElement, name()).total);
    const dialog = await dialogNamed(canvasElement, `Working for ${name()}`);
    await expect(dialog.getByRole('heading', { name: 'Homework' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Tests' })).toBeVisible();
    await expect(
      dialog.getAllByText('Percentages are rounded to one decimal place, halves up.')[0],
    ).toBeVisible();
  },
};

/** Shift+H on a cell: who changed what and when, each with Restore. */
export const HistoryOpen: Story = {
  parameters: gridModes,
  beforeEach: signedIn(...fake({ history: history() })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(rowOf(canvasElement, name()).cell(0));
    await userEvent.keyboard('{Shift>}H{/Shift}');
    const dialog = await dialogNamed(canvasElement, `History: ${name()}, Order of operations`);
    await expect(await dialog.findByText('Score from 12 to 14', {}, slow)).toBeVisible();
    await expect(dialog.getByText('Handed in from Not handed in to Handed in')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Restore score 12' })).toBeVisible();
  },
};

/** Shift+F10 on a cell, Give an extension: a day before the assignment's due date is refused. */
export const ExtensionRefused: Story = {
  parameters: gridModes,
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(rowOf(canvasElement, name()).cell(LAST));
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Give an extension…' }),
    );
    const dialog = await dialogNamed(canvasElement, `Extension: ${name()}, ${TEST}`);
    const field = dialog.getByRole('group', { name: /Own due date/ });
    await expect(field).toHaveAccessibleDescription(
      'From 12/4/26 to 1/29/27. Missing and late follow this date for this student.',
    );
    await typeDate(canvasElement, 'Own due date', '12012026');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectFieldError(field, 'Please enter a date greater than or equal to 12/4/26.');
  },
};

/** A day within the bounds is saved: the cell says the student's own due date. */
export const ExtensionGiven: Story = {
  parameters: { chromatic: { ...gridModes.chromatic, disableSnapshot: true } },
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const cell = rowOf(canvasElement, name()).cell(LAST);
    await userEvent.click(cell);
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Give an extension…' }),
    );
    const dialog = await dialogNamed(canvasElement, `Extension: ${name()}, ${TEST}`);
    await typeDate(canvasElement, 'Own due date', '12142026');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cell).toHaveTextContent('Extension to 12/14/26'), slow);
    await expect(
      await page(canvasElement).findByText(`${name()}, ${TEST}: saved.`, {}, slow),
    ).toBeInTheDocument();
  },
};

/** Phones: a student per line with their total, the first opened to their marks. */
export const Phone: Story = {
  parameters: { chromatic: { modes: onlyModes('light phone', 'dark phone') } },
  beforeEach: signedIn(...fake()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // The runner's own visit is at desktop width: the grid there; the list in the phone modes.
    if (!isPhone(canvasElement)) return;
    const p = page(canvasElement);
    await expect(p.queryByRole('grid')).toBeNull();
    await userEvent.click(p.getByRole('button', { name: new RegExp(`^${name()}`) }));
    await expect(await p.findByRole('list', { name: `Marks of ${name()}` })).toBeVisible();
    canvasElement.ownerDocument.defaultView!.scrollTo(0, 0);
  },
};

export const Loading: Story = {
  beforeEach: signedIn(http.get('/api/markbook/:classId', () => holdForever())),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await waitFor(() => expect(p.getByRole('link', { name: 'All classes' })).toBeVisible(), slow);
    await expect(p.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach: signedIn(
    http.get('/api/markbook/:classId', () => new HttpResponse(null, { status: 503 })),
  ),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByText('This markbook could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const large = markbookClass(40, 80);

/**
 * The largest class (40 students × 80 assignments), for measuring the grid's speed in the
 * browser; not pictured (the pictures above show every state). It draws only the rows and
 * columns in view (./grid-window.ts), tells assistive technology the whole size, and the keys
 * still reach every cell: Ctrl+End brings the last student's last assignment into view.
 */
export const Large: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(...fakeAdminApi({ ...large, grading })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    if (isPhone(canvasElement)) return;
    const grid = page(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', String(1 + 40 + 5));
    await expect(grid).toHaveAttribute('aria-colcount', String(2 + 80));
    // In view: a window of the grid, not its 3,200 cells. It fills the box once the box is
    // measured, in a render after the first (./grid-window.ts): on a busy machine, later.
    const drawn = () => within(grid).getAllByRole('gridcell').length;
    await waitFor(() => expect(drawn()).toBeGreaterThan(20));
    await expect(drawn()).toBeLessThan((40 * 80) / 4);

    within(grid).getAllByRole('rowheader')[0]!.focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-colindex', '82'));
    const cell = document.activeElement!;
    await expect(cell.closest<HTMLElement>('[role="row"]')).toHaveAttribute('aria-rowindex', '41');
    // Drawn where the teacher sees it: inside the scroll box, clear of the sticky header.
    const box = grid.parentElement!.getBoundingClientRect();
    await waitFor(async () => {
      const at = cell.getBoundingClientRect();
      await expect(at.bottom).toBeLessThanOrEqual(box.bottom);
      await expect(at.right).toBeLessThanOrEqual(box.right);
      await expect(at.top).toBeGreaterThan(box.top);
    });
    // The rest of the window follows in steps: the cells around it, and its column's header.
    await waitFor(async () => {
      await expect(grid.querySelector('[data-pos="35:76"]')).not.toBeNull();
      await expect(grid.querySelector('[data-pos="39:78"]')).not.toBeNull();
    });
    await expect(grid.querySelector('[role="columnheader"][aria-colindex="82"]')).toBeVisible();
    await expect(within(grid).getAllByRole('gridcell').length).toBeLessThan((40 * 80) / 4);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-pos', '0:0'));
    // Arrows along the window's edge: the cell the focus leaves is not taken out of the page
    // under it (a focused cell removed cost a blur and a new focus in the key's task).
    for (let i = 0; i < 4; i++) {
      const left = document.activeElement!;
      await userEvent.keyboard('{ArrowRight}');
      await expect(left.isConnected).toBe(true);
      await waitFor(() => expect(document.activeElement).toHaveAttribute('data-pos', `0:${i + 1}`));
    }
    // Keys faster than the grid is drawn (all in one task, no render between them): each moves
    // on from the cell the key before moved to, drawn or not, and the focus only goes forward,
    // to the last one once it is drawn. Digits then are typed in that cell, not the one the
    // focus is still on, before it is drawn: they are kept, and its editor shows them.
    const focused: string[] = [];
    const onFocus = (event: FocusEvent) =>
      focused.push((event.target as Element).closest('[data-pos]')?.getAttribute('data-pos') ?? '');
    grid.addEventListener('focusin', onFocus);
    // The browser's own events, dispatched at once (not the instrumented fireEvent's promise).
    const press = (key: string) =>
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
    for (let i = 0; i < 16; i++) press('ArrowRight');
    const drawnThen = grid.querySelector('[data-pos="0:20"]');
    press('7');
    press('8');
    await expect(drawnThen).toBeNull();
    // Drawn with the cell, in a render after the keys' task, and then focused.
    const editor = await within(grid).findByRole('textbox');
    await expect(editor).toHaveValue('78');
    await expect(editor.closest('[data-pos]')).toHaveAttribute('data-pos', '0:20');
    await waitFor(() => expect(editor).toHaveFocus());
    grid.removeEventListener('focusin', onFocus);
    const cols = focused.map((pos) => Number(pos.split(':')[1] ?? -1));
    await expect(cols).toEqual([...cols].sort((a, b) => a - b));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-pos', '0:20'));
    await waitFor(async () => {
      const at = document.activeElement!.getBoundingClientRect();
      await expect(at.right).toBeLessThanOrEqual(grid.parentElement!.getBoundingClientRect().right);
    });
    // A status key after such a run: set on the cell the keys moved to, drawn with it, which
    // then has the focus.
    await expect(grid.querySelector('[data-pos="0:32"]')).toBeNull();
    for (let i = 0; i < 12; i++) press('ArrowRight');
    press('e');
    await waitFor(() =>
      expect(grid.querySelector('[data-pos="0:32"]')).toHaveAttribute('data-status', 'excused'),
    );
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-pos', '0:32'));
    await userEvent.keyboard('e');
    await waitFor(() =>
      expect(grid.querySelector('[data-pos="0:32"]')).not.toHaveAttribute('data-status', 'excused'),
    );
  },
};
