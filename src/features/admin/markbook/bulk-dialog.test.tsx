// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
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
  server.events.removeAllListeners();
  sessionStorage.clear();
});
afterAll(() => server.close());

// Amara Abbott, Finn Haddad, Kai Okafor, Oluwaseun Varga; Order of operations (20 points),
// Quiz: expressions and equations (10), Solving two-step equations (20), all due before today.
// Only Amara's Order of operations is marked (12).
const data = markbookClass(4, 3);
const abbott = data.students.find((s) => s.lastName === 'Abbott')!;
const worksheet = data.assignments[0]!;
const others = ['Finn Haddad', 'Kai Okafor', 'Oluwaseun Varga'];
/** A toast's answer, and the grid's cells after it: time enough on a busy machine. */
const slow = { timeout: 5000 };

/** The fake API; every bulk and restore body kept in the order they arrived. */
function fake() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname.split('/').at(-1)!;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => sent.push({ path, body }));
  });
  server.use(
    handlers.me.signedIn(),
    ...fakeAdminApi({
      students: data.students,
      assignments: data.assignments,
      categories: data.categories,
      work: [
        {
          assignmentId: worksheet.id,
          studentId: abbott.id,
          handedIn: 'on_time',
          score: 12,
          comment: '',
        },
      ],
    }),
  );
  return sent;
}

const renderPage = () => renderMarkbook(data.cls);

/** A student's cell in the n-th assignment's column (0: Order of operations). */
const cell = (name: string, n: number) =>
  within(
    screen
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest<HTMLElement>('[role="row"]')!,
  )
    .getAllByRole('gridcell')
    .at(n + 1)!;

describe('Bulk action', () => {
  it('gives every unmarked student a score at once, and Undo puts back what was there', async () => {
    const sent = fake();
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Bulk action' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk action' }));
    expect(dialog.getByRole('combobox', { name: 'Assignment' })).toHaveDisplayValue(
      'Order of operations (out of 20)',
    );
    expect(dialog.getByRole('status')).toHaveTextContent(
      'Choose the students whose work to change.',
    );
    expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'All students' }));
    for (const name of ['Amara Abbott', ...others])
      expect(dialog.getByRole('checkbox', { name })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'Give a score' }));
    await user.type(dialog.getByRole('textbox', { name: 'Score (out of 20)' }), '15');
    expect(dialog.getByRole('status')).toHaveTextContent(
      '3 cells of Order of operations will change. 1 chosen student’s work stays as it is.',
    );
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('3 cells changed.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const name of others) expect(cell(name, 0)).toHaveAccessibleName('15 (out of 20)');
    expect(cell('Amara Abbott', 0)).toHaveAccessibleName('12 (out of 20)');
    expect(sent[0]).toMatchObject({
      path: 'bulk',
      body: { assignmentId: worksheet.id, action: 'score', score: 15 },
    });
    expect(new Set(sent[0]!.body.studentIds as string[])).toEqual(
      new Set(data.students.map((s) => s.id)),
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('3 cells restored.', {}, slow)).toBeInTheDocument();
    for (const name of others) expect(cell(name, 0)).toHaveAccessibleName('Missing');
    expect(cell('Amara Abbott', 0)).toHaveAccessibleName('12 (out of 20)');
    expect(sent[1]?.path).toBe('restore');
    expect((sent[1]?.body.cells as unknown[]).length).toBe(3);
  });

  it('opens on a cell’s assignment; a refused apply keeps every choice, says why, changes nothing', async () => {
    fake();
    server.use(
      http.post('/api/markbook/:classId/bulk', () =>
        HttpResponse.json(
          { error: 'not_found', message: 'No such assignment in this class.' },
          { status: 404 },
        ),
      ),
    );
    const user = await renderPage();
    await user.pointer({ keys: '[MouseRight]', target: cell('Finn Haddad', 1) });
    await user.click(
      await screen.findByRole('menuitem', { name: 'Bulk action on this assignment…' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk action' }));
    expect(dialog.getByRole('combobox', { name: 'Assignment' })).toHaveDisplayValue(
      'Quiz: expressions and equations (out of 10)',
    );
    await user.click(dialog.getByRole('checkbox', { name: 'Finn Haddad' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Kai Okafor' }));
    expect(dialog.getByRole('checkbox', { name: 'All students' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await user.click(dialog.getByRole('radio', { name: 'Excused' }));
    expect(dialog.getByRole('status')).toHaveTextContent(
      '2 cells of Quiz: expressions and equations will change.',
    );
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    expect(
      await dialog.findByText('The bulk action was not applied. No such assignment in this class.'),
    ).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: 'Finn Haddad' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Kai Okafor' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Oluwaseun Varga' })).not.toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Excused' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cell('Finn Haddad', 1)).toHaveAccessibleName('Missing');
    expect(cell('Kai Okafor', 1)).toHaveAccessibleName('Missing');
  });

  it('checks the score as a cell’s score is checked, and sends nothing until it is right', async () => {
    const sent = fake();
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Bulk action' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk action' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Kai Okafor' }));
    await user.click(dialog.getByRole('radio', { name: 'Give a score' }));
    const score = dialog.getByRole('textbox', { name: 'Score (out of 20)' });
    await user.type(score, '25');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(score).toHaveFocus();
    expect(score).toHaveAccessibleDescription('Please enter a value less than or equal to 20.');
    await user.clear(score);
    await user.type(score, '7.5');
    await user.tab();
    expect(score).toHaveAccessibleDescription('Please enter a whole number.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cell('Kai Okafor', 0)).toHaveAccessibleName('Missing');
  });
});
