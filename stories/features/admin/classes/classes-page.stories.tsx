import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenModes, wideModes } from '../../../../.storybook/modes.ts';
import { ClassesPage } from '../../../../src/features/admin/classes/classes-page';
import { saveDraft } from '../../../../src/lib/drafts/drafts';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { holdForever } from '../../../../src/testing/hold';
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
  title: 'Features/Admin/Classes/ClassesPage',
  component: ClassesPage,
  render: (_, { parameters }) => (
    <RouteStory path={(parameters.path as string | undefined) ?? '/admin/classes'} />
  ),
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof ClassesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (root: HTMLElement) => screenReady(root, 'Classes');
const rowsShown = async (root: HTMLElement) => {
  const list = await page(root).findByRole(isPhone(root) ? 'list' : 'table', { name: 'Classes' });
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list);
};

/** Types into the dialog's field named `label` (a text box or a number). */
async function fill(dialog: Scope, label: string, text: string) {
  const field =
    dialog.queryByRole('textbox', { name: label }) ??
    dialog.getByRole('spinbutton', { name: label });
  await userEvent.type(field, text);
}

async function openNewClass(root: HTMLElement) {
  await ready(root);
  await userEvent.click(await page(root).findByRole('button', { name: 'New class' }, slow));
  return dialogNamed(root, 'New class');
}

/** Six classes: a sortable table on desktop, cards on phones. */
export const Filled: Story = {
  // Also at 1440 px: the columns 1024 px hides.
  parameters: { chromatic: { modes: { ...wideModes } } },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const list = await rowsShown(canvasElement);
    await expect(list.getByText('Algebra I')).toBeVisible();
    await expect(list.getByText('Year 7 Science')).toBeVisible();
    // The short date of the messages ("9/1/26"), in the table and on the cards alike.
    await expect(list.getAllByText('9/1/26 – 1/29/27')).toHaveLength(6);
    await expect(
      page(canvasElement).getByRole('button', { name: rowHandle(canvasElement, 'Algebra I') }),
    ).toBeVisible();
  },
};

/** No classes yet: what they are for, and the button to add one. */
export const Empty: Story = {
  beforeEach: signedIn(...fakeAdminApi({ classes: [], assignments: [] })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(await p.findByRole('heading', { name: 'No classes yet' })).toBeVisible();
    // One "New class": the empty state's (the header has none).
    await expect(p.getAllByRole('button', { name: 'New class' })).toHaveLength(1);
  },
};

/** Sorted by grade, highest first, from the URL (as a link or a bookmark asks for it). */
export const SortedByGrade: Story = {
  parameters: { path: '/admin/classes?sort=grade&order=desc' },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const list = await rowsShown(canvasElement);
    const p = page(canvasElement);
    // Grades 11, 10, 9, 9, 8, 7: the order the picture shows too (Filled is by name).
    const byGrade = [
      'Chemistry 11',
      'Art Studio',
      'Algebra I',
      'English 9',
      'History 8',
      'Year 7 Science',
    ];
    if (isPhone(canvasElement)) {
      await expect(p.getByLabelText('Sort by')).toHaveValue('grade');
      const titles = list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      await expect(titles).toEqual(byGrade);
    } else {
      await expect(p.getByRole('columnheader', { name: /Grade/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      const rows = list.getAllByRole('row').slice(1);
      await expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
        byGrade,
      );
      await expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
        '11',
        '10',
        '9',
        '9',
        '8',
        '7',
      ]);
    }
  },
};

/** Five a page, on the second page. */
export const SecondPage: Story = {
  parameters: { path: '/admin/classes?pageSize=5' },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rowsShown(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'Go to next page' }));
    await expect(await p.findByText('6–6 of 6')).toBeVisible();
    await expect(await p.findByText('Year 7 Science')).toBeVisible();
    await rowsShown(canvasElement);
    await expect(p.queryByText('Algebra I')).toBeNull();
  },
};

const searchField = (root: HTMLElement) =>
  page(root).findByRole('searchbox', { name: 'Search classes' }, slow);

/**
 * Typing "l-" finds the classes in rooms L-2 and L-4 once typing pauses: the search goes to the
 * URL, the list is the server's matches, and the field keeps focus.
 */
export const Searched: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rowsShown(canvasElement);
    const field = await searchField(canvasElement);
    await userEvent.type(field, 'l-');
    await waitFor(() => expect(storyLocation()).toBe('/admin/classes?q=l-'));
    const list = await rowsShown(canvasElement);
    await waitFor(() => expect(list.queryByText('Algebra I')).toBeNull());
    await expect(list.getByText('Year 7 Science')).toBeVisible();
    await expect(list.getByText('Chemistry 11')).toBeVisible();
    await expect(page(canvasElement).getByText('1–2 of 2')).toBeVisible();
    await expect(field).toHaveFocus();
  },
};

