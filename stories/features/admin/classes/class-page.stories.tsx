import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { screenModes, wideModes } from '../../../../.storybook/modes.ts';
import { ClassPage } from '../../../../src/features/admin/classes/class-page';
import { classReportPath, markbookPath, markingPath, paths } from '../../../../src/shared/paths';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi, type StoredWork } from '../../../../src/testing/fake-api';
import { holdForever } from '../../../../src/testing/hold';
import { RouteStory, signedIn, slow, storyLocation } from '../../../support/route-story';
import { isPhone, page, screenReady } from '../../../support/screen-play';
import { rowAction, rowHandle } from '../../../components/data/row-actions-play';

const algebra = build.classes()[0]!;
const [fractions] = build.assignments();
const others = build.students().filter((s) => s.classId !== algebra.id);

/**
 * Algebra I's work, the same as every screen's (`build.work()`), on its twelve assignments: the
 * ten due before today mostly in and marked (Fractions review, due 11/12: 26 of 30 in, 20 marked,
 * 4 missing; the polynomials quiz, due 11/17: 27 in, 19 marked); the Quadratics worksheet (due
 * 11/27) handed in early by 10; the Unit 3 test (due 12/4) not yet.
 */
const work: StoredWork[] = build.work();
const algebraAssignments = build.assignments().filter((a) => a.classId === algebra.id);

const classUrl = `${paths.classes}/${algebra.id}`;

/** `/admin/classes/:id`: a class, its roster with each student's progress, its assignments. */
const meta = {
  title: 'Features/Admin/Classes/ClassPage',
  component: ClassPage,
  render: (_, { parameters }) => (
    <RouteStory path={(parameters.path as string | undefined) ?? classUrl} />
  ),
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof ClassPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (root: HTMLElement) => screenReady(root, 'Algebra I');
/** The roster, once its rows are in: a table on desktop, cards on phones. */
const rosterShown = async (root: HTMLElement) => {
  const list = await page(root).findByRole(
    isPhone(root) ? 'list' : 'table',
    { name: 'Students' },
    slow,
  );
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list);
};
const studentsTab = (root: HTMLElement, count: number) =>
  page(root).findByRole('tab', { name: `Students (${count})` }, slow);

/** 30 students, ten a page, by last name; each with their work so far. */
export const Filled: Story = {
  // Also at 1440 px: the columns 1024 px hides.
  parameters: { chromatic: { modes: { ...wideModes } } },
  beforeEach: signedIn(...fakeAdminApi({ work })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(
      p.getByText('Mathematics · Grade 9 · Room B-204 · 9/1/26 – 1/29/27'),
    ).toBeVisible();
    await expect(await studentsTab(canvasElement, 30)).toHaveAttribute('aria-selected', 'true');
    await expect(p.getByRole('tab', { name: 'Assignments (12)' })).toBeVisible();
    // The class's markbook and its report, from its header.
    await expect(p.getByRole('link', { name: 'Markbook' })).toHaveAttribute(
      'href',
      markbookPath(algebra.id),
    );
    await expect(p.getByRole('link', { name: 'Class report' })).toHaveAttribute(
      'href',
      classReportPath(algebra.id),
    );
    const roster = await rosterShown(canvasElement);
    // The whole class on one page (a class has at most 40: the roster shows 50 a page).
    await expect(p.getByText('1–30 of 30')).toBeVisible();
    // Handed in, missing (of the ten due before today), the average of the marked: Elif
    // Murphy's polynomials quiz has an extension to 11/25 (not missing), Oluwaseun Varga's
    // excused piece is in no figure, Elif Varga missed two.
    const progress = (name: string) =>
      roster.getByRole('link', { name }).closest<HTMLElement>('tr, li, [role="listitem"]')!;
    await expect(await roster.findByRole('link', { name: 'Amara Abbott' })).toBeVisible();
    // The figures come in their own request, which may answer after the roster's rows ("…").
    await waitFor(
      () => expect(progress('Amara Abbott')).toHaveTextContent('10 in · 1 missing · 73% average'),
      slow,
    );
    await expect(progress('Elif Murphy')).toHaveTextContent('9 in · 80% average');
    await expect(progress('Oluwaseun Varga')).toHaveTextContent('8 in · 1 missing · 74% average');
    await expect(progress('Elif Varga')).toHaveTextContent('9 in · 2 missing · 69% average');
    await expect(
      p.getByRole('button', { name: rowHandle(canvasElement, 'Amara Abbott') }),
    ).toBeVisible();
    for (const name of ['New student', 'Import CSV', 'Export CSV'])
      await expect(p.getByRole('button', { name })).toBeEnabled();
  },
};

