// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Markbook, MarkbookCell } from '../../../shared/api-types/markbook';
import { studentPath } from '../../../shared/paths';
import { renderRoutes } from '../../../testing/render-routes';
import { createQueryClient } from '../query-client';
import { StudentPage } from './student-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const CLASS = 'c0000000-0000-4000-8000-000000000001';
const AMARA = 'a0000000-0000-4000-8000-000000000001';
const cell = (assignmentId: string, values: Partial<MarkbookCell>): MarkbookCell => ({
  assignmentId,
  studentId: AMARA,
  handedIn: 'on_time',
  score: null,
  excused: false,
  dueDate: null,
  comment: '',
  ...values,
});

/**
 * Today 21 Nov 2026; missing work counts as zero; Homework 40 (lowest dropped), Tests 60.
 * Amara: Worksheet 1 18/20, Worksheet 2 excused, Test 1 40/50 late, Worksheet 3 missing (zero,
 * then dropped as Homework's lowest), Test 2 extended to 4 Dec, Worksheet 4 handed in.
 * Overall: (40 × 90 % + 60 × 80 %) ÷ 100 = 84.0 %, a B.
 */
const book: Markbook = {
  class: {
    id: CLASS,
    name: 'Algebra I',
    subject: 'math',
    termStarts: '2026-09-01',
    termEnds: '2027-01-29',
    missingPolicy: 'zero',
    letterScale: [
      { letter: 'A', min: 90 },
      { letter: 'B', min: 80 },
      { letter: 'C', min: 0 },
    ],
  },
  categories: [
    { id: 'hw', name: 'Homework', weight: 40, dropLowest: 1 },
    { id: 'tests', name: 'Tests', weight: 60, dropLowest: 0 },
  ],
  periods: [
    { id: 'p1', name: 'Autumn', starts: '2026-09-01', ends: '2026-10-31' },
    { id: 'p2', name: 'Winter', starts: '2026-11-01', ends: '2027-01-29' },
  ],
  assignments: [
    { id: 'a1', title: 'Worksheet 1', dueDate: '2026-09-10', maxPoints: 20, categoryId: 'hw' },
    { id: 'a2', title: 'Worksheet 2', dueDate: '2026-10-01', maxPoints: 20, categoryId: 'hw' },
    { id: 'a4', title: 'Test 1', dueDate: '2026-10-15', maxPoints: 50, categoryId: 'tests' },
    { id: 'a3', title: 'Worksheet 3', dueDate: '2026-10-20', maxPoints: 20, categoryId: 'hw' },
    { id: 'a5', title: 'Test 2', dueDate: '2026-11-10', maxPoints: 50, categoryId: 'tests' },
    { id: 'a6', title: 'Worksheet 4', dueDate: '2026-11-30', maxPoints: 20, categoryId: 'hw' },
  ],
  students: [{ id: AMARA, firstName: 'Amara', lastName: 'Abbott', studentNumber: '1001' }],
  cells: [
    cell('a1', { score: 18, comment: 'Neat work.' }),
    cell('a2', { handedIn: 'no', excused: true }),
    cell('a4', { handedIn: 'late', score: 40, comment: 'Check question 4.' }),
    cell('a5', { handedIn: 'no', dueDate: '2026-12-04' }),
    cell('a6', {}),
  ],
  today: '2026-11-21',
};

function renderPage(path = studentPath(CLASS, AMARA), client = createQueryClient()) {
  return renderRoutes(
    [
      {
        path: '/admin/classes/:id/students/:studentId',
        element: (
          <QueryClientProvider client={client}>
            <StudentPage />
          </QueryClientProvider>
        ),
      },
      { path: '/admin/classes/:id', element: <p>Class page</p> },
      { path: '/admin/classes', element: <p>Classes</p> },
    ],
    path,
  );
}

const answer = () => http.get(`/api/markbook/${CLASS}`, () => HttpResponse.json(book));

