// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAdminApi } from '../../../testing/fake-api';
import { build } from '../../../testing/builders';
import { api as handlers } from '../../../testing/handlers';
import { markbookClass } from '../../../testing/markbook-builders';
import { renderMarkbook } from '../../../testing/render-markbook';
import { adminApi, queryKeys } from '../admin-api';
import { createQueryClient } from '../query-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  sessionStorage.clear();
});
afterAll(() => server.close());

// Four students (by last name: Amara Abbott, Finn Haddad, Kai Okafor, Oluwaseun Varga) and three
// assignments: Order of operations (20 points), Quiz: expressions and equations (10), Solving
// two-step equations (20), all due before today.
const data = markbookClass(4, 3);
const [abbott, haddad] = ['Amara Abbott', 'Finn Haddad'];

/** The fake API, with every cell's PUT body kept in the order it arrived. */
function fake() {
  const puts: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT' || !request.url.includes('/api/work/')) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => puts.push(body));
  });
  server.use(
    handlers.me.signedIn(),
    ...fakeAdminApi({
      students: data.students,
      assignments: data.assignments,
      categories: data.categories,
      work: [],
    }),
  );
  return puts;
}

const renderPage = (client?: QueryClient) => renderMarkbook(data.cls, client);

const grid = () => screen.getByRole('grid', { name: 'Markbook of Algebra I' });
/** A student's row in the grid. */
const row = (name: string) =>
  within(
    screen
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest<HTMLElement>('[role="row"]')!,
  );
/** A student's cell in the n-th assignment's column (0: Order of operations). */
const cell = (name: string, n: number) => row(name).getAllByRole('gridcell')[n + 1]!;
const total = (name: string) => row(name).getAllByRole('gridcell')[0]!;

