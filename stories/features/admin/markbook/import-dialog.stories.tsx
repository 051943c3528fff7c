import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dialogModes } from '../../../../.storybook/modes.ts';
import { MarkbookPage } from '../../../../src/features/admin/markbook/markbook-page';
import { markbookPath } from '../../../../src/shared/paths';
import { fakeAdminApi } from '../../../../src/testing/fake-api';
import { markbookClass } from '../../../../src/testing/markbook-builders';
import { RouteStory, signedIn, slow } from '../../../support/route-story';
import { dialogNamed, page, type Scope } from '../../../support/screen-play';

// Algebra I of the fixture world: 30 students × 12 assignments; the Quadratics worksheet (20
// points, due 27 November) and the Unit 3 test (50, due 4 December) are not due yet, so few of
// their cells hold anything.
const data = markbookClass();
const { cls } = data;
const numbered = data.students.filter((s) => s.studentNumber);
const [first, second, third] = numbered;
const named = data.students.find((s) => !s.studentNumber)!;

/** Marks as a spreadsheet saves them: UTF-8 with a byte-order mark, CRLF lines. */
const csv = (lines: string[]) => new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);

const HEADER =
  'Student number,First name,Last name,' +
  'Quadratics worksheet: factorising and completing the square,' +
  'Unit 3 test: polynomials and quadratics (out of 50)';
const GOOD = [
  `${first!.studentNumber},${first!.firstName},${first!.lastName},18,44`,
  `${second!.studentNumber},,,excused,39`,
  `,${named.firstName},${named.lastName},15,`,
];

/** The Import marks dialog, from the markbook's header (the stories' page: Algebra I). */
const meta = {
  title: 'Features/Admin/Markbook/ImportDialog',
  component: MarkbookPage,
  render: () => <RouteStory path={markbookPath(cls.id)} />,
  beforeEach: signedIn(...fakeAdminApi({ ...data })),
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...dialogModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof MarkbookPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens Import marks and chooses `bytes` as the file `name`. */
async function importFile(root: HTMLElement, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const p = page(root);
  await expect(
    await p.findByRole('heading', { name: 'Algebra I: markbook', level: 1 }, slow),
  ).toBeVisible();
  await userEvent.click(p.getByRole('button', { name: 'Import marks' }));
  const dialog = await dialogNamed(root, 'Import marks into Algebra I');
  await userEvent.upload(dialog.getByLabelText('CSV file'), new File([bytes], name));
  await expect(await dialog.findByText('Read as UTF-8 (Unicode).', {}, slow)).toBeVisible();
  return dialog;
}

/** The preview's row for the file's line `line` (the column names are line 1). */
function previewRow(dialog: Scope, line: number) {
  const row = within(dialog.getByRole('table', { name: 'Preview' }))
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(line));
  if (!row) throw new Error(`No preview row for line ${line}`);
  return row;
}

/** Scrolls the dialog to the preview's last row, as a teacher reading it would. */
function showPreview(dialog: Scope) {
  const rows = within(dialog.getByRole('table', { name: 'Preview' })).getAllByRole('row');
  rows.at(-1)!.scrollIntoView({ block: 'end' });
}

/**
 * A file with problems: a student number not in the class, a student twice, a score over the
 * assignment's points. Each row says what is wrong; nothing can be imported until all are right.
 */
export const ImportPreviewErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importFile(
      canvasElement,
      'marks.csv',
      csv([
        HEADER,
        ...GOOD,
        'S-9999,Ada,Lovelace,12,40',
        `${third!.studentNumber},,,17,61`,
        `${first!.studentNumber},,,16,`,
      ]),
    );
    await expect(await dialog.findByText(/3 of 6 rows need attention/, {}, slow)).toBeVisible();
    await expect(previewRow(dialog, 5)).toHaveTextContent(
      'Student: No student in this class has the number S-9999.',
    );
    await expect(previewRow(dialog, 6)).toHaveTextContent(
      'Unit 3 test: polynomials and quadratics: Please enter a value less than or equal to 50.',
    );
    await expect(previewRow(dialog, 7)).toHaveTextContent(
      'Student: This student is on an earlier row too.',
    );
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    showPreview(dialog);
  },
};

/** Every row right: how many marks for how many students, and Import says the count. */
export const ImportReady: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await importFile(canvasElement, 'marks.csv', csv([HEADER, ...GOOD]));
    await expect(
      await dialog.findByText('5 marks for 3 students ready to import.', {}, slow),
    ).toBeVisible();
    for (const line of [2, 3, 4]) await expect(previewRow(dialog, line)).toHaveTextContent('Ready');
    await expect(dialog.getByRole('button', { name: 'Import 5 marks' })).toBeEnabled();
    showPreview(dialog);
  },
};
