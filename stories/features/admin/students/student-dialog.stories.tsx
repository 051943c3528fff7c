import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogModes } from '../../../../.storybook/modes.ts';
import { StudentDialog } from '../../../../src/features/admin/students/student-dialog';
import { draftScope } from '../../../../src/shared/resource/define';
import { studentResource } from '../../../../src/shared/resources/students';
import { STUDENT_NUMBER_MESSAGE, rosterFullMessage } from '../../../../src/shared/schemas/students';
import { messages } from '../../../../src/shared/validation/messages';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import type { WithMsw } from '../../../support/route-story';
import { expectFieldError } from '../../../support/play';
import { dialogNamed, page, type Scope } from '../../../support/screen-play';
import { withQueries } from '../../../support/with-queries';

const algebra = build.classes()[0]!;
const kai = build.students().find((s) => s.firstName === 'Kai' && s.lastName === 'Okafor')!;

/** Add a student to a class's roster, or edit one; the class page's roster opens it. */
const meta = {
  title: 'Features/Admin/Students/StudentDialog',
  component: StudentDialog,
  args: {
    parentId: algebra.id,
    scope: draftScope(studentResource, algebra.id),
    onClose: fn(),
  },
  decorators: [withQueries],
  beforeEach: ({ msw }: WithMsw) => void msw.use(...fakeAdminApi()),
  parameters: { layout: 'fullscreen', chromatic: { modes: dialogModes } },
  // Every story is an open modal dialog: a docs page would stack them all.
  tags: ['!autodocs'],
} satisfies Meta<typeof StudentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (dialog: Scope, name: string) => dialog.getByRole('textbox', { name });

/** Types (short texts) or pastes (long ones) into a field, as a person would. */
async function enter(dialog: Scope, name: string, text: string) {
  const box = field(dialog, name);
  await userEvent.click(box);
  if (text.length > 40) await userEvent.paste(text);
  else await userEvent.type(box, text);
}

/** A new student: empty, focus in First name; the number and the notes say what they are for. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'New student');
    await waitFor(() => expect(field(dialog, 'First name')).toHaveFocus());
    await expect(field(dialog, 'Student number')).toHaveAccessibleDescription(
      'Optional, such as S-1042',
    );
    await expect(field(dialog, 'Notes')).toHaveAccessibleDescription(
      /Only what you need to teach them well\s*0 \/ 500/,
    );
    await expect(dialog.getByRole('button', { name: 'Add student' })).toBeEnabled();
  },
};

/** Editing: the student's values, the notes counted. */
export const Edit: Story = {
  args: { editing: kai },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Edit Kai Okafor');
    await expect(field(dialog, 'First name')).toHaveValue('Kai');
    await expect(field(dialog, 'Last name')).toHaveValue('Okafor');
    await expect(field(dialog, 'Student number')).toHaveValue('S-1003');
    await expect(field(dialog, 'Notes')).toHaveValue('Needs large-print handouts.');
    await expect(field(dialog, 'Notes')).toHaveAccessibleDescription(/27 \/ 500/);
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** Every rule at once, in the catalogue's words: required, too long, the number's pattern. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'New student');
    await enter(dialog, 'Last name', 'L'.repeat(61));
    await enter(dialog, 'Student number', 'S 1042!');
    await enter(dialog, 'Notes', 'n'.repeat(501));
    await userEvent.click(dialog.getByRole('button', { name: 'Add student' }));
    await expectFieldError(field(dialog, 'First name'), messages.required());
    await waitFor(() => expect(field(dialog, 'First name')).toHaveFocus());
    await expectFieldError(field(dialog, 'Last name'), messages.maxLength(60));
    await expectFieldError(field(dialog, 'Student number'), STUDENT_NUMBER_MESSAGE);
    await expectFieldError(field(dialog, 'Notes'), messages.maxLength(500));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Added: the dialog closes and a toast names the student. (Pictured on the class page.) */
export const Added: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'New student');
    await enter(dialog, 'First name', 'Ada');
    await enter(dialog, 'Last name', 'Lovelace');
    await enter(dialog, 'Student number', 'S-1815');
    await userEvent.click(dialog.getByRole('button', { name: 'Add student' }));
    await expect(
      await page(canvasElement).findByText('Ada Lovelace added to the roster.'),
    ).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The roster filled up in another tab: the server's 409 at the top, what was typed kept. */
export const RosterFull: Story = {
  beforeEach: ({ msw }: WithMsw) =>
    void msw.use(
      http.post('/api/students', () =>
        HttpResponse.json({ error: 'roster_full', message: rosterFullMessage(0) }, { status: 409 }),
      ),
    ),
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'New student');
    await enter(dialog, 'First name', 'Ada');
    await enter(dialog, 'Last name', 'Lovelace');
    await userEvent.click(dialog.getByRole('button', { name: 'Add student' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(rosterFullMessage(0));
    await expect(field(dialog, 'First name')).toHaveValue('Ada');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
