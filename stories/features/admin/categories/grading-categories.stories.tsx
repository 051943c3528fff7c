import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenModes } from '../../../../.storybook/modes.ts';
import { GradingCategories } from '../../../../src/features/admin/categories/categories';
import { paths } from '../../../../src/shared/paths';
import type { GradingCategory } from '../../../../src/shared/resources/categories';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { RouteStory, signedIn, slow } from '../../../support/route-story';
import { dialogNamed, isPhone, page, screenReady } from '../../../support/screen-play';

const algebra = build.classes()[0]!;
const biology = build.classes()[1]!;
/**
 * The fixture world's categories (Algebra I: Homework 30 %, its lowest mark dropped; Quizzes
 * 20 %; Tests 50 %), and one of another class that Algebra I's list must not show.
 */
const categories: GradingCategory[] = [
  ...build.categories(),
  {
    id: 'c0000000-0000-4000-8000-000000000004',
    classId: biology.id,
    name: 'Labs',
    weight: 100,
    dropLowest: 0,
  },
];

/**
 * A class's grading categories, the class page's Grading tab: the markbook's first entity, made
 * on the kit alone (ADR 025). What every list does (no match, past the last page, failed,
 * offline, delete with Undo) is pictured once, in the kit's own stories (Features/Admin/Entity).
 */
const meta = {
  title: 'Features/Admin/Categories/GradingCategories',
  component: GradingCategories,
  render: () => <RouteStory path={`${paths.classes}/${algebra.id}?view=grading`} />,
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof GradingCategories>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = async (root: HTMLElement) => {
  await screenReady(root, 'Algebra I');
  const list = await page(root).findByRole(
    isPhone(root) ? 'list' : 'table',
    { name: 'Grading categories' },
    slow,
  );
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list);
};

/** Three categories of Algebra I by name, each with its weight and what it drops. */
export const Filled: Story = {
  args: { cls: algebra },
  beforeEach: signedIn(...fakeAdminApi({ categories })),
  play: async ({ canvasElement }) => {
    const list = await shown(canvasElement);
    await expect(page(canvasElement).getByRole('tab', { name: 'Grading' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(list.getByText('Homework')).toBeVisible();
    await expect(list.getByText('Drops the lowest 1')).toBeVisible();
    await expect(list.queryByText('Labs')).toBeNull();
  },
};

/** None yet: what categories are for, and the way to add one. */
export const Empty: Story = {
  args: { cls: algebra },
  beforeEach: signedIn(...fakeAdminApi({ categories: [] })),
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await expect(
      await p.findByRole('heading', { name: 'No grading categories in Algebra I yet' }, slow),
    ).toBeVisible();
    await expect(p.getAllByRole('button', { name: 'New category' })).toHaveLength(1);
  },
};

/** A new category saved: its toast, and it is on the list with its weight. */
export const Added: Story = {
  args: { cls: algebra },
  beforeEach: signedIn(...fakeAdminApi({ categories })),
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'New category' }));
    const dialog = await dialogNamed(canvasElement, 'New category');
    await userEvent.type(dialog.getByLabelText(/^Name/, { selector: 'input' }), 'Projects');
    await userEvent.type(dialog.getByLabelText(/^Weight/, { selector: 'input' }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Add category' }));
    await expect(await p.findByText('Projects added.', {}, slow)).toBeVisible();
    const list = await shown(canvasElement);
    await expect(await list.findByText('Projects', {}, slow)).toBeVisible();
  },
};

/** A name the class already has (any case) is refused on its field; nothing typed is lost. */
export const NameTaken: Story = {
  args: { cls: algebra },
  beforeEach: signedIn(...fakeAdminApi({ categories })),
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'New category' }));
    const dialog = await dialogNamed(canvasElement, 'New category');
    const name = dialog.getByLabelText(/^Name/, { selector: 'input' });
    await userEvent.type(name, 'homework');
    await userEvent.type(dialog.getByLabelText(/^Weight/, { selector: 'input' }), '101');
    await userEvent.click(dialog.getByRole('button', { name: 'Add category' }));
    await expect(
      await dialog.findByText('Please enter a value less than or equal to 100.', {}, slow),
    ).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Weight/, { selector: 'input' }));
    await userEvent.type(dialog.getByLabelText(/^Weight/, { selector: 'input' }), '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Add category' }));
    await expect(
      await dialog.findByText('This class already has a category called homework.', {}, slow),
    ).toBeVisible();
    await expect(name).toHaveValue('homework');
  },
};