/** While the matches load, the previous rows stay, busy; the field keeps focus and its text. */
export const SearchLoading: Story = {
  beforeEach: signedIn(
    http.get('/api/classes', async ({ request }) => {
      if (!new URL(request.url).searchParams.has('q')) return undefined;
      await holdForever();
      return HttpResponse.json({});
    }),
    ...fakeAdminApi(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rowsShown(canvasElement);
    const field = await searchField(canvasElement);
    await userEvent.type(field, 'art');
    await waitFor(() => expect(storyLocation()).toBe('/admin/classes?q=art'));
    const list = await page(canvasElement).findByRole(isPhone(canvasElement) ? 'list' : 'table', {
      name: 'Classes',
    });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    await expect(within(list).getByText('Algebra I')).toBeVisible();
    await expect(field).toHaveValue('art');
    await expect(field).toHaveFocus();
  },
};

/**
 * A search from a link: "Clear search" shows every class and puts focus in the field; the
 * field's own clear button and Escape empty it too. (Its end state is Filled's picture.)
 */
export const SearchCleared: Story = {
  parameters: { path: '/admin/classes?q=zoology&page=1', chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    const field = await searchField(canvasElement);
    await expect(field).toHaveValue('zoology');
    await userEvent.click(await p.findByRole('button', { name: 'Clear search' }, slow));
    await waitFor(() => expect(storyLocation()).toBe('/admin/classes'));
    // The router renders a navigation in a transition: the address changes first, the page a
    // moment later (on a loaded machine, after the check above had already passed).
    await waitFor(() => expect(field).toHaveValue(''));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(await (await rowsShown(canvasElement)).findByText('Algebra I')).toBeVisible();

    await userEvent.type(field, 'art');
    await waitFor(() => expect(storyLocation()).toBe('/admin/classes?q=art'));
    await userEvent.click(p.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(storyLocation()).toBe('/admin/classes'));
    // As above: the page follows the address a moment later (the full suite failed here once,
    // on a loaded machine, with the field still saying "art").
    await waitFor(() => expect(field).toHaveValue(''));
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.type(field, 'art{Escape}');
    await expect(field).toHaveValue('');
    await expect(storyLocation()).toBe('/admin/classes');
  },
};

/** Submitting the empty form: every required field says so, and focus goes to the first. */
export const NewClassRequired: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNewClass(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create class' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expectFieldError(name, 'This field is required.');
    await waitFor(() => expect(name).toHaveFocus());
    await expectFieldError(
      dialog.getByRole('combobox', { name: 'Subject' }),
      'This field is required.',
    );
    await expectFieldError(
      dialog.getByRole('spinbutton', { name: 'Grade' }),
      'This field is required.',
    );
    await expectFieldError(
      dialog.getByRole('group', { name: 'Term starts' }),
      'This field is required.',
    );
    await expectFieldError(
      dialog.getByRole('group', { name: 'Term ends' }),
      'This field is required.',
    );
  },
};

/** Every upper bound: length, grade, the room's pattern, a year of term. */
export const NewClassTooMuch: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNewClass(canvasElement);
    await fill(dialog, 'Name', 'x'.repeat(61));
    await fill(dialog, 'Grade', '13');
    await fill(dialog, 'Room', 'room 5');
    await typeDate(canvasElement, 'Term starts', '09012026');
    await typeDate(canvasElement, 'Term ends', '09022027');
    await userEvent.click(dialog.getByRole('button', { name: 'Create class' }));
    await expectFieldError(
      dialog.getByRole('textbox', { name: 'Name' }),
      'Please enter no more than 60 characters.',
    );
    await expectFieldError(
      dialog.getByRole('spinbutton', { name: 'Grade' }),
      'Please enter a value less than or equal to 12.',
    );
    await expectFieldError(
      dialog.getByRole('textbox', { name: 'Room' }),
      'Use a room code such as B-204.',
    );
    await expectFieldError(
      dialog.getByRole('group', { name: 'Term ends' }),
      'Please enter a date less than or equal to 9/1/27.',
    );
  },
};

/** Every lower bound: grade, a term that ends before it starts. */
export const NewClassTooLittle: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNewClass(canvasElement);
    await fill(dialog, 'Grade', '0');
    await typeDate(canvasElement, 'Term starts', '09012026');
    await typeDate(canvasElement, 'Term ends', '08312026');
    await userEvent.click(dialog.getByRole('button', { name: 'Create class' }));
    await expectFieldError(
      dialog.getByRole('spinbutton', { name: 'Grade' }),
      'Please enter a value greater than or equal to 1.',
    );
    await expectFieldError(
      dialog.getByRole('group', { name: 'Term ends' }),
      'Please enter a date greater than or equal to 9/1/26.',
    );
  },
};