describe('MarkbookGrid', () => {
  it('is one tab stop, and arrows, Home, End and Ctrl+End move between cells', async () => {
    fake();
    const user = await renderPage();
    const stops = within(grid())
      .queryAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(stops).toEqual([cell(abbott, 0)]);
    await user.click(cell(abbott, 0));
    await user.keyboard('{ArrowRight}');
    expect(cell(abbott, 1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(haddad, 1)).toHaveFocus();
    expect(cell(haddad, 1)).toHaveAttribute('tabindex', '0');
    expect(cell(abbott, 1)).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(screen.getByRole('rowheader', { name: /^Finn Haddad/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(haddad, 2)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell('Oluwaseun Varga', 2)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(screen.getByRole('rowheader', { name: /^Amara Abbott/ })).toHaveFocus();
  });

  it('types a score in place: Enter saves it, moves down, and the total follows', async () => {
    const puts = fake();
    const user = await renderPage();
    expect(total(abbott)).toHaveTextContent('No total yet');
    await user.click(cell(abbott, 0));
    await user.keyboard('1');
    const editor = screen.getByRole('textbox', {
      name: `Score for ${abbott}, Order of operations`,
    });
    // The editor takes the focus in the next frame (./grid-cell.tsx).
    await waitFor(() => expect(editor).toHaveFocus());
    await user.keyboard('5{Enter}');
    expect(cell(haddad, 0)).toHaveFocus();
    await waitFor(() => expect(cell(abbott, 0)).toHaveAccessibleName('15 (out of 20)'));
    await waitFor(() => expect(total(abbott)).toHaveTextContent('75'));
    expect(puts).toEqual([
      { handedIn: 'no', score: '15', comment: '', excused: false, dueDate: '' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(`${abbott}, Order of operations: saved.`);
  });

  // Keys dispatched in one task, with no frame between them: the editor, drawn with the first,
  // takes the focus only in the next frame, and the cell still has it.
  const press = (...keys: string[]) => {
    for (const key of keys) fireEvent.keyDown(document.activeElement!, { key });
  };
  const editorOf = (name: string) =>
    screen.getByRole('textbox', { name: `Score for ${name}, Order of operations` });

  it('keeps the keys typed before the editor has the focus, and Enter saves them', async () => {
    const puts = fake();
    const user = await renderPage();
    await user.click(cell(abbott, 0));
    press('1', '2', 'Backspace', '5');
    expect(cell(abbott, 0)).toHaveFocus();
    expect(editorOf(abbott)).toHaveValue('15');
    press('Enter');
    expect(cell(haddad, 0)).toHaveFocus();
    await waitFor(() => expect(cell(abbott, 0)).toHaveAccessibleName('15 (out of 20)'));
    press('7', 'Escape');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell(haddad, 0)).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts).toEqual([
      { handedIn: 'no', score: '15', comment: '', excused: false, dueDate: '' },
    ]);
  });

  it('opens the keys with ? typed before the editor has the focus, and comes back to it', async () => {
    fake();
    const user = await renderPage();
    await user.click(cell(abbott, 0));
    press('3', '?');
    await screen.findByRole('dialog', { name: 'Markbook keys' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(editorOf(abbott)).toHaveFocus());
    expect(editorOf(abbott)).toHaveValue('3');
  });

  it('Escape drops what was typed; a score over the maximum is refused and stays', async () => {
    const puts = fake();
    const user = await renderPage();
    await user.click(cell(abbott, 0));
    await user.keyboard('9{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell(abbott, 0)).toHaveFocus();
    expect(cell(abbott, 0)).toHaveAccessibleName('Missing');
    await user.keyboard('25{Enter}');
    const editor = screen.getByRole('textbox', {
      name: `Score for ${abbott}, Order of operations`,
    });
    await waitFor(() => expect(editor).toHaveFocus());
    expect(editor).toHaveAccessibleDescription('Please enter a value less than or equal to 20.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts).toEqual([]);
  });

  it('sets a status from the keyboard: e excuses, h hands in', async () => {
    const puts = fake();
    const user = await renderPage();
    await user.click(cell(haddad, 1));
    await user.keyboard('e');
    await waitFor(() => expect(cell(haddad, 1)).toHaveAccessibleName('Excused'));
    await user.keyboard('{ArrowDown}h');
    await waitFor(() => expect(cell('Kai Okafor', 1)).toHaveAccessibleName('Handed in'));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[0]).toMatchObject({ excused: true });
    expect(puts[1]).toMatchObject({ handedIn: 'on_time', excused: false });
  });

  it('keeps a score whose save failed, says why, and Retry saves it', async () => {
    const puts = fake();
    let fail = true;
    server.use(
      http.put('/api/work/:assignmentId/:studentId', () =>
        fail ? HttpResponse.json({ error: 'internal' }, { status: 500 }) : undefined,
      ),
    );
    const user = await renderPage();
    await user.click(cell(abbott, 0));
    await user.keyboard('12{Enter}');
    expect(await within(cell(abbott, 0)).findByText('Not saved')).toBeInTheDocument();
    // A failed cell is named by its content (its reason read out, its Retry in it).
    expect(cell(abbott, 0)).toHaveTextContent(
      '12 out of 20Not saved: Something went wrong on our side.Retry',
    );
    expect(
      screen.getByText(/1 mark is not saved: Something went wrong on our side\./),
    ).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem('lectern.drafts') ?? '{}')).toMatchObject({
      [`markbook:${data.cls.id}`]: { values: { cells: expect.any(Object) as unknown } },
    });
    fail = false;
    await user.click(
      within(cell(abbott, 0)).getByRole('button', {
        name: `Retry for ${abbott}, Order of operations`,
      }),
    );
    await waitFor(() => expect(within(cell(abbott, 0)).queryByText('Not saved')).toBeNull());
    expect(cell(abbott, 0)).toHaveAccessibleName('12 (out of 20)');
    expect(puts.map((p) => p.score)).toEqual(['12', '12']);
    expect(sessionStorage.getItem('lectern.drafts')).toBeNull();
  });

  it('opens the keys with ? while typing, and comes back to the field with what was typed', async () => {
    fake();
    const user = await renderPage();
    await user.click(cell(abbott, 0));
    await user.keyboard('1?');
    const help = await screen.findByRole('dialog', { name: 'Markbook keys' });
    expect(within(help).getByText('Excused, or not excused any more')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const editor = screen.getByRole('textbox', {
      name: `Score for ${abbott}, Order of operations`,
    });
    await waitFor(() => expect(editor).toHaveFocus());
    expect(editor).toHaveValue('1');
  });

  // Whether the teacher is known before the markbook (the admin frame asked already) or after
  // (the view asks), the draft comes back, and React is never asked to update the page while
  // it renders (it says so on console.error).
  it.each(['before', 'after'] as const)(
    'shows a score typed before a reload as not saved, and Retry saves it (teacher known %s the markbook)',
    async (order) => {
      const errors = vi.spyOn(console, 'error');
      const puts = fake();
      const student = data.students.find((st) => st.lastName === 'Abbott')!;
      const key = `${data.assignments[0]!.id}|${student.id}`;
      sessionStorage.setItem(
        'lectern.drafts',
        JSON.stringify({
          [`markbook:${data.cls.id}`]: {
            owner: build.user().id,
            savedAt: Date.now(),
            values: {
              cells: {
                [key]: { handedIn: 'no', score: '17', excused: false, dueDate: '', comment: '' },
              },
            },
          },
        }),
      );
      const client = createQueryClient();
      if (order === 'before')
        await client.fetchQuery({ queryKey: queryKeys.me, queryFn: adminApi.me });
      const user = await renderPage(client);
      await waitFor(() => expect(cell(abbott, 0)).toHaveTextContent('17 out of 20'));
      expect(cell(abbott, 0)).toHaveTextContent(
        'Not saved: Typed before the page was closed or the session ended.',
      );
      expect(puts).toEqual([]);
      await user.click(
        within(cell(abbott, 0)).getByRole('button', {
          name: `Retry for ${abbott}, Order of operations`,
        }),
      );
      await waitFor(() => expect(within(cell(abbott, 0)).queryByText(/Not saved/)).toBeNull());
      expect(puts.map((p) => p.score)).toEqual(['17']);
      const during = errors.mock.calls.filter((args) =>
        String(args[0]).includes('while rendering a different component'),
      );
      expect(during).toEqual([]);
      errors.mockRestore();
    },
  );
});
