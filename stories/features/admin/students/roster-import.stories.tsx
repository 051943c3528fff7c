import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { strToU8, zipSync } from 'fflate';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogModes } from '../../../../.storybook/modes.ts';
import { RosterImport } from '../../../../src/features/admin/students/roster-import';
import { OFFLINE_MESSAGE } from '../../../../src/lib/api/submit-errors';
import { CLASS_NOT_YOURS } from '../../../../src/shared/schemas/classes';
import {
  STUDENT_NUMBER_MESSAGE,
  duplicateNumber,
  importProblemsMessage,
  numberOfAnother,
  numberTwice,
} from '../../../../src/shared/schemas/students';
import { paths } from '../../../../src/shared/paths';
import type { Student } from '../../../../src/shared/api-types/students';
import { build } from '../../../../src/testing/builders';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { RouteStory, slow, withSignedInFlag, type WithMsw } from '../../../support/route-story';
import { dialogNamed, page, type Scope } from '../../../support/screen-play';
import { withQueries } from '../../../support/with-queries';
import { api } from '../../../../src/testing/handlers';

const algebra = build.classes()[0]!;
const others = build.students().filter((s) => s.classId !== algebra.id);
/** Three students on Algebra I's roster, with their numbers. */
const onRoster = build
  .students()
  .filter((s) => s.classId === algebra.id && s.studentNumber)
  .slice(0, 3);

/** A text as the bytes of a single-byte encoding, as Excel on Windows saves it. */
function encoded(text: string, encoding: string): Uint8Array<ArrayBuffer> {
  const decoder = new TextDecoder(encoding);
  const byteOf = new Map<string, number>();
  for (let b = 0; b < 256; b++) byteOf.set(decoder.decode(new Uint8Array([b])), b);
  return Uint8Array.from([...text], (char) => byteOf.get(char) ?? 0x3f);
}

/** A semicolon file with German headers, saved by Excel on Windows (Windows-1252). */
const EXCEL_1252 = encoded(
  [
    'Vorname;Nachname;Schülernummer',
    'Jürgen;Schröder;S-2001',
    'Astrid;Ødegård;S-2002',
    'Chloé;Lefèvre;S-2003',
    'Daan;van der Berg;S-2004',
    'Zoë;Ægir;S-2005',
  ].join('\r\n'),
  'windows-1252',
);

/** A OneRoster users.csv: two students, two teachers, an aide, a parent, a disabled account. */
const USERS = [
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
  'u1,active,2026-09-01T00:00:00Z,true,org1,student,jschroeder,,Jürgen,Schröder,,S-2001,,,,p1,09,',
  'u2,,2026-09-01T00:00:00Z,true,org1,student,aodegard,,Astrid,Ødegård,,S-2002,,,,,09,',
  'u3,active,2026-09-01T00:00:00Z,true,org1,teacher,ghopper,,Grace,Hopper,,T-1,,,,,,',
  'u4,active,2026-09-01T00:00:00Z,true,org1,teacher,aturing,,Alan,Turing,,T-2,,,,,,',
  'u5,active,2026-09-01T00:00:00Z,true,org1,aide,mnoether,,Emmy,Noether,,A-1,,,,,,',
  'p1,active,2026-09-01T00:00:00Z,true,org1,parent,kschroeder,,Karin,Schröder,,,,,,u1,,',
  'u6,active,2026-09-01T00:00:00Z,false,org1,student,gone,,Mary,Somerville,,S-2003,,,,,09,',
].join('\r\n');

/** Chooses `bytes` as the file `name` in the dialog's file input. */
async function upload(dialog: Scope, name: string, bytes: Uint8Array<ArrayBuffer>) {
  await userEvent.upload(dialog.getByLabelText('CSV file'), new File([bytes], name));
}

/** Three new students, as a spreadsheet saves them (Emmy has no number). */
const READY = [
  'First name,Last name,Student number,Notes',
  'Mary,Somerville,S-1780,',
  'Emmy,Noether,,Left-handed.',
  'Alan,Turing,S-1912,',
].join('\n');

/** Algebra I's roster import (30 students on it): the class page opens it from Import CSV. */
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

