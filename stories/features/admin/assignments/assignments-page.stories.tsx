import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenModes, wideModes } from '../../../../.storybook/modes.ts';
import { AssignmentsPage } from '../../../../src/features/admin/assignments/assignments-page';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { expectFieldError } from '../../../support/play';
import { RouteStory, signedIn, slow, storyLocation } from '../../../support/route-story';
import {
  dialogNamed,
  isPhone,
  page,
  screenReady,
  typeDate,
  type Scope,
} from '../../../support/screen-play';
import { rowAction, rowHandle } from '../../../components/data/row-actions-play';

const meta = {
  title: 'Features/Admin/Assignments/AssignmentsPage',
  component: AssignmentsPage,
  render: (_, { parameters }) => (
    <RouteStory path={(parameters.path as string | undefined) ?? '/admin/assignments'} />
  ),
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof AssignmentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const algebra = build.classes()[0]!;
/** Every assignment of the fixture world: Algebra I's twelve and the other classes' five. */
const everyAssignment = build.assignments().length;
const ready = (root: HTMLElement) => screenReady(root, 'Assignments');
const listShown = async (root: HTMLElement) => {
  const list = await page(root).findByRole(isPhone(root) ? 'list' : 'table', {
    name: 'Assignments',
  });
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list);
};

/** From 1200 px the statuses are segments in the toolbar row; below, a select. */
const segments = (root: HTMLElement) => root.ownerDocument.defaultView!.innerWidth >= 1200;

/** The status shown: the pressed segment, or the select's choice where there are none. */
async function expectStatus(root: HTMLElement, label: string) {
  const p = page(root);
  if (segments(root))
    await expect(p.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  else await expect(p.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue(label);
}

/** The search, the class and the status in one row, where the page is wider than a phone. */
async function expectOneToolbarRow(root: HTMLElement) {
  if (isPhone(root)) return;
  const p = page(root);
  const search = await p.findByRole('searchbox', { name: 'Search assignments' });
  const cls = p.getByRole('combobox', { name: 'Class' });
  const status = segments(root)
    ? p.getByRole('group', { name: 'Show' })
    : p.getByRole('combobox', { name: 'Show' });
  // On the search's line: each control's middle is within the search field's height.
  const field = search.closest('.MuiInputBase-root')!.getBoundingClientRect();
  for (const control of [cls, status]) {
    const box = control.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    await expect(middle).toBeGreaterThan(field.top);
    await expect(middle).toBeLessThan(field.bottom);
  }
}

async function openNew(root: HTMLElement) {
  await ready(root);
  const button = await page(root).findByRole('button', { name: 'New assignment' }, slow);
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return dialogNamed(root, 'New assignment');
}

async function chooseClass(root: HTMLElement, dialog: Scope, name: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: 'Class' }));
  await userEvent.click(await page(root).findByRole('option', { name }));
}

/**
 * What the list opens on: what needs attention (work to mark, missing work of the last two
 * weeks, what is due in the next seven days), soonest first, each with its work so far.
 */
export const Filled: Story = {
  parameters: { chromatic: { modes: { ...wideModes } } },
  beforeEach: signedIn(...fakeAdminApi({ work: build.work() })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const list = await listShown(canvasElement);
    await expect(list.getByText('Fractions review')).toBeVisible();
    await expect(list.getByText('6 to mark')).toBeVisible();
    // The same figures as the dashboard's and the class page's (one fixture world): 26 of 30
    // in, 20 marked.
    await expect(list.getByText('4 missing')).toBeVisible();
    // Due on 17 November, 27 in, 19 marked; Elif Murphy's extension to 11/25 is not missing.
    await expect(list.getByText('Quiz: adding and multiplying polynomials')).toBeVisible();
    await expect(list.getByText('8 to mark')).toBeVisible();
    await expect(list.getByText('2 missing')).toBeVisible();
    await expect(list.getByText('Essay outline')).toBeVisible();
    // Due on 6 November, all handed in marked: its three missing are on the Missing list.
    await expect(list.queryByText('Exponent rules and scientific notation')).toBeNull();
    // Due in three weeks, nothing handed in yet: not in the way.
    await expect(list.queryByText('Poetry reading')).toBeNull();
    await expectStatus(canvasElement, 'Needs attention');
    await expectOneToolbarRow(canvasElement);
    // The title opens the marking.
    await expect(list.getByRole('link', { name: 'Fractions review' })).toHaveAttribute(
      'href',
      '/admin/assignments/a0000000-0000-4000-8000-000000000001',
    );
  },
};

