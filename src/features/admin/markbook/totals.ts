import { browserLocale } from '../../../lib/i18n/locale';
import type { Markbook, MarkbookPeriod } from '../../../shared/api-types/markbook';
import {
  assignmentFigures,
  explainGrade,
  formatPercent,
  gradeOf,
  letterFor,
  type AssignmentFigures,
  type Grade,
  type GradeSettings,
} from '../../../shared/markbook/grade';
import { gradeCellOf, type CellView } from './cell-values';

/** The one grade function's settings for this class and the period chosen (null: the year). */
export const settingsOf = (book: Markbook, period: MarkbookPeriod | null): GradeSettings => ({
  categories: book.categories,
  missingPolicy: book.class.missingPolicy,
  today: book.today,
  period: period && { starts: period.starts, ends: period.ends },
});

/** A student's total from what the server holds of their cells. */
export function studentGrade(
  book: Markbook,
  row: ReadonlyMap<string, CellView> | undefined,
  settings: GradeSettings,
): Grade {
  return gradeOf(
    book.assignments,
    (assignmentId) => {
      const c = row?.get(assignmentId);
      return c && gradeCellOf(c.saved);
    },
    settings,
  );
}

/** "86.5 %", and the letter beside it when the class has a scale: "86.5 % B". */
export function totalText(
  book: Markbook,
  grade: Grade,
): { percent: string; letter: string | null } {
  return {
    percent: formatPercent(grade.rounded),
    letter: letterFor(grade.rounded, book.class.letterScale),
  };
}

/** The working's sentences (the arithmetic, in words). */
export const workingSentences = (book: Markbook, grade: Grade): string[] =>
  explainGrade(grade, book.assignments, browserLocale());

/** Per assignment: average, handed in, marked, missing, over the roster. */
export function figuresOf(
  book: Markbook,
  rows: ReadonlyMap<string, ReadonlyMap<string, CellView>>,
  today: string,
): AssignmentFigures[] {
  return book.assignments.map((a) =>
    assignmentFigures(
      a,
      book.students.map((s) => s.id),
      (studentId) => {
        const c = rows.get(studentId)?.get(a.id);
        return c && gradeCellOf(c.saved);
      },
      today,
    ),
  );
}

/** A percentage to one decimal place in the reader's digits ("—" for none). */
export const percentText = (percent: number | null) =>
  formatPercent(percent === null ? null : roundTenth(percent), browserLocale());

const roundTenth = (value: number) => Math.round(value * 10) / 10;