/** Grades are whole numbers. */
export const NewClassNotWhole: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNewClass(canvasElement);
    await fill(dialog, 'Grade', '9.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Create class' }));
    await expectFieldError(
      dialog.getByRole('spinbutton', { name: 'Grade' }),
      'Please enter a whole number.',
    );
  },
};

/** A valid class is created: the dialog closes, a toast says so, the list has it. */
export const NewClassCreated: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const dialog = await openNewClass(canvasElement);
    await fill(dialog, 'Name', 'Biology 10');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Subject' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Biology' }));
    await fill(dialog, 'Grade', '10');
    await typeDate(canvasElement, 'Term starts', '09012026');
    await typeDate(canvasElement, 'Term ends', '06182027');
    await userEvent.click(dialog.getByRole('button', { name: 'Create class' }));
    const p = page(canvasElement);
    await expect(await p.findByText('Biology 10 created.', {}, slow)).toBeVisible();
    await waitFor(() => expect(p.queryByRole('dialog')).toBeNull());
    await expect(await p.findByText('9/1/26 – 6/18/27')).toBeVisible();
    // Stays for the screenshot.
    await userEvent.hover(p.getByText('Biology 10 created.'));
  },
};

/** Editing opens the dialog with the class's values. */
export const EditClass: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rowAction(canvasElement, 'Edit', 'Algebra I');
    const dialog = await dialogNamed(canvasElement, 'Edit Algebra I');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Algebra I');
    await expect(dialog.getByRole('spinbutton', { name: 'Grade' })).toHaveValue(9);
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

/** The server refuses (assignments due after the new term end): its message under the field. */
export const EditRejectedByServer: Story = {
  beforeEach: signedIn(
    http.put('/api/classes/:id', () =>
      HttpResponse.json(
        {
          error: 'validation',
          message: 'Some fields need attention.',
          fields: {
            termEnds:
              '3 assignments are due after this date (the last on 1/20/27). Move them first.',
          },
        },
        { status: 400 },
      ),
    ),
    ...fakeAdminApi(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rowAction(canvasElement, 'Edit', 'Algebra I');
    const dialog = await dialogNamed(canvasElement, 'Edit Algebra I');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(
      dialog.getByRole('group', { name: 'Term ends' }),
      '3 assignments are due after this date (the last on 1/20/27). Move them first.',
    );
  },
};

/** Offline: a toast says so and the dialog keeps every value typed. */
export const SaveOffline: Story = {
  beforeEach: signedIn(
    http.put('/api/classes/:id', () => HttpResponse.error()),
    ...fakeAdminApi(),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rowAction(canvasElement, 'Edit', 'Algebra I');
    const dialog = await dialogNamed(canvasElement, 'Edit Algebra I');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Algebra I (honours)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    const toast = await page(canvasElement).findByText(/Could not reach Lectern/, {}, slow);
    await expect(name).toHaveValue('Algebra I (honours)');
    await userEvent.hover(toast);
  },
};

/** Delete asks first, saying what goes with the class. */
export const DeleteConfirm: Story = {
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rowAction(canvasElement, 'Delete', 'Algebra I');
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'Delete Algebra I?',
    });
    await expect(dialog).toHaveTextContent(
      'Its 30 students and 12 assignments go with it. You can undo this right after.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/**
 * The session ended while the teacher was typing a new class: signed in again, the page and the
 * open dialog come back with what they typed (lib/drafts), and the dialog says so.
 */
export const RestoredAfterSignIn: Story = {
  beforeEach: (context) => {
    saveDraft('class', build.user().id, {
      name: 'Year 8 Geography',
      subject: '',
      grade: '8',
      room: 'G-12',
      students: '',
      termStarts: null,
      termEnds: null,
    });
    return signedIn(...fakeAdminApi())(context);
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'New class');
    await expect(dialog.getByText(/What you typed before signing in again is back/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Year 8 Geography');
    await expect(dialog.getByRole('spinbutton', { name: 'Grade' })).toHaveValue(8);
    await expect(dialog.getByRole('textbox', { name: 'Room' })).toHaveValue('G-12');
  },
};

/** Another teacher's draft in this tab is never shown. */
export const OtherTeachersDraftIgnored: Story = {
  beforeEach: (context) => {
    saveDraft('class', 'someone-else', { name: 'Not yours' });
    return signedIn(...fakeAdminApi())(context);
  },
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement);
    // The teacher is known once the account menu names them: the drafts were looked at by then.
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Account' }));
    await expect(await page(canvasElement).findByText('Grace Hopper')).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
  parameters: { chromatic: { disableSnapshot: true } },
};
