import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onlyModes, screenModes } from '../../../../.storybook/modes.ts';
import { StudentPage } from '../../../../src/features/admin/report/student-page';
import { studentPath } from '../../../../src/shared/paths';
import { fakeAdminApi, type StoredWork } from '../../../../src/testing/fake-api';
import { holdForever } from '../../../../src/testing/hold';
import { markbookClass } from '../../../../src/testing/markbook-builders';
import { RouteStory, signedIn, slow, type WithMsw } from '../../../support/route-story';
import { expectErrorToast, isPhone, page } from '../../../support/screen-play';

// Algebra I (today 21 November): 12 assignments from September to December in Homework 30 %
// (lowest dropped), Quizzes 20 %, Tests 50 %; two terms; letters from A (90) to F.
const data = markbookClass();
const { cls, students, assignments } = data;
const TODAY = '2026-11-21';
const past = assignments.filter((a) => a.dueDate < TODAY);
const student = students[0]!;
const name = `${student.firstName} ${student.lastName}`;

const grading = (missingPolicy: 'zero' | 'leave_out' = 'zero') => ({
  [cls.id]: {
    missingPolicy,
    letterScale: [
      { letter: 'A', min: 90 },
      { letter: 'B', min: 80 },
      { letter: 'C', min: 70 },
      { letter: 'D', min: 60 },
      { letter: 'F', min: 0 },
    ],
  },
});

/** The class's work with the story's student's own replaced by `mine`. */
const withWork = (mine: StoredWork[]) => [
  ...data.work.filter((w) => w.studentId !== student.id),
  ...mine,
];
const marked = (i: number, score: number, comment = ''): StoredWork => ({
  assignmentId: past[i]!.id,
  studentId: student.id,
  handedIn: 'on_time',
  score: Math.min(score, past[i]!.maxPoints),
  comment,
});
/** Every piece due so far marked (two with comments), the next one handed in early. */
const allMarked = (): StoredWork[] => [
  ...past.map((a, i) =>
    marked(
      i,
      Math.round(a.maxPoints * (0.72 + ((i * 7) % 25) / 100)),
      i === 2
        ? 'Good method; show the units.'
        : i === past.length - 1
          ? 'Much neater this time.'
          : '',
    ),
  ),
  {
    assignmentId: assignments[past.length]!.id,
    studentId: student.id,
    handedIn: 'on_time',
    score: null,
    comment: '',
  },
];

const fake = (work: StoredWork[], missingPolicy: 'zero' | 'leave_out' = 'zero') =>
  fakeAdminApi({ ...data, work, grading: grading(missingPolicy) });

const meta = {
  title: 'Features/Admin/Report/StudentPage',
  component: StudentPage,
  render: (_, { parameters }) => (
    <RouteStory path={(parameters.path as string | undefined) ?? studentPath(cls.id, student.id)} />
  ),
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof StudentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { chromatic: { modes: onlyModes('light', 'dark') } };

async function ready(root: HTMLElement) {
  await expect(await page(root).findByRole('heading', { name, level: 1 }, slow)).toBeVisible();
}
const overall = (root: HTMLElement) => page(root).getByRole('region', { name: 'Overall grade' });

/** Everything due so far marked: the grade with its letter, each assignment, the working. */
export const Filled: Story = {
  parameters: desktop,
  beforeEach: signedIn(...fake(withWork(allMarked()))),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(p.queryByRole('region', { name: 'What is missing' })).toBeNull();
    await expect(overall(canvasElement)).toHaveTextContent(/Overall grade\d+\.\d% \([A-F]\)/);
    await expect(p.getByRole('combobox', { name: 'Totals for' })).toHaveDisplayValue(
      'The whole year',
    );
    const table = p.getByRole('table', { name: 'Assignments' });
    await expect(within(table).getAllByRole('row')).toHaveLength(assignments.length + 1);
    await expect(within(table).getByText('Good method; show the units.')).toBeVisible();
    const working = p.getByRole('region', { name: 'How this is worked out' });
    await expect(
      within(working).getByText('Percentages are rounded to one decimal place, halves up.'),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Print slip' })).toBeVisible();
  },
};

/** Two pieces missing, counted as zero: listed first, and in the working. */
export const WithMissing: Story = {
  beforeEach: signedIn(...fake(withWork(allMarked().filter((_, i) => i !== 1 && i !== 5)))),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const missing = page(canvasElement).getByRole('region', { name: 'What is missing' });
    await expect(within(missing).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(missing).getByText(new RegExp(`^${past[1]!.title},`))).toBeVisible();
    const working = page(canvasElement).getByRole('region', { name: 'How this is worked out' });
    await expect(within(working).getAllByText(/Missing: counts as zero/).length).toBeGreaterThan(0);
  },
};