/** Opened: what to paste, with an example in the field; nothing to import yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await expect(csvField(dialog)).toHaveValue('');
    // The label stays above the field, so the example shows before anything is typed.
    await expect(dialog.getByText('Roster as CSV', { selector: 'label' })).toHaveAttribute(
      'data-shrink',
      'true',
    );
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
 * a roster student's number (any case) and an earlier row's given to another name, each saying
 * whose it is. Import stays off.
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
    const holder = build.students().find((s) => s.studentNumber === 'S-1001')!;
    await expect(previewRow(dialog, 5)).toHaveTextContent(
      `Student number: ${numberOfAnother('s-1001', `${holder.firstName} ${holder.lastName}`)}`,
    );
    await expect(previewRow(dialog, 6)).toHaveTextContent(
      `Student number: ${numberTwice('S-1780', 'line 2')}`,
    );
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** Three students ready: each row says so, and Import names how many. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await paste(dialog, READY);
    await expect(await dialog.findByText('3 students ready to import.')).toBeVisible();
    await expect(previewRow(dialog, 3)).toHaveTextContent(/^3Emmy ?Noether—Ready$/);
    await expect(dialog.getByRole('button', { name: 'Import 3 students' })).toBeEnabled();
  },
};

/**
 * Import saves the three: a toast, the dialog closes, and the class page's roster has 33.
 */
export const Imported: Story = {
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
    await userEvent.click(await dialog.findByRole('button', { name: 'Import 3 students' }));
    const toast = await p.findByText('3 students imported into Algebra I.', {}, slow);
    await waitFor(() => expect(p.queryByRole('dialog')).toBeNull());
    await expect(await p.findByRole('tab', { name: 'Students (33)' }, slow)).toBeVisible();
    await expect(await p.findByText('1–33 of 33', {}, slow)).toBeVisible();
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

/** 38 students on the roster and three to import: there is room for two, the third is marked. */
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
    // The two with room say Ready; the third says it is over the limit.
    await expect(previewRow(dialog, 3)).toHaveTextContent(/Ready$/);
    await expect(previewRow(dialog, 4)).toHaveTextContent('Over the class’s limit of 40');
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
    // The first file read loads the reader's chunk (encoding detection, unzip): time for it.
    await waitFor(() => expect(csvField(dialog)).toHaveValue(text), slow);
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
      await dialog.findByText('This file is too big for a roster (at most 256 KB).', {}, slow),
    ).toBeVisible();
    await expect(csvField(dialog)).toHaveValue('');
  },
};

/**
 * A semicolon file saved by Excel on Windows, with German headers: read as Windows-1252 (said,
 * with the list to read it otherwise), every name whole, the columns found by their German names.
 */
export const FromExcelFile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await upload(dialog, 'Klasse 9b.csv', EXCEL_1252);
    await expect(
      await dialog.findByText('Read as Windows-1252 (Western European).', {}, slow),
    ).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Encoding' })).toHaveTextContent(
      'Windows-1252 (Western European)',
    );
    await expect(await dialog.findByText('5 students ready to import.')).toBeVisible();
    await expect(previewRow(dialog, 2)).toHaveTextContent(/^2Jürgen ?SchröderS-2001Ready$/);
    await expect(previewRow(dialog, 3)).toHaveTextContent(/Ødegård/);
    await expect(dialog.getByRole('button', { name: 'Import 5 students' })).toBeEnabled();
  },
};

/**
 * The same file read again as UTF-8 (the old importer's reading): the names break, and the
 * dialog says so and will not import until another encoding is chosen.
 */
export const UnreadableCharacters: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await upload(dialog, 'Klasse 9b.csv', EXCEL_1252);
    await dialog.findByText('Read as Windows-1252 (Western European).', {}, slow);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Encoding' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: 'UTF-8 (Unicode)',
      }),
    );
    await expect(
      await dialog.findByText(/Some characters could not be read as UTF-8 \(Unicode\)/),
    ).toBeVisible();
    // The preview follows the text a moment later (a deferred value).
    await waitFor(() => expect(previewRow(dialog, 2)).toHaveTextContent('J\uFFFDrgen'));
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/**
 * A short Swedish file the detector cannot be sure of: read as its best guess, the teacher asked
 * to check the names; Import waits for "The names look right".
 */