/** The dashboard's To mark card opens this: work handed in and not marked yet. */
export const ToMark: Story = {
  parameters: { path: '/admin/assignments?status=to_mark' },
  beforeEach: signedIn(...fakeAdminApi({ work: build.work() })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const list = await listShown(canvasElement);
    await expect(list.getByText('Fractions review')).toBeVisible();
    await expect(list.getByText('Lab report: density')).toBeVisible();
    await expect(list.queryByText('Essay outline')).toBeNull();
    await expectStatus(canvasElement, 'To mark');
  },
};

/** Everything set, past and future, with "All": ten a page, the earliest due first. */
export const All: Story = {
  parameters: { path: '/admin/assignments?status=all' },
  beforeEach: signedIn(...fakeAdminApi({ work: build.work() })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const list = await listShown(canvasElement);
    await expect(list.getByText('Order of operations')).toBeVisible();
    await expect(list.getByText('Fractions review')).toBeVisible();
    await expect(page(canvasElement).getByText(`1–10 of ${everyAssignment}`)).toBeVisible();
  },
};

/** One class's assignments, chosen from the class filter. */
export const ByClass: Story = {
  parameters: { path: '/admin/assignments?status=all' },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await listShown(canvasElement);
    const p = page(canvasElement);
    const filter = p.getByLabelText('Class');
    // The filter lists the classes once they have loaded.
    await within(filter).findByRole('option', { name: 'English 9' });
    await userEvent.selectOptions(filter, 'English 9');
    await waitFor(() => expect(p.queryByText('Fractions review')).toBeNull());
    await expect(p.getByText('Essay outline')).toBeVisible();
    await expect(p.getByText('Poetry reading')).toBeVisible();
  },
};

/** Classes but no assignments yet. */
export const Empty: Story = {
  beforeEach: signedIn(...fakeAdminApi({ assignments: [] })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(await p.findByRole('heading', { name: 'No assignments yet' })).toBeVisible();
    // One "New assignment": the empty state's (the header has none).
    await expect(p.getAllByRole('button', { name: 'New assignment' })).toHaveLength(1);
  },
};

/** No classes: assignments need one first. */
export const NoClasses: Story = {
  beforeEach: signedIn(...fakeAdminApi({ classes: [], assignments: [] })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(await p.findByRole('heading', { name: 'Add a class first' })).toBeVisible();
    await expect(p.getByRole('link', { name: 'Go to classes' })).toHaveAttribute(
      'href',
      '/admin/classes',
    );
    // The one way on is to classes: no (disabled) New assignment beside it.
    await expect(p.queryByRole('button', { name: 'New assignment' })).toBeNull();
  },
};

/**
 * A filter that matches nothing offers the way back. "Past due" (a link's filter, not one of the
 * statuses offered) is a chip that removes itself: no segment is pressed meanwhile.
 */
