import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AssignmentDialog } from '../../../../src/features/admin/assignments/assignment-dialog';
import { OFFLINE_MESSAGE } from '../../../../src/lib/api/submit-errors';
import { draftScope } from '../../../../src/shared/resource/define';
import { assignmentResource } from '../../../../src/shared/resources/assignments';
import type { GradingCategory } from '../../../../src/shared/resources/categories';
import { CATEGORY_NOT_IN_CLASS } from '../../../../src/shared/schemas/assignments';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { holdForever } from '../../../../src/testing/hold';
import { expectFieldError } from '../../../support/play';
import { dialogNamed, page, type Scope } from '../../../support/screen-play';
import { dialogModes } from '../../../../.storybook/modes.ts';
import { withQueries } from '../../../support/with-queries';

const labReport = build.assignments()[1]!;
const fractions = build.assignments()[0]!;
/** Algebra I's grading categories (Fractions review is one of its homework). */
const categories: GradingCategory[] = build.categories();

/**
 * Create or edit an assignment; the assignments page opens it (its stories show it in the page).
 * It lists the teacher's classes (from the fake API) for the Class field.
 */
const meta = {
  title: 'Features/Admin/Assignments/AssignmentDialog',
  component: AssignmentDialog,
  args: { scope: draftScope(assignmentResource), onClose: fn() },
  decorators: [withQueries],
  parameters: { layout: 'fullscreen', chromatic: { modes: dialogModes } },
  // Every story is an open modal dialog: a docs page would stack them all.
  tags: ['!autodocs'],
  beforeEach({ msw }) {
    msw.use(...fakeAdminApi());
  },
} satisfies Meta<typeof AssignmentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = 'Save changes';

/** The edit dialog of "Lab report: density", once its class list has loaded. */
async function editLabReport(root: HTMLElement): Promise<Scope> {
  const dialog = await dialogNamed(root, `Edit ${labReport.title}`);
  await waitFor(() =>
    expect(dialog.getByRole('combobox', { name: /^Class/ })).toHaveTextContent(labReport.className),
  );
  return dialog;
}

/** A new assignment: empty, focus in Title, the classes listed. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'New assignment');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    await waitFor(() => expect(dialog.queryByText('Loading your classes…')).toBeNull());
    await expect(dialog.getByRole('button', { name: 'Create assignment' })).toBeEnabled();
    // No class chosen, no categories to choose from.
    const category = dialog.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveAttribute('aria-disabled', 'true');
    await expect(category).toHaveAccessibleDescription('Choose the class first');
  },
};

/** Saving an edit that never answers: Save shows progress, Cancel could stop it. */
export const Submitting: Story = {
  args: { editing: labReport },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/assignments/:id', async () => {
        await holdForever();
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await editLabReport(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: saveButton }));
    await waitFor(() => expect(dialog.getByRole('button', { name: saveButton })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The class was deleted in another tab: the server's 400 names the Class field. */
export const RejectedByServer: Story = {
  args: { editing: labReport },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/assignments/:id', () =>
        HttpResponse.json(
          {
            error: 'validation',
            message: 'Some fields need attention.',
            fields: { classId: 'Choose one of your classes.' },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await editLabReport(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: saveButton }));
    await expectFieldError(
      dialog.getByRole('combobox', { name: /^Class/ }),
      'Choose one of your classes.',
    );
  },
};

/** Offline: the error toast shows in the dialog; the dialog stays with every value. */
export const Offline: Story = {
  args: { editing: labReport },
  beforeEach({ msw }) {
    msw.use(http.put('/api/assignments/:id', () => HttpResponse.error()));
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await editLabReport(canvasElement);
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, ' (revised)');
    await userEvent.click(dialog.getByRole('button', { name: saveButton }));
    const toast = await dialog.findByRole('alert');
    await expect(toast).toHaveTextContent(OFFLINE_MESSAGE);
    await expect(page(canvasElement).getByRole('alert')).toBe(toast);
    await expect(title).toHaveValue('Lab report: density (revised)');
    await expect(args.onClose).not.toHaveBeenCalled();
    // Stays for the screenshot.
    await userEvent.hover(toast);
  },
};

/** The class's grading categories to choose from, None first, the assignment's chosen. */
export const CategoryChoices: Story = {
  args: { editing: fractions },
  beforeEach({ msw }) {
    msw.use(...fakeAdminApi({ categories }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, `Edit ${fractions.title}`);
    const category = dialog.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).not.toHaveAttribute('aria-disabled'));
    await expect(category).toHaveAccessibleDescription(
      'Optional: the group it counts in for the overall grade',
    );
    await userEvent.click(category);
    const options = await page(canvasElement).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'None',
      'Homework (30 %)',
      'Quizzes (20 %)',
      'Tests (50 %)',
    ]);
    // Fractions review counts in Homework.
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A class with no categories: the field is off, and says where they are made. */
export const NoCategories: Story = {
  args: { editing: labReport },
  beforeEach({ msw }) {
    msw.use(...fakeAdminApi({ categories }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await editLabReport(canvasElement);
    const category = dialog.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(category).toHaveAccessibleDescription(
        'This class has no grading categories yet: add them on its Grading tab',
      ),
    );
    await expect(category).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The category was deleted in another tab: the server's 400 names the Category field. */
export const CategoryRefused: Story = {
  args: { editing: fractions },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/assignments/:id', () =>
        HttpResponse.json(
          {
            error: 'validation',
            message: 'Some fields need attention.',
            fields: { categoryId: CATEGORY_NOT_IN_CLASS },
          },
          { status: 400 },
        ),
      ),
      ...fakeAdminApi({ categories }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, `Edit ${fractions.title}`);
    const category = dialog.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(category);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Tests (50 %)' }));
    await expect(category).toHaveTextContent('Tests (50 %)');
    await userEvent.click(dialog.getByRole('button', { name: saveButton }));
    await expectFieldError(category, CATEGORY_NOT_IN_CLASS);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