/** The class on its way: skeletons for the name and the facts, the tabs without counts. */
export const Loading: Story = {
  beforeEach: signedIn(
    http.get('/api/classes/:id', async () => {
      await holdForever();
      return HttpResponse.json({});
    }),
    ...fakeAdminApi(),
  ),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(await p.findByRole('tab', { name: 'Students' }, slow)).toBeVisible();
    await expect(p.getByRole('tab', { name: 'Assignments' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(p.queryByRole('heading', { name: 'Algebra I' })).toBeNull();
    await expect(p.queryByRole('table')).toBeNull();
  },
};

/** A class that is not there (deleted, or a wrong link): says so, with the way back. */
export const NotFound: Story = {
  parameters: { path: `${paths.classes}/00000000-0000-4000-8000-000000000000` },
  beforeEach: signedIn(...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByRole('heading', { name: 'Class not found', level: 1 }, slow),
    ).toBeVisible();
    await expect(
      p.getByRole('heading', { name: 'It may have been deleted, or the link is wrong' }),
    ).toBeVisible();
    await expect(p.getByRole('link', { name: 'Go to your classes' })).toHaveAttribute(
      'href',
      paths.classes,
    );
    await expect(p.getByRole('link', { name: 'All classes' })).toHaveAttribute(
      'href',
      paths.classes,
    );
    // A 404 is an answer: no retries, no Retry.
    await expect(p.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

const classFails = () =>
  http.get('/api/classes/:id', () => new HttpResponse(null, { status: 503 }));

/** The class could not be loaded (after two quiet retries): the error with Retry. */
export const LoadFailed: Story = {
  beforeEach: signedIn(classFails(), ...fakeAdminApi()),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    const alert = await p.findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent('This class could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(p.getByRole('link', { name: 'All classes' })).toBeVisible();
  },
};

/** Retry after the failure loads the class. (It ends on Filled's picture.) */
export const LoadRetried: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(classFails(), ...fakeAdminApi()),
  play: async ({ canvasElement, msw }) => {
    const p = page(canvasElement);
    await p.findByText('This class could not be loaded.', {}, { timeout: 15000 });
    msw.use(...fakeAdminApi());
    await userEvent.click(p.getByRole('button', { name: 'Retry' }));
    await ready(canvasElement);
    await rosterShown(canvasElement);
    await expect(p.queryByText('This class could not be loaded.')).toBeNull();
  },
};

/** No students yet: the two ways to add them, one button each. */
export const EmptyRoster: Story = {
  beforeEach: signedIn(...fakeAdminApi({ students: others })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(
      await p.findByRole('heading', { name: 'No students in Algebra I yet' }, slow),
    ).toBeVisible();
    await expect(await studentsTab(canvasElement, 0)).toBeVisible();
    await expect(p.getAllByRole('button', { name: 'New student' })).toHaveLength(1);
    await expect(p.getAllByRole('button', { name: 'Import CSV' })).toHaveLength(1);
    // Nothing to export.
    await expect(p.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};

/** The empty roster's Import CSV opens the import. (Its picture is RosterImport's.) */
export const EmptyRosterImport: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(...fakeAdminApi({ students: others })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(await p.findByRole('button', { name: 'Import CSV' }, slow));
    const dialog = await p.findByRole('dialog', { name: 'Import students into Algebra I' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(p.queryByRole('dialog')).toBeNull());
    await userEvent.click(p.getByRole('button', { name: 'New student' }));
    await expect(await p.findByRole('dialog', { name: 'New student' }, slow)).toBeVisible();
  },
};

/**
 * The second tab, from the URL: the class's assignments in the roster's pattern (search and New
 * in one row, the table or cards, paging), each with its work so far, its title opening its
 * marking; no class column on the class's own page.
 */
export const AssignmentsTab: Story = {
  parameters: { path: `${classUrl}?view=assignments` },
  beforeEach: signedIn(...fakeAdminApi({ work })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    const tab = p.getByRole('tab', { name: 'Assignments (12)' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(p.getByRole('tabpanel', { name: 'Assignments (12)' })).toBeVisible();
    const phone = isPhone(canvasElement);
    const list = await p.findByRole(phone ? 'list' : 'table', { name: 'Assignments' }, slow);
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    const rows = within(list)
      .getAllByRole(phone ? 'listitem' : 'row')
      .slice(phone ? 0 : 1);
    // Ten a page, the earliest due first: September to the polynomials quiz (11/17); the
    // Quadratics worksheet and the Unit 3 test on page 2.
    await expect(rows).toHaveLength(10);
    await expect(p.getByText(`1–10 of ${algebraAssignments.length}`)).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Fractions review' })).toHaveAttribute(
      'href',
      markingPath(fractions!.id),
    );
    const row = (title: string) =>
      rows.find((r) => within(r).queryByRole('link', { name: title }) !== null);
    await expect(row('Fractions review')).toHaveTextContent(
      '26/30 in · 20 marked6 to mark4 missing',
    );
    // Excused work is in no figure; an extension past today is not missing.
    await expect(row('Solving two-step equations')).toHaveTextContent(
      '27/30 in · 27 marked2 missing',
    );
    await expect(row('Quiz: adding and multiplying polynomials')).toHaveTextContent(
      '27/30 in · 19 marked8 to mark2 missing',
    );
    if (!phone)
      await expect(within(list).queryByRole('columnheader', { name: /Class/ })).toBeNull();
    // The tab names the list: its heading is there for screen readers, not drawn twice.
    const heading = p.getByRole('heading', { name: 'Assignments', level: 2 });
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // One toolbar row: the search, and New assignment at its end.
    const search = p.getByRole('searchbox', { name: 'Search assignments' });
    const add = p.getByRole('button', { name: 'New assignment' });
    if (!phone)
      await expect(Math.round(add.getBoundingClientRect().top)).toBeLessThanOrEqual(
        Math.round(search.getBoundingClientRect().bottom),
      );
    await expect(p.queryByRole('table', { name: 'Students' })).toBeNull();
  },
};

/** New assignment on the class's tab: the dialog opens with the class already chosen. */
export const AssignmentsTabNew: Story = {
  parameters: { path: `${classUrl}?view=assignments`, chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(...fakeAdminApi({ work })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    const add = await p.findByRole('button', { name: 'New assignment' }, slow);
    await userEvent.click(add);
    const dialog = await p.findByRole('dialog', { name: 'New assignment' }, slow);
    // Chosen once the classes to choose from have come.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Class' })).toHaveTextContent(
        'Algebra I',
      ),
    );
  },
};

/** The tabs change the URL, so Back and a shared link land on the same tab. (Pictured above.) */
export const TabsInTheUrl: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(...fakeAdminApi({ work })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(await p.findByRole('tab', { name: 'Assignments (12)' }, slow));
    await waitFor(() => expect(storyLocation()).toBe(`${classUrl}?view=assignments`));
    await expect(await p.findByRole('link', { name: fractions!.title }, slow)).toBeVisible();
    await userEvent.click(p.getByRole('tab', { name: 'Students (30)' }));
    await waitFor(() => expect(storyLocation()).toBe(classUrl));
    await rosterShown(canvasElement);
  },
};

/** The roster shown, then Delete on Amara Abbott's row: the question it opens. */
async function askToDeleteAbbott(root: HTMLElement) {
  await ready(root);
  await rosterShown(root);
  await rowAction(root, 'Delete', 'Amara Abbott');
  return page(root).findByRole('alertdialog', { name: 'Delete Amara Abbott?' });
}

/** Delete on a student's row asks first: their work goes with them, and it can be undone. */
export const DeleteStudentQuestion: Story = {
  beforeEach: signedIn(...fakeAdminApi({ work })),
  play: async ({ canvasElement }) => {
    const confirm = await askToDeleteAbbott(canvasElement);
    await expect(confirm).toHaveTextContent(
      'Their work and marks in this class go with them. You can undo this right after.',
    );
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Deleted: the row and the tab's count go at once, and the toast offers Undo. */
export const StudentDeleted: Story = {
  beforeEach: signedIn(...fakeAdminApi({ work })),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    const confirm = await askToDeleteAbbott(canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const toast = await p.findByText('Amara Abbott deleted.', {}, slow);
    await waitFor(() =>
      expect(
        p.queryByRole('button', { name: rowHandle(canvasElement, 'Amara Abbott') }),
      ).toBeNull(),
    );
    await expect(await studentsTab(canvasElement, 29)).toBeVisible();
    await expect(p.getByRole('button', { name: 'Undo' })).toBeVisible();
    // Stays for the screenshot.
    await userEvent.hover(toast);
  },
};

/** Undo brings the student back, with their work: the row and the count return. */
export const StudentDeleteUndone: Story = {
  beforeEach: signedIn(...fakeAdminApi({ work })),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    const confirm = await askToDeleteAbbott(canvasElement);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await p.findByText('Amara Abbott deleted.', {}, slow)).toBeVisible();
    await expect(await studentsTab(canvasElement, 29)).toBeVisible();
    await userEvent.click(p.getByRole('button', { name: 'Undo' }));
    const toast = await p.findByText('Amara Abbott is back.', {}, slow);
    await expect(
      await p.findByRole('button', { name: rowHandle(canvasElement, 'Amara Abbott') }, slow),
    ).toBeVisible();
    await expect(await studentsTab(canvasElement, 30)).toBeVisible();
    // Stays for the screenshot.
    await userEvent.hover(toast);
  },
};

/**
 * Export CSV downloads the whole roster (not only the page shown) as "Algebra I roster.csv",
 * with the column names the import reads. (The page is Filled's picture.)
 */
export const ExportCsv: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: signedIn(...fakeAdminApi({ work })),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rosterShown(canvasElement);
    const files: Blob[] = [];
    const downloads: string[] = [];
    const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:roster';
    });
    const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // The link is clicked, not followed: no download leaves the story.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    try {
      await userEvent.click(page(canvasElement).getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads).toEqual(['Algebra I roster.csv']));
      await expect(files).toHaveLength(1);
      await expect(files[0]!.type).toBe('text/csv;charset=utf-8');
      const lines = (await files[0]!.text()).split('\r\n');
      await expect(lines[0]).toBe('First name,Last name,Student number,Notes');
      // Every student of the 30, by last name: more than the page of ten shown.
      await expect(lines).toHaveLength(31);
      await expect(lines[1]).toBe('Amara,Abbott,S-1001,');
      await expect(lines).toContain('Kai,Okafor,S-1003,Needs large-print handouts.');
      await expect(revoke).toHaveBeenCalledWith('blob:roster');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  },
};

