/**
 * The overall grade and its working (issue 22): the ONE function that computes a student's
 * total, used by the server (the CSV export), the markbook grid and the student page.
 *
 * The rules (ADR 033; property-tested against a plain reference in grade.test.ts):
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
import { percentOf, roundTenth, toNumber, type Ratio } from './percent.ts';

// One import for the markbook's callers: the sentences and the percentages' rounding and text.
export { explainGrade } from './explain.ts';
export { formatPercent, roundedPercent, ROUNDING_RULE } from './percent.ts';

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

const COUNTS: ReadonlySet<LineState> = new Set(['counted', 'missing_zero']);

function lineOf(
  a: MarkbookAssignment,
  cell: GradeCell | undefined,
  s: GradeSettings,
  uncategorised: boolean,
): GradeLine {
  const line = (state: LineState, score: number | null = null): GradeLine => ({
    assignmentId: a.id,
    state,
    score,
    maxPoints: a.maxPoints,
  });
  if (s.period && (a.dueDate < s.period.starts || a.dueDate > s.period.ends))
    return line('outside_period');
  if (cell?.excused) return line('excused');
  if (uncategorised) return line('no_category');
  if (cell && cell.score !== null) return line('counted', cell.score);
  if ((cell?.handedIn ?? 'no') === 'no' && (cell?.dueDate ?? a.dueDate) < s.today)
    return s.missingPolicy === 'zero' ? line('missing_zero', 0) : line('missing_left_out');
  return line('not_marked');
}

/** Rule 3: the lowest by score ÷ maxPoints (compared exactly), the later first on a tie. */
function dropLowest(lines: GradeLine[], n: number): void {
  const candidates = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => COUNTS.has(line.state));
  candidates.sort((x, y) => {
    const lhs = BigInt(x.line.score ?? 0) * BigInt(y.line.maxPoints);
    const rhs = BigInt(y.line.score ?? 0) * BigInt(x.line.maxPoints);
    return lhs < rhs ? -1 : lhs > rhs ? 1 : y.index - x.index;
  });
  const count = Math.max(0, Math.min(n, candidates.length - 1));
  for (const { line } of candidates.slice(0, count)) line.state = 'dropped';
}

function working(
  category: Pick<CategoryWorking, 'categoryId' | 'name' | 'weight' | 'dropLowest'>,
  lines: GradeLine[],
): { group: CategoryWorking; exact: Ratio | null } {
  const counting = lines.filter((l) => COUNTS.has(l.state));
  const scored = counting.reduce((sum, l) => sum + (l.score ?? 0), 0);
  const possible = counting.reduce((sum, l) => sum + l.maxPoints, 0);
  const exact = possible === 0 ? null : percentOf(BigInt(scored), BigInt(possible));
  const percent = exact && toNumber(exact);
  return { group: { ...category, lines, scored, possible, percent, share: null }, exact };
}

export function gradeOf(
  assignments: readonly MarkbookAssignment[],
  cellOf: (assignmentId: string) => GradeCell | undefined,
  settings: GradeSettings,
): Grade {
  const known = new Map(settings.categories.map((c) => [c.id, c]));
  const weighted = settings.categories.some((c) => c.weight > 0);
  const isKnown = (a: MarkbookAssignment) => a.categoryId !== null && known.has(a.categoryId);
  const lines = assignments.map((a) => lineOf(a, cellOf(a.id), settings, weighted && !isKnown(a)));
  for (const c of known.values()) {
    if (c.dropLowest > 0)
      dropLowest(
        lines.filter((_, i) => assignments[i]?.categoryId === c.id),
        c.dropLowest,
      );
  }

  if (!weighted) {
    const { group, exact } = working(
      { categoryId: null, name: 'All work', weight: 0, dropLowest: 0 },
      lines,
    );
    return {
      weighted,
      percent: group.percent,
      rounded: exact && roundTenth(exact),
      categories: [{ ...group, share: exact && 100 }],
    };
  }

  const groups = settings.categories.map((c) =>
    working(
      { categoryId: c.id, name: c.name, weight: c.weight, dropLowest: c.dropLowest },
      lines.filter((_, i) => assignments[i]?.categoryId === c.id),
    ),
  );
  const others = lines.filter((_, i) => !isKnown(assignments[i]!));
  if (others.length > 0)
    groups.push(
      working({ categoryId: null, name: 'No category', weight: 0, dropLowest: 0 }, others),
    );

  const counting = groups.filter(({ group, exact }) => group.weight > 0 && exact !== null);
  const totalWeight = counting.reduce((sum, { group }) => sum + group.weight, 0);
  // Σ weight × n/d over a common denominator, then ÷ Σ weight.
  let overall: Ratio | null = null;
  for (const { group, exact } of counting) {
    const [n, d] = exact!;
    const w = BigInt(group.weight);
    overall = overall === null ? [w * n, d] : [overall[0] * d + w * n * overall[1], overall[1] * d];
  }
  if (overall) overall = [overall[0], overall[1] * BigInt(totalWeight)];
  return {
    weighted,
    percent: overall && toNumber(overall),
    rounded: overall && roundTenth(overall),
    categories: groups.map((g) => ({
      ...g.group,
      share: counting.includes(g) ? (g.group.weight * 100) / totalWeight : null,
    })),
  };
}

/** The letter of the highest band whose minimum the rounded percent reaches; null: none. */
export function letterFor(
  rounded: number | null,
  scale: readonly LetterBand[] | null,
): string | null {
  let best: LetterBand | null = null;
  if (rounded === null || scale === null) return null;
  for (const band of scale)
    if (rounded >= band.min && (best === null || band.min > best.min)) best = band;
  return best?.letter ?? null;
}

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

export function assignmentFigures(
  assignment: MarkbookAssignment,
  studentIds: readonly string[],
  cellOf: (studentId: string) => GradeCell | undefined,
  today: string,
): AssignmentFigures {
  const figures = { handedIn: 0, marked: 0, missing: 0, excused: 0 };
  let scored = 0n;
  for (const id of studentIds) {
    const cell = cellOf(id);
    const handedIn = cell !== undefined && cell.handedIn !== 'no';
    // As the lists and the dashboard count (server/work/counts.ts): excused work is in no
    // figure but its own.
    if (handedIn && !cell.excused) figures.handedIn += 1;
    if (cell?.excused) figures.excused += 1;
    else if (cell && cell.score !== null) {
      figures.marked += 1;
      scored += BigInt(cell.score);
    }
    if (!handedIn && !cell?.excused && (cell?.dueDate ?? assignment.dueDate) < today)
      figures.missing += 1;
  }
  const average =
    figures.marked === 0
      ? null
      : toNumber(percentOf(scored, BigInt(figures.marked) * BigInt(assignment.maxPoints)));
  return { assignmentId: assignment.id, average, ...figures };
}
