import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogModes } from '../../../../.storybook/modes.ts';
import { RosterImport } from '../../../../src/features/admin/students/roster-import';
import { OFFLINE_MESSAGE } from '../../../../src/lib/api/submit-errors';
import { CLASS_NOT_YOURS } from '../../../../src/shared/schemas/classes';
import {
  STUDENT_NUMBER_MESSAGE,
  duplicateNumber,
  importProblemsMessage,
} from '../../../../src/shared/schemas/students';
import { paths } from '../../../../src/shared/paths';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { RouteStory, slow, withSignedInFlag, type WithMsw } from '../../../support/route-story';
import { dialogNamed, page, type Scope } from '../../../support/screen-play';
import { withQueries } from '../../../support/with-queries';
import { api } from '../../../../src/testing/handlers';

const algebra = build.classes()[0]!;
const others = build.students().filter((s) => s.classId !== algebra.id);

/** Three new students, as a spreadsheet saves them (Emmy has no number). */
const READY = [
  'First name,Last name,Student number,Notes',
  'Mary,Somerville,S-1780,',
  'Emmy,Noether,,Left-handed.',
  'Alan,Turing,S-1912,',
].join('\n');

/** Algebra I's roster import (28 students on it): the class page opens it from Import CSV. */
const meta = {
  title: 'Features/Admin/Students/RosterImport',
  component: RosterImport,
  args: { cls: algebra, onClose: fn() },
  decorators: [withQueries],
  beforeEach: ({ msw }: WithMsw) => void msw.use(...fakeAdminApi()),
  parameters: { layout: 'fullscreen', chromatic: { modes: dialogModes } },
  // Every story is an open modal dialog: a docs page would stack them all.
  tags: ['!autodocs'],
} satisfies Meta<typeof RosterImport>;
export default meta;
type Story = StoryObj<typeof meta>;

const importDialog = (root: HTMLElement) => dialogNamed(root, 'Import students into Algebra I');
const csvField = (dialog: Scope) => dialog.getByRole('textbox', { name: 'Roster as CSV' });

/** Pastes `text` into the roster field, as from a spreadsheet. */
async function paste(dialog: Scope, text: string) {
  await userEvent.click(csvField(dialog));
  await userEvent.paste(text);
}

