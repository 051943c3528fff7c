// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import {
  render,
  screen,
  waitFor,
  within,
  type BoundFunctions,
  type queries,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LetterBand, Markbook } from '../../../shared/api-types/markbook';
import { LETTER_SCALE_MESSAGE } from '../../../shared/markbook/settings';
import { fakeAdminApi } from '../../../testing/fake-api';
import { api as handlers } from '../../../testing/handlers';
import { markbookClass } from '../../../testing/markbook-builders';
import { renderMarkbook } from '../../../testing/render-markbook';
import { createQueryClient } from '../query-client';
import { LetterScaleDialog } from './letter-scale-dialog';
import { markbookApi, markbookKey } from './markbook-api';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom lays nothing out: the form scrolls the first invalid field into view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const data = markbookClass(4, 3);
const classId = data.cls.id;
const AF: LetterBand[] = [
  { letter: 'A', min: 90 },
  { letter: 'B', min: 80 },
  { letter: 'C', min: 70 },
  { letter: 'D', min: 60 },
  { letter: 'F', min: 0 },
];

/**
 * The dialog over the class's markbook as the page caches it (missing work counts as zero, so
 * the save must keep that), with every settings body sent kept in order.
 */
async function open(letterScale: LetterBand[] | null = AF) {
  const sent: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT') return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => sent.push(body));
  });
  server.use(
    ...fakeAdminApi({ ...data, grading: { [classId]: { missingPolicy: 'zero', letterScale } } }),
  );
  const client = createQueryClient();
  const book = await client.fetchQuery({
    queryKey: markbookKey(classId),
    queryFn: () => markbookApi.markbook(classId),
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <LetterScaleDialog cls={book.class} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Letter grades' }));
  const cached = () => client.getQueryData<Markbook>(markbookKey(classId))!.class;
  return { dialog, sent, onClose, cached, user: userEvent.setup() };
}

type Scope = BoundFunctions<typeof queries>;
const letter = (dialog: Scope, row: number) =>
  dialog.getByRole('textbox', { name: `Letter ${row}` });
const minimum = (dialog: Scope, row: number) =>
  dialog.getByRole('spinbutton', { name: `Minimum % ${row}` });

describe('LetterScaleDialog', () => {
  it('edits, adds and removes rows, and saves the scale in order, the cached markbook with it', async () => {
    const { dialog, sent, onClose, cached, user } = await open();
    expect(dialog.getByRole('radio', { name: 'A letter, from this scale' })).toBeChecked();
    expect(letter(dialog, 1)).toHaveValue('A');
    expect(minimum(dialog, 5)).toHaveValue(0);
    await user.clear(minimum(dialog, 2));
    await user.type(minimum(dialog, 2), '85');
    await user.click(dialog.getByRole('button', { name: 'Remove letter 4' }));
    expect(dialog.queryByRole('textbox', { name: 'Letter 5' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Add a letter' }));
    await user.type(letter(dialog, 5), 'A+');
    await user.type(minimum(dialog, 5), '97');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const scale = [
      { letter: 'A+', min: 97 },
      { letter: 'A', min: 90 },
      { letter: 'B', min: 85 },
      { letter: 'C', min: 70 },
      { letter: 'F', min: 0 },
    ];
    expect(sent).toEqual([{ missingPolicy: 'zero', letterScale: scale }]);
    expect(cached()).toMatchObject({ missingPolicy: 'zero', letterScale: scale });
  });

  it('refuses a row with the catalogue’s messages, and the scale with the shared check’s', async () => {
    const { dialog, sent, onClose, user } = await open();
    await user.clear(minimum(dialog, 1));
    await user.clear(letter(dialog, 2));
    await user.type(letter(dialog, 2), 'B*');
    await user.clear(minimum(dialog, 3));
    await user.type(minimum(dialog, 3), '101');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(minimum(dialog, 1)).toHaveAccessibleDescription('This field is required.'),
    );
    expect(letter(dialog, 2)).toHaveAccessibleDescription(LETTER_SCALE_MESSAGE);
    expect(minimum(dialog, 3)).toHaveAccessibleDescription(
      'Please enter a value less than or equal to 100.',
    );
    // Each row fine, but a letter twice: the scale's message, at the top.
    await user.type(minimum(dialog, 1), '90');
    await user.clear(letter(dialog, 2));
    await user.type(letter(dialog, 2), 'A');
    await user.clear(minimum(dialog, 3));
    await user.type(minimum(dialog, 3), '70');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(LETTER_SCALE_MESSAGE);
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves no letter grades, whatever the rows hold', async () => {
    const { dialog, sent, cached, onClose, user } = await open();
    await user.clear(letter(dialog, 1));
    await user.click(dialog.getByRole('radio', { name: 'No letter grades' }));
    expect(dialog.queryByRole('textbox', { name: 'Letter 1' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ missingPolicy: 'zero', letterScale: null }]);
    expect(cached().letterScale).toBeNull();
  });

  it('starts a class with no letters from A to F, none chosen', async () => {
    const { dialog } = await open(null);
    expect(dialog.getByRole('radio', { name: 'No letter grades' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'A letter, from this scale' }));
    expect(letter(dialog, 1)).toHaveValue('A');
    expect(letter(dialog, 5)).toHaveValue('F');
  });

  it('shows the API’s refusal of the scale where the scale’s message goes, and stays open', async () => {
    const { dialog, onClose, user } = await open();
    server.use(
      http.put('/api/markbook/:classId/settings', () =>
        HttpResponse.json(
          {
            error: 'validation',
            message: 'Some fields need attention.',
            fields: { letterScale: LETTER_SCALE_MESSAGE },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(LETTER_SCALE_MESSAGE);
    expect(onClose).not.toHaveBeenCalled();
    expect(letter(dialog, 1)).toHaveValue('A');
  });
});

describe('Letter grades in the markbook', () => {
  it('opens from the header, and every total shows its letter as soon as the scale is saved', async () => {
    server.use(
      handlers.me.signedIn(),
      ...fakeAdminApi({
        ...data,
        grading: { [classId]: { missingPolicy: 'zero', letterScale: null } },
      }),
    );
    const user = await renderMarkbook(data.cls);
    const grid = screen.getByRole('grid', { name: 'Markbook of Algebra I' });
    expect(grid.querySelectorAll('.letter')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Letter grades' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Letter grades' }));
    await user.click(dialog.getByRole('radio', { name: 'A letter, from this scale' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Each student's total (the row's first cell) with a percentage has the scale's letter.
    const totals = screen
      .getAllByRole('rowheader')
      .map(
        (header) =>
          within(header.closest<HTMLElement>('[role="row"]')!).getAllByRole('gridcell')[0]!,
      )
      .filter((cell) => /%/.test(cell.textContent ?? ''));
    expect(totals.length).toBeGreaterThan(0);
    for (const cell of totals) {
      const percent = Number(/(\d+(?:\.\d+)?)\s*%/.exec(cell.textContent)![1]);
      const expected = AF.find((band) => percent >= band.min)!.letter;
      expect(cell.querySelector('.letter')).toHaveTextContent(expected);
    }
  });
});
