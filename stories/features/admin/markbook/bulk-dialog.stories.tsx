import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogModes, screenModes } from '../../../../.storybook/modes.ts';
import { MarkbookPage } from '../../../../src/features/admin/markbook/markbook-page';
import { markbookPath } from '../../../../src/shared/paths';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { markbookClass } from '../../../../src/testing/markbook-builders';
import { RouteStory, signedIn, slow } from '../../../support/route-story';
import { dialogNamed, isPhone, page, type Scope } from '../../../support/screen-play';

// Algebra I of the fixture world: 30 students × 12 assignments, today 21 November; its first,
// Order of operations (20 points), is marked for all but one student, missing; its last quiz,
// Quiz: adding and multiplying polynomials (10 points, due 17 November), is partly marked.
const data = markbookClass();
const { cls } = data;
const byName = [...data.students].sort(
  (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
);
const nameOf = (i: number) => `${byName[i]!.firstName} ${byName[i]!.lastName}`;
const quiz = data.assignments.find((a) => a.title === 'Quiz: adding and multiplying polynomials')!;
/** Whether the student's quiz already has a score (or is excused): a score leaves it as it is. */
const marked = (i: number) =>
  data.work.some(
    (w) =>
      w.assignmentId === quiz.id &&
      w.studentId === byName[i]!.id &&
      (w.score !== null || w.excused === true),
  );
/**
 * Two students whose quiz has no score yet and one whose has (2 cells change, 1 stays), all in
 * the picture: from the first twelve by name, which the dialog's list shows in two columns, or
 * on phones, where the dialog has scrolled down to the summary, from the last ten.
 */
const chosen = (phone: boolean) => {
  const shown = byName.map((_, i) => i).slice(phone ? -10 : 0, phone ? undefined : 12);
  return [...shown.filter((i) => !marked(i)).slice(0, 2), shown.find((i) => marked(i))!];
};

/** Whether an element is wholly within the window and every box that scrolls it. */
function inView(element: Element) {
  const at = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView!;
  if (at.top < 0 || at.bottom > view.innerHeight) return false;
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight <= box.clientHeight) continue;
    const { top, bottom } = box.getBoundingClientRect();
    if (at.top < top || at.bottom > bottom) return false;
  }
  return true;
}

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
 * Three students chosen for the polynomials quiz (10 points), "Give a score" with 8: the summary
 * says that two cells will change and one student's work stays as it is (already marked); the
 * three ticked are in the picture.
 */
export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBulk(canvasElement);
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Assignment' }),
      `${quiz.title} (out of 10)`,
    );
    const ticked = chosen(isPhone(canvasElement)).map((i) =>
      dialog.getByRole('checkbox', { name: nameOf(i) }),
    );
    for (const box of ticked) await userEvent.click(box);
    await expect(dialog.getByRole('checkbox', { name: 'All students' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Give a score' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Score (out of 10)' }), '8');
    await expect(dialog.getByRole('status')).toHaveTextContent(
      `2 cells of ${quiz.title} will change. 1 chosen student’s work stays as it is.`,
    );
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expect(dialog.getByText('Students (3 chosen)')).toBeVisible();
    for (const box of ticked) {
      await expect(box).toBeChecked();
      await waitFor(() => expect(inView(box)).toBe(true));
    }
  },
};

/**
 * After Apply (every student's Fractions review not yet marked gets 15: the six handed in and the
 * four missing): the cells show it at once,
 * and the toast says how many changed, with Undo. Phones: the first student's marks, opened.
 */
export const BulkUndo: Story = {
  parameters: { chromatic: { modes: { ...screenModes } } },
  play: async ({ canvasElement }) => {
    const dialog = await openBulk(canvasElement);
    const fifteens = () =>
      page(canvasElement).queryAllByRole('gridcell', { name: '15 (out of 20)' }).length;
    const before = fifteens();
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Assignment' }),
      'Fractions review (out of 20)',
    );
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