export const NoMatch: Story = {
  parameters: {
    path: '/admin/assignments?status=overdue',
    chromatic: { modes: { ...wideModes } },
  },
  // Only what is still to come: nothing is past due.
  beforeEach: signedIn(
    ...fakeAdminApi({ assignments: build.assignments().filter((a) => a.dueDate >= '2026-11-21') }),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(await p.findByRole('heading', { name: 'No assignments match' })).toBeVisible();
    await expect(p.getByRole('link', { name: 'Show all assignments' })).toBeVisible();
    await expect(p.getByRole('button', { name: 'Past due: remove this filter' })).toBeVisible();
    if (segments(canvasElement))
      for (const segment of within(p.getByRole('group', { name: 'Show' })).getAllByRole('button'))
        await expect(segment).toHaveAttribute('aria-pressed', 'false');
    await expectOneToolbarRow(canvasElement);
  },
};

/** Removing the "Past due" chip shows every assignment. */
export const PastDueRemoved: Story = {
  parameters: { path: '/admin/assignments?status=overdue' },
  beforeEach: signedIn(...fakeAdminApi({ work: build.work() })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    const chip = await p.findByRole('button', { name: 'Past due: remove this filter' }, slow);
    chip.focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() =>
      expect(new URLSearchParams(storyLocation().split('?')[1]).get('status')).toBe('all'),
    );
    // The router has the new address before the page is drawn for it (a transition): the chip
    // goes, and All is shown, in the render that follows.
    await waitFor(() =>
      expect(p.queryByRole('button', { name: 'Past due: remove this filter' })).toBeNull(),
    );
    await waitFor(() => expectStatus(canvasElement, 'All'));
    // Every assignment is listed again, past due or not (ten a page).
    await listShown(canvasElement);
    await expect(await p.findByText(`1–10 of ${everyAssignment}`)).toBeVisible();
  },
};

const searchField = (root: HTMLElement) =>
  page(root).findByRole('searchbox', { name: 'Search assignments' }, slow);

/** A class's name finds its assignments, with the status filter still applying. */
export const Searched: Story = {
  parameters: { path: '/admin/assignments?status=upcoming' },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await listShown(canvasElement);
    const field = await searchField(canvasElement);
    await userEvent.type(field, 'algebra');
    await waitFor(() =>
      expect(storyLocation()).toBe('/admin/assignments?status=upcoming&q=algebra'),
    );
    const list = await listShown(canvasElement);
    await waitFor(() => expect(list.queryByText('Essay outline')).toBeNull());
    // Algebra I's two still to come, not its ten past due ("Fractions review" among them).
    await expect(
      list.getByText('Quadratics worksheet: factorising and completing the square'),
    ).toBeVisible();
    await expect(list.getByText('Unit 3 test: polynomials and quadratics')).toBeVisible();
    await expect(list.queryByText('Fractions review')).toBeNull();
    await expect(page(canvasElement).getByText('1–2 of 2')).toBeVisible();
    await expect(field).toHaveFocus();
  },
};

export const NewRequired: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create assignment' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expectFieldError(title, 'This field is required.');
    await waitFor(() => expect(title).toHaveFocus());
    await expectFieldError(
      dialog.getByRole('combobox', { name: 'Class' }),
      'This field is required.',
    );
    await expectFieldError(
      dialog.getByRole('group', { name: 'Due date' }),
      'This field is required.',
    );
    await expectFieldError(
      dialog.getByRole('spinbutton', { name: 'Max points' }),
      'This field is required.',
    );
  },
};

/** Due after the class's term end (29 January 2027), and the other upper bounds. */
export const DueAfterTermEnd: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await userEvent.click(title);
    await userEvent.paste('t'.repeat(101));
    await chooseClass(canvasElement, dialog, algebra.name);
    await typeDate(canvasElement, 'Due date', '01302027');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Max points' }), '1001');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Description' }));
    await userEvent.paste('d'.repeat(2001));
    await userEvent.click(dialog.getByRole('button', { name: 'Create assignment' }));
    await expectFieldError(title, 'Please enter no more than 100 characters.');
    await expectFieldError(
      dialog.getByRole('group', { name: 'Due date' }),
      'Please enter a date less than or equal to 1/29/27.',
    );
    await expectFieldError(
      dialog.getByRole('spinbutton', { name: 'Max points' }),
      'Please enter a value less than or equal to 1000.',
    );
    await expectFieldError(
      dialog.getByRole('textbox', { name: 'Description' }),
      'Please enter no more than 2000 characters.',
    );
  },
};

