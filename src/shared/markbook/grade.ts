/**
 * The overall grade and its working (issue 22): the ONE function that computes a student's
 * total, used by the server (the CSV export), the markbook grid and the student page.
 *
 * CONTRACT (to be implemented; property-tested against a plain reference in grade.test.ts):
 * 1. Each assignment gets one state, in this order of precedence:
 *    outside_period (settings.period set and the assignment's dueDate outside it, inclusive) >
 *    excused (cell.excused) > no_category (weighted, and the assignment's categoryId is null or
 *    not one of settings.categories) > counted (cell.score !== null) > missing (handedIn 'no'
 *    or no cell, and (cell.dueDate ?? assignment.dueDate) < settings.today: 'missing_zero' when
 *    missingPolicy is 'zero' (score 0), else 'missing_left_out') > not_marked.
 * 2. Weighted = some category in settings.categories has weight > 0.
 * 3. Drops: in each category with dropLowest N, among its 'counted' and 'missing_zero' lines,
 *    the min(N, count − 1) lowest by score / maxPoints become 'dropped' (at least one always
 *    counts); ties: the one later in the assignments' order is dropped first.
 * 4. A category's percent = 100 × Σ score / Σ maxPoints over its counted and missing_zero lines
 *    (null when there are none).
 * 5. Weighted: overall = Σ (weight × percent) / Σ weight over categories with weight > 0 and a
 *    percent (null when none) — weights may sum to anything. Unweighted: overall = 100 × Σ score /
 *    Σ maxPoints over every counted and missing_zero line (null when none).
 * 6. Exact arithmetic (integers/rationals); `rounded` is `percent` to one decimal place, halves
 *    up (ROUNDING_RULE), computed from the exact value, never from a float that lost a digit.
 */
import type {
  LetterBand,
  MarkbookAssignment,
  MarkbookCategory,
  MarkbookCell,
  MissingPolicy,
} from '../api-types/markbook.ts';

export interface GradeSettings {
  categories: readonly MarkbookCategory[];
  missingPolicy: MissingPolicy;
  /** ISO day: work due before it (the student's own due date first) and not in is missing. */
  today: string;
  /** Only assignments due within it (inclusive) count; null: the whole year. */
  period: { starts: string; ends: string } | null;
}

/** The facts of a cell a total needs. */
export type GradeCell = Pick<MarkbookCell, 'handedIn' | 'score' | 'excused' | 'dueDate'>;

/** What became of one assignment in a student's total. */
export type LineState =
  | 'counted' // marked: score / maxPoints counts
  | 'missing_zero' // missing, the class counts it as zero
  | 'dropped' // one of the category's lowest, dropped
  | 'excused' // excused: left out
  | 'missing_left_out' // missing, the class leaves it out until marked
  | 'not_marked' // handed in (or not yet due), no score yet: left out
  | 'no_category' // the class weights its categories and this assignment has none: left out
  | 'outside_period'; // due outside the chosen period: left out

export interface GradeLine {
  assignmentId: string;
  state: LineState;
  /** The score that counts or was dropped (0 for missing_zero); null otherwise. */
  score: number | null;
  maxPoints: number;
}

export interface CategoryWorking {
  /** null: the assignments with no category (or all of them, when nothing is weighted). */
  categoryId: string | null;
  name: string;
  weight: number;
  dropLowest: number;
  /** In the assignments' order. */
  lines: GradeLine[];
  scored: number;
  possible: number;
  /** Exact, unrounded; null when nothing in it counts. */
  percent: number | null;
  /** Its effective share of the overall grade in percent (weight ÷ the weights that count). */
  share: number | null;
}

export interface Grade {
  weighted: boolean;
  /** Exact, unrounded; null when nothing counts yet. */
  percent: number | null;
  /** One decimal place, halves up. */
  rounded: number | null;
  categories: CategoryWorking[];
}

export const ROUNDING_RULE = 'Percentages are rounded to one decimal place, halves up.';

export declare function gradeOf(
  assignments: readonly MarkbookAssignment[],
  cellOf: (assignmentId: string) => GradeCell | undefined,
  settings: GradeSettings,
): Grade;

/** The letter of the highest band whose minimum the rounded percent reaches; null: none. */
export declare function letterFor(rounded: number | null, scale: readonly LetterBand[] | null): string | null;

/** Per assignment, over the live roster: excused students are left out of its average. */
export interface AssignmentFigures {
  assignmentId: string;
  /** Exact average percentage of the marked, non-excused work; null before any. */
  average: number | null;
  handedIn: number;
  marked: number;
  missing: number;
  excused: number;
}
