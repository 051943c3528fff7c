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
import { formatShortDate } from '../../../shared/validation/short-date';
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

type Rows = ReadonlyMap<string, ReadonlyMap<string, CellView>>;

/** The figures last computed, to compute again only the columns whose cells changed. */
export interface FiguresBefore {
  book: Markbook;
  rows: Rows;
  figures: AssignmentFigures[];
}

/**
 * Per assignment: average, handed in, marked, missing, over the roster. Given the figures
 * computed before for the same markbook, only the assignments with a changed cell are counted
 * again (a saved mark changes one row's map: one column is counted, not 80; the markbook bench
 * measured the whole count at ~30 ms per Enter at 4× CPU slowdown).
 */
export function figuresOf(
  book: Markbook,
  rows: Rows,
  today: string,
  before?: FiguresBefore,
): AssignmentFigures[] {
  const ids = book.students.map((s) => s.id);
  const changed = before?.book === book ? changedAssignments(ids, before.rows, rows) : undefined;
  return book.assignments.map((a, j) =>
    changed && !changed.has(a.id)
      ? before!.figures[j]!
      : assignmentFigures(
          a,
          ids,
          (studentId) => {
            const c = rows.get(studentId)?.get(a.id);
            return c && gradeCellOf(c.saved);
          },
          today,
        ),
  );
}

/** Counts the figures, remembering the last count so that the next redoes only what changed. */
export class FiguresCounter {
  private before: FiguresBefore | undefined;
  of(book: Markbook, rows: Rows, today: string): AssignmentFigures[] {
    const figures = figuresOf(book, rows, today, this.before);
    this.before = { book, rows, figures };
    return figures;
  }
}

/** The assignments with a cell whose saved values differ between two snapshots' rows. */
function changedAssignments(ids: string[], was: Rows, now: Rows): Set<string> {
  const changed = new Set<string>();
  for (const id of ids) {
    const a = was.get(id);
    const b = now.get(id);
    if (a === b) continue;
    for (const key of new Set([...(a?.keys() ?? []), ...(b?.keys() ?? [])]))
      if (a?.get(key)?.saved !== b?.get(key)?.saved) changed.add(key);
  }
  return changed;
}

/**
 * The short date of an ISO day, each day formatted once: an Intl formatter made per call cost
 * the grid ~70 ms of 4×-slowed CPU while moving about (the shared function stays small: it is
 * in the sign-in page's budget).
 */
export function shortDates(locale: string): (iso: string) => string {
  const seen = new Map<string, string>();
  return (iso) => {
    let text = seen.get(iso);
    if (text === undefined) seen.set(iso, (text = formatShortDate(iso, locale)));
    return text;
  };
}

/**
 * Has the locale's short-date formatter made before the first date is written: the first one
 * a page makes is the dearest (the browser's locale data for dates; the markbook's first view,
 * cold, at 4× CPU slowdown on the AMD machine: 135 ms). Made once per locale, then kept.
 */
export function prepareShortDates(locale: string): void {
  formatShortDate('2000-01-01', locale);
}

/** A percentage to one decimal place in the reader's digits ("—" for none). */
export const percentText = (percent: number | null) =>
  formatPercent(percent === null ? null : roundTenth(percent), browserLocale());

const roundTenth = (value: number) => Math.round(value * 10) / 10;