describe('the student page', () => {
  it('shows every assignment, what is missing first, the overall grade and its working', async () => {
    server.use(answer());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Abbott' })).toBeVisible();
    expect(screen.getByText('Student number 1001 · Algebra I')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Algebra I' })).toHaveAttribute(
      'href',
      `/admin/classes/${CLASS}`,
    );

    const missing = screen.getByRole('region', { name: 'What is missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Worksheet 3, due 10/20/26']);
    // Listed before the grade and the work.
    const overall = screen.getByRole('region', { name: 'Overall grade' });
    expect(overall).toHaveTextContent('Overall grade84.0% (B)');
    expect(
      missing.compareDocumentPosition(overall) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const rows = within(screen.getByRole('table', { name: 'Assignments' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Worksheet 1Due 9/10/26', 'Marked', '18 / 20', 'Neat work.'],
      ['Worksheet 2Due 10/1/26', 'Excused', '— / 20', '—'],
      ['Test 1Due 10/15/26', 'Marked', '40 / 50', 'Check question 4.'],
      ['Worksheet 3Due 10/20/26', 'Missing', '— / 20', '—'],
      ['Test 2Due 11/10/26', 'Extended to 12/4/26', '— / 50', '—'],
      ['Worksheet 4Due 11/30/26', 'Handed in', '— / 20', '—'],
    ]);

    const working = screen.getByRole('region', { name: 'How this is worked out' });
    const homework = within(working).getByRole('region', { name: 'Homework' });
    expect(
      within(homework).getByText('Weight 40 · 40.0% of the overall · the lowest 1 dropped'),
    ).toBeVisible();
    expect(
      within(homework)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Worksheet 1 (18 of 20): Counts',
      'Worksheet 2: Excused: left out',
      'Worksheet 3 (0 of 20): Dropped (one of the lowest)',
      'Worksheet 4: Not marked yet: left out',
    ]);
    expect(
      within(working).getByText('Overall: (40 × 90.0% + 60 × 80.0%) ÷ 100 = 84.0%'),
    ).toBeVisible();
    expect(
      within(working).getByText('Percentages are rounded to one decimal place, halves up.'),
    ).toBeVisible();
  });

  it('prints the slip only: name, class, overall, missing work, the last comment', async () => {
    server.use(answer());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Amara Abbott' });
    const slip = document.querySelector('body > [data-print-area]')!;
    expect(slip.textContent).toContain('Amara Abbott');
    expect(slip.textContent).toContain('Student number 1001 · Algebra I · The whole year');
    expect(slip.textContent).toContain('84.0% (B)');
    expect(slip.textContent).toContain('Worksheet 3, due 10/20/26');
    expect(slip.textContent).toContain('Check question 4.');
    const printed: string[] = [];
    window.print = () => printed.push('print');
    await userEvent.click(screen.getByRole('button', { name: 'Print slip' }));
    expect(printed).toEqual(['print']);
  });

  it('gives the grade for a grading period', async () => {
    server.use(answer());
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Totals for' });
    await userEvent.selectOptions(select, 'Winter');
    const overall = screen.getByRole('region', { name: 'Overall grade' });
    await waitFor(() => expect(overall).toHaveTextContent('Overall grade—Nothing counts yet.'));
    expect(screen.queryByRole('region', { name: 'What is missing' })).toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Assignments' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    await userEvent.selectOptions(select, 'Autumn');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Overall grade' })).toHaveTextContent('84.0% (B)'),
    );
  });

  it('says when the student is not on the roster, and retries what failed', async () => {
    server.use(answer());
    renderPage(studentPath(CLASS, 'a0000000-0000-4000-8000-000000000999'));
    expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeVisible();
    cleanup();

    let calls = 0;
    server.use(
      http.get(`/api/markbook/${CLASS}`, () =>
        ++calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(book),
      ),
    );
    // No retries with waits in between: the page's own Retry is what is tested.
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    renderPage(studentPath(CLASS, AMARA), client);
    expect(await screen.findByText('This student could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Amara Abbott' })).toBeVisible(),
    );
  });
});
