import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogModes, screenModes } from '../../../../.storybook/modes.ts';
import { MarkbookPage } from '../../../../src/features/admin/markbook/markbook-page';
import { markbookPath } from '../../../../src/shared/paths';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { markbookClass } from '../../../../src/testing/markbook-builders';
import { RouteStory, signedIn, slow } from '../../../support/route-story';
import { dialogNamed, isPhone, page, type Scope } from '../../../support/screen-play';

// Algebra I as the markbook's own stories have it: 30 students × 12 assignments, today
// 21 November; Worksheet 1 (20 points) has marks, late and handed-in work and missing work.
const data = markbookClass();
const { cls } = data;
const byName = [...data.students].sort(
  (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
);
const nameOf = (i: number) => `${byName[i]!.firstName} ${byName[i]!.lastName}`;
const quiz2 = data.assignments.find((a) => a.title === 'Quiz 2')!;
/** Whether the student's Quiz 2 already has a score (or is excused): a score leaves it as it is. */
const marked = (i: number) =>
  data.work.some(
    (w) =>
      w.assignmentId === quiz2.id &&
      w.studentId === byName[i]!.id &&
      (w.score !== null || w.excused === true),
  );
/** Two students whose Quiz 2 has no score yet and one whose has: 2 cells change, 1 stays. */
const chosen = [
  ...byName
    .map((_, i) => i)
    .filter((i) => !marked(i))
    .slice(0, 2),
  byName.findIndex((_, i) => marked(i)),
];

/** The Bulk action dialog, from the markbook's header (the stories' page: Algebra I). */
const meta = {
  title: 'Features/Admin/Markbook/BulkDialog',
  component: MarkbookPage,
  render: () => <RouteStory path={markbookPath(cls.id)} />,
  beforeEach: signedIn(...fakeAdminApi({ ...data })),
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...dialogModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof MarkbookPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openBulk(root: HTMLElement) {
  const p = page(root);
  await expect(
    await p.findByRole('heading', { name: 'Algebra I: markbook', level: 1 }, slow),
  ).toBeVisible();
  await userEvent.click(p.getByRole('button', { name: 'Bulk action' }));
  return dialogNamed(root, 'Bulk action');
}

/** Every student, a score for those not yet marked nor excused: what Apply will change. */
async function scoreForAll(dialog: Scope, score: string) {
  await userEvent.click(dialog.getByRole('checkbox', { name: 'All students' }));
  await userEvent.click(dialog.getByRole('radio', { name: 'Give a score' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Score (out of 20)' }), score);
}

/**
 * Three students chosen for Quiz 2 (10 points), "Give a score" with 8: the summary says that two
 * cells will change and one student's work stays as it is (already marked).
 */
export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBulk(canvasElement);
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Assignment' }),
      'Quiz 2 (out of 10)',
    );
    for (const i of chosen)
      await userEvent.click(dialog.getByRole('checkbox', { name: nameOf(i) }));
    await expect(dialog.getByRole('checkbox', { name: 'All students' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Give a score' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Score (out of 10)' }), '8');
    await expect(dialog.getByRole('status')).toHaveTextContent(
      '2 cells of Quiz 2 will change. 1 chosen student’s work stays as it is.',
    );
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/**
 * After Apply (every student's Worksheet 1 not yet marked gets 15): the cells show it at once,
 * and the toast says how many changed, with Undo. Phones: the first student's marks, opened.
 */
export const BulkUndo: Story = {
  parameters: { chromatic: { modes: { ...screenModes } } },
  play: async ({ canvasElement }) => {
    const dialog = await openBulk(canvasElement);
    const fifteens = () =>
      page(canvasElement).queryAllByRole('gridcell', { name: '15 (out of 20)' }).length;
    const before = fifteens();
    await scoreForAll(dialog, '15');
    const summary = dialog.getByRole('status').textContent ?? '';
    const changed = /^(\d+) cells/.exec(summary)?.[1];
    await expect(changed).toBeDefined();
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    const p = page(canvasElement);
    const toast = await p.findByText(`${changed} cells changed.`, {}, slow);
    await expect(p.getByRole('button', { name: 'Undo' })).toBeVisible();
    await waitFor(() => expect(p.queryByRole('dialog')).toBeNull());
    if (isPhone(canvasElement)) {
      await userEvent.click(p.getByRole('button', { name: new RegExp(`^${nameOf(0)}`) }));
      await expect(await p.findByRole('list', { name: `Marks of ${nameOf(0)}` })).toBeVisible();
      canvasElement.ownerDocument.defaultView!.scrollTo(0, 0);
    } else {
      // Rows outside the grid's scroll box may not be drawn: count the score where it is.
      await waitFor(() => expect(fifteens()).toBeGreaterThan(before));
    }
    // Stays for the screenshot.
    await userEvent.hover(toast);
  },
};