/** The preview's row for the file's line `line` (the column names are line 1). */
function previewRow(dialog: Scope, line: number) {
  const table = dialog.getByRole('table', { name: 'Preview' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(line));
  if (!row) throw new Error(`No preview row for line ${line}`);
  return row;
}

/** Opened: what to paste, an example as the placeholder; nothing to import yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await expect(csvField(dialog)).toHaveValue('');
    await expect(csvField(dialog).getAttribute('placeholder')).toContain(
      'First name,Last name,Student number,Notes',
    );
    await expect(dialog.getByRole('button', { name: 'Choose a CSV file' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(dialog.queryByRole('table', { name: 'Preview' })).toBeNull();
  },
};

/**
 * Four rows of five with problems, each on its row: a missing last name, a number with a space,
 * a number already on the roster (any case), a number given twice. Import stays off.
 */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await paste(
      dialog,
      [
        'First name,Last name,Student number',
        'Mary,Somerville,S-1780',
        'Emmy,,S-1781',
        'Alan,Turing,S 1912',
        'Ada,Lovelace,s-1001',
        'Grace,Hopper,S-1780',
      ].join('\n'),
    );
    await expect(
      await dialog.findByText('4 of 5 rows need attention: correct them above, then import.'),
    ).toBeVisible();
    await expect(previewRow(dialog, 2)).toHaveTextContent('Ready');
    await expect(previewRow(dialog, 3)).toHaveTextContent('Last name: This field is required.');
    await expect(previewRow(dialog, 4)).toHaveTextContent(
      `Student number: ${STUDENT_NUMBER_MESSAGE}`,
    );
    await expect(previewRow(dialog, 5)).toHaveTextContent(
      `Student number: ${duplicateNumber('s-1001')}`,
    );
    await expect(previewRow(dialog, 6)).toHaveTextContent(
      `Student number: ${duplicateNumber('S-1780')}`,
    );
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/**
 * Three students ready; Import saves them: a toast, the dialog closes, and the class page's
 * roster has 31.
 */
export const Ready: Story = {
  render: () => <RouteStory path={`${paths.classes}/${algebra.id}`} />,
  beforeEach: ({ msw }: WithMsw) => {
    withSignedInFlag();
    msw.use(api.me.signedIn(), ...fakeAdminApi());
  },
  play: async ({ canvasElement }) => {
    const p = page(canvasElement);
    await userEvent.click(await p.findByRole('button', { name: 'Import CSV' }, slow));
    const dialog = await importDialog(canvasElement);
    await paste(dialog, READY);
    await expect(await dialog.findByText('3 students ready to import.')).toBeVisible();
    await expect(previewRow(dialog, 3)).toHaveTextContent(/^3Emmy ?Noether—Ready$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Import 3 students' }));
    const toast = await p.findByText('3 students imported into Algebra I.', {}, slow);
    await waitFor(() => expect(p.queryByRole('dialog')).toBeNull());
    await expect(await p.findByRole('tab', { name: 'Students (31)' }, slow)).toBeVisible();
    await expect(await p.findByText('1–10 of 31', {}, slow)).toBeVisible();
    // Stays for the screenshot.
    await userEvent.hover(toast);
  },
};

/**
 * The server refuses a row the preview passed (S-1912 was added in another tab meanwhile): its
 * message on that row, the text kept, Import off until it is corrected.
 */
export const ServerRefused: Story = {
  beforeEach: ({ msw }: WithMsw) =>
    void msw.use(
      http.post('/api/students/import', () =>
        HttpResponse.json(
          {
            error: 'validation',
            message: importProblemsMessage(1, 3),
            rows: [{ row: 2, fields: { studentNumber: duplicateNumber('S-1912') } }],
          },
          { status: 400 },
        ),
      ),
      ...fakeAdminApi(),
    ),
  play: async ({ canvasElement, args }) => {
    const dialog = await importDialog(canvasElement);
    await paste(dialog, READY);
    await userEvent.click(await dialog.findByRole('button', { name: 'Import 3 students' }));
    await expect(
      await dialog.findByText('1 of 3 rows needs attention: correct them above, then import.'),
    ).toBeVisible();
    await expect(previewRow(dialog, 4)).toHaveTextContent(
      `Student number: ${duplicateNumber('S-1912')}`,
    );
    await expect(previewRow(dialog, 2)).toHaveTextContent('Ready');
    await expect(csvField(dialog)).toHaveValue(READY);
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Offline: a toast says so; the dialog stays with the text, ready to import again. */
export const Offline: Story = {
  beforeEach: ({ msw }: WithMsw) =>
    void msw.use(
      http.post('/api/students/import', () => HttpResponse.error()),
      ...fakeAdminApi(),
    ),
  play: async ({ canvasElement, args }) => {
    const dialog = await importDialog(canvasElement);
    await paste(dialog, READY);
    await userEvent.click(await dialog.findByRole('button', { name: 'Import 3 students' }));
    const toast = await page(canvasElement).findByText(OFFLINE_MESSAGE, {}, slow);
    await expect(csvField(dialog)).toHaveValue(READY);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Import 3 students' })).toBeEnabled(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    // Stays for the screenshot.
    await userEvent.hover(toast);
  },
};

/**
 * The class was deleted in another tab: the server refuses the import as a whole, and its
 * message shows in the dialog (it showed nothing before), the text kept.
 */
export const ClassGone: Story = {
  beforeEach: ({ msw }: WithMsw) =>
    void msw.use(
      http.post('/api/students/import', () =>
        HttpResponse.json(
          {
            error: 'validation',
            message: 'Some fields need attention.',
            fields: { classId: CLASS_NOT_YOURS },
          },
          { status: 400 },
        ),
      ),
      ...fakeAdminApi(),
    ),
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await paste(dialog, READY);
    await userEvent.click(await dialog.findByRole('button', { name: 'Import 3 students' }));
    await expect(await dialog.findByText(CLASS_NOT_YOURS)).toBeVisible();
    await expect(csvField(dialog)).toHaveValue(READY);
  },
};

/**
 * A first line that names no columns Lectern knows (here, a student): the teacher is asked which
 * column is which, each column with its first rows as examples; no preview until both names are.
 */
export const HeaderProblem: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await paste(dialog, 'Ada,Lovelace,S-1815\nAlan,Turing,S-1912');
    await expect(
      await dialog.findByText(
        /Lectern does not know these column names \(“Ada”, “Lovelace”, “S-1815”\)/,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Match the columns' })).toBeVisible();
    await expect(dialog.queryByRole('table', { name: 'Preview' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** 38 students on the roster and three to import: there is room for two. */
export const TooMany: Story = {
  args: { cls: { ...algebra, students: 38 } },
  beforeEach: ({ msw }: WithMsw) =>
    void msw.use(...fakeAdminApi({ students: [...others, ...build.roster(algebra, 38)] })),
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await paste(dialog, READY);
    await expect(
      await dialog.findByText('This class has room for 2 more students (40 at most).'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** A CSV file chosen (semicolons, as some spreadsheets save): its text in the field, previewed. */
export const FromFile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    const text = 'Surname;Forename;ID\nSomerville;Mary;S-1780\nNoether;Emmy;\n';
    await userEvent.upload(
      dialog.getByLabelText('CSV file'),
      new File([text], 'roster.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(csvField(dialog)).toHaveValue(text));
    await expect(await dialog.findByText('2 students ready to import.')).toBeVisible();
    await expect(previewRow(dialog, 2)).toHaveTextContent(/^2Mary ?SomervilleS-1780Ready$/);
    await expect(dialog.getByRole('button', { name: 'Import 2 students' })).toBeEnabled();
  },
};

/** A file too big for a roster is not read: it says so. */
export const FileTooBig: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await userEvent.upload(
      dialog.getByLabelText('CSV file'),
      new File(['x'.repeat(300 * 1024)], 'everyone.csv', { type: 'text/csv' }),
    );
    await expect(
      await dialog.findByText('This file is too big for a roster (at most 256 KB).'),
    ).toBeVisible();
    await expect(csvField(dialog)).toHaveValue('');
  },
};
