import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenModes } from '../../../../.storybook/modes.ts';
import { GradingPeriods } from '../../../../src/features/admin/periods/periods';
import { paths } from '../../../../src/shared/paths';
import type { GradingCategory } from '../../../../src/shared/resources/categories';
import type { GradingPeriod } from '../../../../src/shared/resources/periods';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { expectFieldError } from '../../../support/play';
import { RouteStory, signedIn, slow } from '../../../support/route-story';
import { dialogNamed, isPhone, page, screenReady, typeDate } from '../../../support/screen-play';

const algebra = build.classes()[0]!;
const biology = build.classes()[1]!;
/**
 * The fixture world's periods (Algebra I's autumn term, 9/1/26 – 10/31/26, and winter term,
 * 11/1/26 – 1/29/27) and categories, and one period of another class that Algebra I's list must
 * not show.
 */
const periods: GradingPeriod[] = [
  ...build.periods(),
  {
    id: 'e0000000-0000-4000-8000-000000000003',
    classId: biology.id,
    name: 'Autumn',
    starts: '2026-09-01',
    ends: '2026-12-18',
  },
];
const categories: GradingCategory[] = build.categories();

/**
 * A class's grading periods, on the class page's Grading tab under its categories: the
 * markbook's second entity on the kit (ADR 025). Both dates lie within the class's term. What
 * every list does (no match, past the last page, failed, offline, delete with Undo) is pictured
 * once, in the kit's own stories (Features/Admin/Entity).
 */
const meta = {
  title: 'Features/Admin/Periods/GradingPeriods',
  component: GradingPeriods,
  render: () => <RouteStory path={`${paths.classes}/${algebra.id}?view=grading`} />,
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof GradingPeriods>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = async (root: HTMLElement) => {
  await screenReady(root, 'Algebra I');
  const list = await page(root).findByRole(
    isPhone(root) ? 'list' : 'table',
    { name: 'Grading periods' },
    slow,
  );
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list);
};

const openNew = async (root: HTMLElement) => {
  await shown(root);
  await userEvent.click(page(root).getByRole('button', { name: 'New grading period' }));
  return dialogNamed(root, 'New grading period');
};

/** Algebra I's two terms by start date, under its categories. */
export const Filled: Story = {
  args: { cls: algebra },
  beforeEach: signedIn(...fakeAdminApi({ categories, periods })),
  play: async ({ canvasElement }) => {
    const list = await shown(canvasElement);
    await expect(
      await page(canvasElement).findByRole(
        isPhone(canvasElement) ? 'list' : 'table',
        { name: 'Grading categories' },
        slow,
      ),
    ).toBeVisible();
    const names = list.getAllByText(/ term$/).map((el) => el.textContent);
    await expect(names).toEqual(['Autumn term', 'Winter term']);
    await expect(list.queryByText('Autumn')).toBeNull();
  },
};

/** None yet: what periods are for, and the way to add one; the categories keep their own. */
export const Empty: Story = {
  args: { cls: algebra },
  beforeEach: signedIn(...fakeAdminApi({ categories, periods: [] })),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByRole('heading', { name: 'No grading periods in Algebra I yet' }, slow),
    ).toBeVisible();
    await expect(p.getAllByRole('button', { name: 'New grading period' })).toHaveLength(1);
    await expect(p.getByRole('button', { name: 'New category' })).toBeVisible();
  },
};

/** A new period saved: its toast, and it is on the list in date order. */
export const Added: Story = {
  args: { cls: algebra },
  beforeEach: signedIn(...fakeAdminApi({ categories, periods: periods.slice(1) })),
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Autumn term');
    const starts = dialog.getByRole('group', { name: 'Starts' });
    await expect(starts).toHaveAccessibleDescription('Within the class’s term, 9/1/26 – 1/29/27');
    await typeDate(canvasElement, 'Starts', '09012026');
    await typeDate(canvasElement, 'Ends', '10312026');
    await userEvent.click(dialog.getByRole('button', { name: 'Add grading period' }));
    const p = page(canvasElement);
    await expect(await p.findByText('Autumn term added.', {}, slow)).toBeVisible();
    const list = await shown(canvasElement);
    await waitFor(() =>
      expect(list.getAllByText(/ term$/).map((el) => el.textContent)).toEqual([
        'Autumn term',
        'Winter term',
      ]),
    );
  },
};

/**
 * Dates outside the class's term are refused on their fields, in the reader's date format, as
 * an end before the start would be; nothing is saved and nothing typed is lost.
 */
export const Refused: Story = {
  args: { cls: algebra },
  beforeEach: signedIn(...fakeAdminApi({ categories, periods })),
  play: async ({ canvasElement }) => {
    const dialog = await openNew(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Summer school');
    await typeDate(canvasElement, 'Starts', '08242026');
    await typeDate(canvasElement, 'Ends', '02052027');
    await userEvent.click(dialog.getByRole('button', { name: 'Add grading period' }));
    await expectFieldError(
      dialog.getByRole('group', { name: 'Starts' }),
      'Please enter a date greater than or equal to 9/1/26.',
    );
    await expectFieldError(
      dialog.getByRole('group', { name: 'Ends' }),
      'Please enter a date less than or equal to 1/29/27.',
    );
    await expect(name).toHaveValue('Summer school');
  },
};
