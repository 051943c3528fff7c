import { workSchema } from '../../src/shared/schemas/work.ts';
import { validateValue } from '../../src/shared/validation/rules.ts';
import { NOTHING, type CellState } from '../work/save.ts';

export const BULK_ACTIONS = ['on_time', 'no', 'excused', 'score'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * What a bulk action does to each chosen student's cell: handed in (work already in late stays
 * late), not handed in (only work not yet marked), excused, or the same score for every student
 * not yet marked nor excused. Cells it would not change are left out.
 */
export function bulkChange(
  action: BulkAction,
  score: unknown,
  maxPoints: number,
  studentIds: readonly string[],
  current: ReadonlyMap<string, CellState>,
):
  | { list: { studentId: string; before: CellState; after: CellState }[] }
  | { fields: Record<string, string> } {
  if (action === 'score') {
    // The marking view's rules and messages (a score is required here).
    const rules = { ...workSchema(maxPoints).score, required: true };
    const message =
      typeof score === 'number' ? validateValue(score, rules) : validateValue('', rules);
    if (message) return { fields: { score: message } };
  }
  const list = [];
  for (const studentId of studentIds) {
    const before = current.get(studentId) ?? NOTHING;
    const after = { ...before };
    if (action === 'on_time' && before.handedIn === 'no') after.handedIn = 'on_time';
    if (action === 'no' && before.score === null) after.handedIn = 'no';
    if (action === 'excused') after.excused = true;
    if (action === 'score' && before.score === null && !before.excused) {
      after.score = score as number;
      if (before.handedIn === 'no') after.handedIn = 'on_time';
    }
    if (
      Object.keys(after).some((k) => after[k as keyof CellState] !== before[k as keyof CellState])
    )
      list.push({ studentId, before, after });
  }
  return { list };
}