export const UnsureEncoding: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await upload(
      dialog,
      'klass.csv',
      encoded('Förnamn;Efternamn\r\nÅsa;Lindström\r\nBjörn;Ängström\r\n', 'windows-1252'),
    );
    await expect(
      await dialog.findByText(/Lectern is not sure how this file was saved\./, {}, slow),
    ).toBeVisible();
    await expect(await dialog.findByText('2 students ready to import.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'The names look right' }));
    await expect(dialog.getByRole('button', { name: 'Import 2 students' })).toBeEnabled();
  },
};

/**
 * Column names Lectern does not all know (Rufname is a first name; Familie and Kennung it does
 * not know), matched by the teacher: the columns chosen from the headers found (each with its
 * first rows), the preview follows.
 */
export const ColumnsMatched: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    await paste(dialog, 'Rufname;Familie;Kennung\nJürgen;Schröder;S-2001\nAda;Lovelace;S-2002');
    const body = within(canvasElement.ownerDocument.body);
    for (const [field, header] of [
      ['First name', 'Rufname'],
      ['Last name', 'Familie'],
      ['Student number', 'Kennung'],
    ] as const) {
      await userEvent.click(await dialog.findByRole('combobox', { name: new RegExp(`^${field}`) }));
      await userEvent.click(await body.findByRole('option', { name: new RegExp(`^${header}`) }));
    }
    await expect(
      await dialog.findByText('Columns matched as you chose: check the rows below.'),
    ).toBeVisible();
    await expect(await dialog.findByText('2 students ready to import.')).toBeVisible();
    await expect(previewRow(dialog, 2)).toHaveTextContent(/^2Jürgen ?SchröderS-2001Ready$/);
  },
};

/**
 * A Google-Classroom-like export imported again: the three students already on the roster (by
 * number, or by name whatever its case and accents) and a row repeated in the file are shown,
 * skipped; the two new students are imported.
 */
export const DuplicatesSkipped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    const [a, b, c] = onRoster as [Student, Student, Student];
    await paste(
      dialog,
      [
        'Last Name,First Name,Email Address,Student ID',
        `${a.lastName},${a.firstName},,${a.studentNumber}`,
        `${b.lastName.toUpperCase()},${b.firstName.toLowerCase()},,`,
        `${c.lastName},${c.firstName},,${c.studentNumber}`,
        'Schröder,Jürgen,jurgen@school.example,S-2001',
        'Ødegård,Astrid,astrid@school.example,',
        'Odegard,astrid,,',
      ].join('\n'),
    );
    await expect(
      await dialog.findByText(
        '2 students ready to import. 3 already on the roster, 1 repeated in the file, skipped.',
      ),
    ).toBeVisible();
    await expect(previewRow(dialog, 2)).toHaveTextContent(
      `Skipped: ${a.firstName} ${a.lastName} is already on this roster.`,
    );
    await expect(previewRow(dialog, 7)).toHaveTextContent('Skipped: The same student as line 6.');
    await expect(dialog.getByRole('button', { name: 'Import 2 students' })).toBeEnabled();
  },
};

/**
 * A OneRoster zip (manifest.csv and users.csv): only the active students are imported, with
 * their identifier as the student number; who was left out is said.
 */
export const OneRosterZip: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importDialog(canvasElement);
    const zip = zipSync({
      'manifest.csv': strToU8(
        'propertyName,value\r\nmanifest.version,1.0\r\noneroster.version,1.2\r\nfile.users,bulk\r\n',
      ),
      'users.csv': strToU8(USERS),
    });
    await upload(dialog, 'oneroster.zip', zip);
    await expect(
      await dialog.findByText(
        'OneRoster file: only active students are imported. Left out: 4 people who are not students (2 teachers, 1 aide, 1 parent) and 1 disabled account.',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        'Read users.csv from the OneRoster 1.2 zip oneroster.zip, as UTF-8 (Unicode).',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('2 students ready to import.')).toBeVisible();
    await expect(previewRow(dialog, 2)).toHaveTextContent(/^2Jürgen ?SchröderS-2001Ready$/);
  },
};
