/**
 * A bulk action on one assignment's cells (issue 22, item 5): what it makes of each chosen
 * student's cell. One definition for the API (server/markbook/routes.ts), the stories' fake and
 * the markbook's dialog, which counts with it what Apply will change.
 */
import type { MarkbookCell } from '../api-types/markbook.ts';
import { workSchema } from '../schemas/work.ts';
import { validateValue } from '../validation/rules.ts';

export const BULK_ACTIONS = ['on_time', 'no', 'excused', 'score'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** What is recorded of one student's work on one assignment, every fact present. */
export type CellFacts = Omit<MarkbookCell, 'assignmentId' | 'studentId'>;

/** A student with nothing recorded. */
export const NO_FACTS: CellFacts = {
  handedIn: 'no',
  score: null,
  excused: false,
  dueDate: null,
  comment: '',
};

/**
 * The score a bulk action gives: a cell's rules and the catalogue's messages, and required here.
 * The API takes a number; the dialog checks what was typed.
 */
export function bulkScoreMessage(
  score: unknown,
  maxPoints: number,
  locale?: string,
): string | undefined {
  const rules = { ...workSchema(maxPoints).score, required: true };
  const given = typeof score === 'number' || typeof score === 'string' ? score : '';
  return validateValue(given, rules, { locale });
}

/**
 * One cell after the action: handed in (work already in late stays late), not handed in (only
 * work not yet marked), excused, or the score for a student not yet marked nor excused.
 */
export function bulkCell(action: BulkAction, score: number, before: CellFacts): CellFacts {
  const after = { ...before };
  if (action === 'on_time' && before.handedIn === 'no') after.handedIn = 'on_time';
  if (action === 'no' && before.score === null) after.handedIn = 'no';
  if (action === 'excused') after.excused = true;
  if (action === 'score' && before.score === null && !before.excused) {
    after.score = score;
    if (before.handedIn === 'no') after.handedIn = 'on_time';
  }
  return after;
}

export const sameFacts = (a: CellFacts, b: CellFacts) =>
  (Object.keys(a) as (keyof CellFacts)[]).every((k) => a[k] === b[k]);

/**
 * What the action does to each chosen student's cell (`current`: what is recorded, by student),
 * leaving out the cells it would not change; or the score's message.
 */
export function bulkChange(
  action: BulkAction,
  score: unknown,
  maxPoints: number,
  studentIds: readonly string[],
  current: ReadonlyMap<string, CellFacts>,
):
  | { list: { studentId: string; before: CellFacts; after: CellFacts }[] }
  | { fields: Record<string, string> } {
  if (action === 'score') {
    // A number only: text that reads as one is still not a score here.
    const message = bulkScoreMessage(typeof score === 'number' ? score : '', maxPoints);
    if (message) return { fields: { score: message } };
  }
  const list = [];
  for (const studentId of studentIds) {
    const before = current.get(studentId) ?? NO_FACTS;
    const after = bulkCell(action, score as number, before);
    if (!sameFacts(before, after)) list.push({ studentId, before, after });
  }
  return { list };
}
