// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../testing/builders';
import { fakeAdminApi } from '../../../testing/fake-api';
import { createQueryClient } from '../query-client';
import { RosterImport } from './roster-import';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const algebra = build.classes()[0]!;
const onRoster = build.students().find((s) => s.classId === algebra.id && s.studentNumber)!;

function open() {
  server.use(...fakeAdminApi());
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RosterImport cls={algebra} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('dialog', { name: 'Import students into Algebra I' }));
}

/** Picks `option` in the select labelled `label` (MUI's select: a button, then a listbox). */
async function choose(dialog: ReturnType<typeof open>, label: RegExp, option: RegExp) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  await userEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

describe('the roster import’s column matching', () => {
  it('lists the headers found, with the first rows as examples, and imports as matched', async () => {
    const dialog = open();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Roster as CSV' }));
    await userEvent.paste(
      'Rufname des Kindes;Familie;Kennung\nJürgen;Schröder;S-9001\nAda;Lovelace;S-9002',
    );

    expect(
      await dialog.findByText(
        /Lectern does not know these column names \(“Rufname des Kindes”, “Familie”, “Kennung”\)/,
      ),
    ).toBeVisible();
    // No preview, no import, until first and last names are matched.
    expect(dialog.queryByRole('table', { name: 'Preview' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();

    await userEvent.click(dialog.getByRole('combobox', { name: /First name/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose a column',
      'Rufname des Kindes — Jürgen, Ada',
      'Familie — Schröder, Lovelace',
      'Kennung — S-9001, S-9002',
    ]);
    await userEvent.click(options[1]!);
    await choose(dialog, /Last name/, /^Familie/);

    expect(await dialog.findByText('2 students ready to import.')).toBeVisible();
    expect(dialog.getByText('Columns matched as you chose: check the rows below.')).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Preview' });
    expect(within(table).getByText('Schröder')).toBeVisible();
    // The number is optional: matched too, it shows in the preview.
    await choose(dialog, /Student number/, /^Kennung/);
    expect(await within(table).findByText('S-9001')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Import 2 students' })).toBeEnabled();
  });

  it('shows a student already on the roster as skipped, and imports the others', async () => {
    const dialog = open();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Roster as CSV' }));
    await userEvent.paste(
      `Vorname;Nachname;Schülernummer\n${onRoster.firstName};${onRoster.lastName};${onRoster.studentNumber}\nJürgen;Schröder;S-9001\njürgen;SCHRODER;`,
    );
    expect(
      await dialog.findByText(
        '1 student ready to import. 1 already on the roster, 1 repeated in the file, skipped.',
      ),
    ).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Preview' });
    expect(
      within(table).getByText(
        `Skipped: ${onRoster.firstName} ${onRoster.lastName} is already on this roster.`,
      ),
    ).toBeVisible();
    expect(within(table).getByText('Skipped: The same student as line 3.')).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Import 1 student' })).toBeEnabled(),
    );
  });
});
