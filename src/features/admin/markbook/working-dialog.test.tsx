// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Markbook, MarkbookCell } from '../../../shared/api-types/markbook';
import { ROUNDING_RULE } from '../../../shared/markbook/grade';
import { settingsOf, studentGrade } from './totals';
import { valuesOf, type CellView } from './cell-values';
import { WorkingDialog } from './working-dialog';

// Katherine Johnson in a class weighing Homework 30 and Tests 70: Homework 1 17/20, Homework 2
// excused, the unit test 23/30 (the markbook journey's, e2e/markbook.spec.ts).
const book: Markbook = {
  class: {
    id: 'c1',
    name: 'Algebra I',
    subject: 'math',
    termStarts: '2026-09-01',
    termEnds: '2027-01-29',
    missingPolicy: 'leave_out',
    letterScale: null,
  },
  categories: [
    { id: 'g1', name: 'Homework', weight: 30, dropLowest: 0 },
    { id: 'g2', name: 'Tests', weight: 70, dropLowest: 0 },
  ],
  periods: [],
  assignments: [
    { id: 'a1', title: 'Homework 1', dueDate: '2026-11-02', maxPoints: 20, categoryId: 'g1' },
    { id: 'a2', title: 'Homework 2', dueDate: '2026-11-09', maxPoints: 10, categoryId: 'g1' },
    { id: 'a3', title: 'Unit test', dueDate: '2026-11-16', maxPoints: 30, categoryId: 'g2' },
  ],
  students: [{ id: 's1', firstName: 'Katherine', lastName: 'Johnson', studentNumber: 'S-1918' }],
  cells: [],
  today: '2026-11-21',
};

const cell = (assignmentId: string, facts: Partial<MarkbookCell>): MarkbookCell => ({
  assignmentId,
  studentId: 's1',
  handedIn: 'on_time',
  score: null,
  excused: false,
  dueDate: null,
  comment: '',
  ...facts,
});

function open(cells: MarkbookCell[]) {
  const row = new Map<string, CellView>(
    cells.map((c) => {
      const values = valuesOf(c);
      return [c.assignmentId, { saved: values, wanted: values, phase: 'idle' }];
    }),
  );
  const grade = studentGrade(book, row, settingsOf(book, null));
  render(<WorkingDialog book={book} student={book.students[0]!} grade={grade} onClose={vi.fn()} />);
  return within(screen.getByRole('dialog', { name: 'Working for Katherine Johnson' }));
}

describe('WorkingDialog', () => {
  it('says the arithmetic, and the rounding rule once', () => {
    const dialog = open([
      cell('a1', { score: 17 }),
      cell('a2', { handedIn: 'no', excused: true }),
      cell('a3', { score: 23 }),
    ]);
    expect(dialog.getByText('Homework: 17 of 20 points = 85.0% (1 excused)')).toBeVisible();
    expect(dialog.getByText('Overall: (30 × 85.0% + 70 × 76.7%) ÷ 100 = 79.2%')).toBeVisible();
    // The shared sentences end with the rule, and the dialog says it under them: once only.
    expect(dialog.getAllByText(ROUNDING_RULE)).toHaveLength(1);
  });

  it('says the rule once when nothing counts yet', () => {
    const dialog = open([]);
    expect(dialog.getByText('Nothing counts yet.')).toBeVisible();
    expect(dialog.getAllByText(ROUNDING_RULE)).toHaveLength(1);
  });
});