/** Due before the class's term starts (1 September 2026), and at least one point. */
export const DueBeforeTermStart: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Warm-up');
    await chooseClass(canvasElement, dialog, algebra.name);
    await typeDate(canvasElement, 'Due date', '08312026');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Max points' }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Create assignment' }));
    await expectFieldError(
      dialog.getByRole('group', { name: 'Due date' }),
      'Please enter a date greater than or equal to 9/1/26.',
    );
    await expectFieldError(
      dialog.getByRole('spinbutton', { name: 'Max points' }),
      'Please enter a value greater than or equal to 1.',
    );
  },
};

/**
 * Last month's work, entered late: due before today (21 November 2026) but within the term, it
 * is set, and listed as overdue with its work missing.
 */
export const CreatedPastDue: Story = {
  parameters: { path: '/admin/assignments?status=all' },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'October quiz');
    await chooseClass(canvasElement, dialog, algebra.name);
    await typeDate(canvasElement, 'Due date', '10152026');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Max points' }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Create assignment' }));
    const p = page(canvasElement);
    const toast = await p.findByText('October quiz set for Algebra I.', {}, slow);
    const link = await p.findByRole('link', { name: 'October quiz' }, slow);
    await expect(link).toBeVisible();
    // Its row (a card on phones): nothing of the 30 students' work came in.
    await expect(link.closest('tr, li')).toHaveTextContent('30 missing');
    await userEvent.hover(toast);
  },
};

/** A valid assignment is set: toast, and it is in the list. */
export const Created: Story = {
  // Due in two weeks: listed under Upcoming (it needs no attention yet).
  parameters: { path: '/admin/assignments?status=upcoming' },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Graphing parabolas');
    const due = dialog.getByRole('group', { name: 'Due date' });
    await expect(due).toHaveAccessibleDescription(
      'Choose the class first: the date must fall within its term',
    );
    await chooseClass(canvasElement, dialog, algebra.name);
    // The bounds are said before anyone trips over them.
    await expect(due).toHaveAccessibleDescription('From 9/1/26 to 1/29/27, the class’s term');
    await typeDate(canvasElement, 'Due date', '12042026');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Max points' }), '15');
    await userEvent.click(dialog.getByRole('button', { name: 'Create assignment' }));
    const p = page(canvasElement);
    const toast = await p.findByText('Graphing parabolas set for Algebra I.', {}, slow);
    await expect(await p.findByRole('link', { name: 'Graphing parabolas' }, slow)).toBeVisible();
    await userEvent.hover(toast);
  },
};

/** Editing opens the dialog with the assignment's values; a past due date may stay. */
export const EditAssignment: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await rowAction(canvasElement, 'Edit', 'Fractions review');
    const dialog = await dialogNamed(canvasElement, 'Edit Fractions review');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Fractions review');
    await expect(dialog.getByRole('spinbutton', { name: 'Max points' })).toHaveValue(20);
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    const toast = await p.findByText('Fractions review saved.', {}, slow);
    await waitFor(() => expect(p.queryByRole('dialog')).toBeNull());
    // Focus is back on the Edit button (the card's menu button on phones). Whether a tooltip
    // then shows is the browser's focus-visible guess, so the person clicks elsewhere and the
    // picture is the same each time.
    await waitFor(() =>
      expect(
        p.getByRole('button', { name: rowHandle(canvasElement, 'Fractions review') }),
      ).toHaveFocus(),
    );
    await userEvent.click(p.getByRole('heading', { name: 'Assignments', level: 1 }));
    await waitFor(() => expect(p.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(toast);
  },
};
