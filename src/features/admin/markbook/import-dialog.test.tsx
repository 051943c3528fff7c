// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../../testing/fake-api';
import { api as handlers } from '../../../testing/handlers';
import { markbookClass } from '../../../testing/markbook-builders';
import { renderMarkbook } from '../../../testing/render-markbook';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

// Amara Abbott, Finn Haddad, Kai Okafor, Oluwaseun Varga, each with a student number; Order of
// operations (20 points), Quiz: expressions and equations (10), Solving two-step equations (20),
// all due before today; nothing recorded.
const data = markbookClass(4, 3);
const number = (last: string) => data.students.find((s) => s.lastName === last)!.studentNumber!;
const slow = { timeout: 5000 };

async function renderPage() {
  server.use(
    handlers.me.signedIn(),
    ...fakeAdminApi({
      students: data.students,
      assignments: data.assignments,
      categories: data.categories,
      work: [],
    }),
  );
  const user = await renderMarkbook(data.cls);
  await user.click(screen.getByRole('button', { name: 'Import marks' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Import marks into Algebra I' }));
  return { user, dialog };
}

/** Pastes `text` over what the field holds. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const cell = (name: string, n: number) =>
  within(
    screen
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest<HTMLElement>('[role="row"]')!,
  )
    .getAllByRole('gridcell')
    .at(n + 1)!;

/** The preview's row for the file's line `n` (the column names are line 1). */
const line = (n: number) =>
  within(screen.getByRole('dialog'))
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(n))!;

const READY = [
  'Student number,First name,Last name,Order of operations (out of 20),Quiz: expressions and equations,Overall %',
  `${number('Abbott')},,,18,excused,90`,
  ',Finn,Haddad,7,Missing,35',
].join('\n');

describe('Import marks', () => {
  it('flags each row’s problems and imports nothing until every row is right; then all, with Undo', async () => {
    const { user, dialog } = await renderPage();
    const field = dialog.getByRole('textbox', { name: 'Marks as CSV' });
    await paste(
      user,
      field,
      [
        'Student number,First name,Last name,Order of operations,Quiz: expressions and equations',
        `${number('Abbott')},,,18,excused`,
        'S-9999,,,5,',
        ',Finn,Haddad,25,',
        `${number('Abbott')},,,3,`,
      ].join('\n'),
    );
    expect(
      await dialog.findByText(/3 of 4 rows need attention: correct them in the file/),
    ).toBeVisible();
    expect(line(2)).toHaveTextContent('Ready');
    expect(line(3)).toHaveTextContent('Student: No student in this class has the number S-9999.');
    expect(line(4)).toHaveTextContent(
      'Order of operations: Please enter a value less than or equal to 20.',
    );
    expect(line(5)).toHaveTextContent('Student: This student is on an earlier row too.');
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();

    await paste(user, field, READY);
    expect(await dialog.findByText('3 marks for 2 students ready to import.')).toBeVisible();
    expect(dialog.getByText(/Not read .*: Overall %\./)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Import 3 marks' }));

    expect(await screen.findByText('3 marks imported.', {}, slow)).toBeInTheDocument();
    expect(cell('Amara Abbott', 0)).toHaveAccessibleName('18 (out of 20)');
    expect(cell('Amara Abbott', 1)).toHaveAccessibleName('Excused');
    expect(cell('Finn Haddad', 0)).toHaveAccessibleName('7 (out of 20)');
    expect(cell('Finn Haddad', 1)).toHaveAccessibleName('Missing');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('3 cells restored.', {}, slow)).toBeInTheDocument();
    for (const [name, n] of [
      ['Amara Abbott', 0],
      ['Amara Abbott', 1],
      ['Finn Haddad', 0],
    ] as const)
      expect(cell(name, n)).toHaveAccessibleName('Missing');
  });

  it('a refusal by the server shows its reasons by row and keeps the text; nothing changes', async () => {
    const { user, dialog } = await renderPage();
    server.use(
      http.post('/api/markbook/:classId/import', () =>
        HttpResponse.json(
          {
            error: 'validation',
            message: '1 of 2 rows need attention; nothing was imported.',
            rows: [
              { row: 1, fields: { student: 'No student in this class is called Finn Haddad.' } },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const field = dialog.getByRole('textbox', { name: 'Marks as CSV' });
    await paste(user, field, READY);
    await user.click(await dialog.findByRole('button', { name: 'Import 3 marks' }));
    expect(await dialog.findByText(/1 of 2 rows needs attention/)).toBeVisible();
    expect(line(3)).toHaveTextContent('Student: No student in this class is called Finn Haddad.');
    expect(field).toHaveValue(READY);
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cell('Amara Abbott', 0)).toHaveAccessibleName('Missing');
  });

  it('reads a chosen CSV file, and says how it was read', async () => {
    const { user, dialog } = await renderPage();
    const bytes = new TextEncoder().encode(
      `\uFEFFStudent number;Quiz: expressions and equations\r\n${number('Okafor')};9\r\n`,
    );
    await user.upload(
      dialog.getByLabelText('CSV file'),
      new File([bytes], 'marks.csv', { type: 'text/csv' }),
    );
    expect(await dialog.findByText('Read as UTF-8 (Unicode).', {}, slow)).toBeVisible();
    // Without its byte-order mark; a text field's value has its line ends as \n.
    expect(dialog.getByRole('textbox', { name: 'Marks as CSV' })).toHaveValue(
      `Student number;Quiz: expressions and equations\n${number('Okafor')};9\n`,
    );
    expect(await dialog.findByText('1 mark for 1 student ready to import.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Import 1 mark' })).toBeEnabled();
  });
});