/** The export fails on the server: a toast says so, nothing is downloaded. */
export const ExportFailed: Story = {
  beforeEach: signedIn(
    // The export asks for the whole roster at once (no page: the first 50); the page shown
    // (page 1 of 50 a page) still loads.
    http.get('/api/students', ({ request }) =>
      new URL(request.url).searchParams.get('page') === null
        ? new HttpResponse(null, { status: 503 })
        : undefined,
    ),
    ...fakeAdminApi({ work }),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rosterShown(canvasElement);
    const create = spyOn(URL, 'createObjectURL');
    try {
      const p = page(canvasElement);
      await userEvent.click(p.getByRole('button', { name: 'Export CSV' }));
      const toast = await p.findByText(
        'The roster of Algebra I could not be exported. Please try again.',
        {},
        slow,
      );
      await waitFor(() => expect(p.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
      await expect(create).not.toHaveBeenCalled();
      // Stays for the screenshot.
      await userEvent.hover(toast);
    } finally {
      create.mockRestore();
    }
  },
};

/** Forty students, the most a class holds: adding and importing are off, and it says why. */
export const RosterFull: Story = {
  beforeEach: signedIn(
    ...fakeAdminApi({ students: [...others, ...build.roster(algebra, 40)], work }),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await rosterShown(canvasElement);
    const p = page(canvasElement);
    await expect(await studentsTab(canvasElement, 40)).toBeVisible();
    await expect(
      p.getByText(
        'This class has 40 students, the most a class can have. Remove a student to add another.',
      ),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'New student' })).toBeDisabled();
    await expect(p.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
    await expect(p.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};
