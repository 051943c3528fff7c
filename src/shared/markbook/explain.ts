/**
 * The "working" of a grade (issue 22) in plain sentences, for the markbook's working dialog and
 * the student page: each category's points and percentage, what was left out and why, the
 * weighted sum, and the rounding rule. Deterministic: the same grade gives the same sentences.
 */
import type { MarkbookAssignment } from '../api-types/markbook.ts';
import type { CategoryWorking, Grade, GradeLine, LineState } from './grade.ts';
import { formatPercent, roundedPercent, ROUNDING_RULE } from './percent.ts';

export const NOTHING_COUNTS = 'Nothing counts yet.';

/** What each left-out (or zero) state adds to a sentence, singular and plural. */
const NOTES: readonly [LineState, string, string][] = [
  ['dropped', 'mark dropped', 'marks dropped'],
  ['missing_zero', 'missing counted as zero', 'missing counted as zero'],
  ['excused', 'excused', 'excused'],
  ['missing_left_out', 'missing left out', 'missing left out'],
  ['not_marked', 'not marked yet', 'not marked yet'],
  ['outside_period', 'outside the period', 'outside the period'],
];

function notes(lines: readonly GradeLine[], count: (n: number) => string): string {
  const parts = NOTES.flatMap(([state, one, many]) => {
    const n = lines.filter((l) => l.state === state).length;
    return n === 0 ? [] : [`${count(n)} ${n === 1 ? one : many}`];
  });
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

export function explainGrade(
  grade: Grade,
  assignments: readonly MarkbookAssignment[],
  locale = 'en-GB',
): string[] {
  if (grade.percent === null || grade.rounded === null) return [NOTHING_COUNTS];
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const percent = (rounded: number | null) => formatPercent(rounded, locale);
  const titles = new Map(assignments.map((a) => [a.id, a.title]));
  const points = (g: CategoryWorking) =>
    `${count(g.scored)} of ${count(g.possible)} points = ${percent(roundedPercent(g.scored, g.possible))}`;
  const droppedFrom = (g: CategoryWorking, label: string) => {
    const dropped = g.lines.filter((l) => l.state === 'dropped');
    if (dropped.length === 0) return [];
    const each = dropped.map(
      (l) =>
        `${titles.get(l.assignmentId) ?? l.assignmentId} (${count(l.score ?? 0)} of ${count(l.maxPoints)})`,
    );
    return [`${label}: ${each.join(', ')}`];
  };

  if (!grade.weighted) {
    const all = grade.categories[0]!;
    return [
      `Overall: ${points(all)}${notes(all.lines, count)}`,
      ...droppedFrom(all, 'Dropped'),
      ROUNDING_RULE,
    ];
  }

  const sentences: string[] = [];
  for (const g of grade.categories) {
    if (g.categoryId === null) {
      const n = g.lines.filter((l) => l.state === 'no_category').length;
      if (n > 0)
        sentences.push(
          `No category: ${count(n)} ${n === 1 ? 'assignment is' : 'assignments are'} left out`,
        );
      continue;
    }
    const outside = g.weight === 0 ? ', weight 0: not in the overall' : '';
    sentences.push(
      g.percent === null
        ? `${g.name}: nothing counts yet${notes(g.lines, count)}`
        : `${g.name}: ${points(g)}${notes(g.lines, count)}${outside}`,
      ...droppedFrom(g, `Dropped from ${g.name}`),
    );
  }
  const counting = grade.categories.filter((g) => g.share !== null);
  const terms = counting.map(
    (g) => `${count(g.weight)} × ${percent(roundedPercent(g.scored, g.possible))}`,
  );
  const total = counting.reduce((sum, g) => sum + g.weight, 0);
  sentences.push(
    `Overall: (${terms.join(' + ')}) ÷ ${count(total)} = ${percent(grade.rounded)}`,
    ROUNDING_RULE,
  );
  return sentences;
}