/** One piece excused (left out) and one extended past today (not missing). */
export const ExcusedAndExtended: Story = {
  beforeEach: signedIn(
    ...fake(
      withWork([
        ...allMarked().filter((_, i) => i !== 2 && i !== 7),
        { ...marked(2, 0), handedIn: 'no', score: null, excused: true },
        { ...marked(7, 0), handedIn: 'no', score: null, dueDate: '2026-12-04' },
      ]),
    ),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(p.queryByRole('region', { name: 'What is missing' })).toBeNull();
    await expect(p.getAllByText('Excused').length).toBeGreaterThan(0);
    await expect(p.getAllByText('Extended to 12/4/26').length).toBeGreaterThan(0);
    const working = p.getByRole('region', { name: 'How this is worked out' });
    await expect(within(working).getByText(/Excused: left out/)).toBeVisible();
  },
};

/** Work handed in, nothing marked yet, missing work left out: no grade yet. */
export const NoMarks: Story = {
  beforeEach: signedIn(
    ...fake(withWork(past.map((_, i) => ({ ...marked(i, 0), score: null }))), 'leave_out'),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(overall(canvasElement)).toHaveTextContent('Overall grade—Nothing counts yet.');
    const working = page(canvasElement).getByRole('region', { name: 'How this is worked out' });
    await expect(within(working).getByText('Nothing counts yet.')).toBeVisible();
  },
};

/** On a phone: the assignments as a list. */
export const Phone: Story = {
  parameters: { chromatic: { modes: onlyModes('light phone', 'dark phone') } },
  beforeEach: signedIn(...fake(withWork(allMarked().filter((_, i) => i !== 1)))),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    if (isPhone(canvasElement))
      await expect(p.getByRole('list', { name: 'Assignments' })).toBeVisible();
    await expect(p.getByRole('region', { name: 'What is missing' })).toBeVisible();
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

/** Not on the class's roster (deleted, or a wrong link). */
export const NotFound: Story = {
  parameters: { path: studentPath(cls.id, 'a0000000-0000-4000-8000-0000000009ff') },
  beforeEach: signedIn(...fake(data.work)),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByRole('heading', { name: 'Student not found', level: 1 }, slow),
    ).toBeVisible();
    await expect(p.getByRole('link', { name: 'Go to your classes' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: signedIn(
    http.get('/api/markbook/:classId', () => new HttpResponse(null, { status: 503 })),
  ),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByText('This student could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const exportButton = (root: HTMLElement) =>
  page(root).getByRole('button', { name: 'Export record' });

let recordsAsked: string[] = [];
let letRecordGo: () => void = () => undefined;

/** Export record: the child's record is asked for, the button busy meanwhile, then ready again. */
export const RecordExported: Story = {
  beforeEach: (context: WithMsw) => {
    recordsAsked = [];
    const gate = new Promise<void>((resolve) => (letRecordGo = resolve));
    signedIn(
      // Notes and holds the request, then lets the fake answer it.
      http.get('/api/students/:id/record', async ({ params }) => {
        recordsAsked.push(String(params.id));
        await gate;
      }),
      ...fake(withWork(allMarked())),
    )(context);
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const button = exportButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(recordsAsked).toEqual([student.id]));
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    letRecordGo();
    await waitFor(() => expect(button).toBeEnabled(), slow);
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(page(canvasElement).queryByRole('alert')).toBeNull();
  },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** The record on its way: the button shows progress beside Print slip (wrapping on a phone). */
export const ExportingRecord: Story = {
  beforeEach: signedIn(
    http.get('/api/students/:id/record', () => holdForever()),
    ...fake(withWork(allMarked())),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(exportButton(canvasElement));
    await waitFor(() => expect(exportButton(canvasElement)).toBeDisabled());
    await expect(page(canvasElement).getByRole('button', { name: 'Print slip' })).toBeEnabled();
  },
};

/** The record could not be exported: a toast names the child, the button is ready again. */
export const ExportRecordFailed: Story = {
  beforeEach: signedIn(
    http.get('/api/students/:id/record', () => new HttpResponse(null, { status: 503 })),
    ...fake(withWork(allMarked())),
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(exportButton(canvasElement));
    await expectErrorToast(
      canvasElement,
      `The record of ${name} could not be exported. Please try again.`,
    );
    await expect(exportButton(canvasElement)).toBeEnabled();
  },
};
