import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HandedIn } from '../../src/shared/api-types/work.ts';
import type { WorkChange } from '../../src/shared/api-types/markbook.ts';
import type { Db } from '../db/database.ts';
import { work, workHistory } from '../db/schema.ts';

/** What is recorded of one student's work on one assignment (no row reads as `NOTHING`). */
export interface CellState {
  handedIn: HandedIn;
  score: number | null;
  comment: string;
  excused: boolean;
  dueDate: string | null;
}

export const NOTHING: CellState = {
  handedIn: 'no',
  score: null,
  comment: '',
  excused: false,
  dueDate: null,
};

type Field = WorkChange['field'];
const FIELDS: readonly [Field, keyof CellState][] = [
  ['handed_in', 'handedIn'],
  ['score', 'score'],
  ['comment', 'comment'],
  ['excused', 'excused'],
  ['due_date', 'dueDate'],
];

/** A field's value as history keeps it: '' for none. */
const asText = (value: CellState[keyof CellState]) => (value === null ? '' : String(value));

/** A field's value back from history's text. */
export function fromText(field: Field, text: string): CellState[keyof CellState] {
  switch (field) {
    case 'score':
      return text === '' ? null : Number(text);
    case 'excused':
      return text === 'true';
    case 'due_date':
      return text === '' ? null : text;
    case 'handed_in':
      return text;
    default:
      return text;
  }
}

export const stateKey = (field: Field): keyof CellState =>
  FIELDS.find(([name]) => name === field)![1];

/** The recorded cells of these students on an assignment (missing ones: nothing recorded). */
export async function currentCells(
  db: Db,
  teacherId: string,
  assignmentId: string,
  studentIds: readonly string[],
): Promise<Map<string, CellState>> {
  const cells = new Map<string, CellState>();
  if (studentIds.length === 0) return cells;
  const rows = await db
    .select({
      studentId: work.studentId,
      handedIn: work.handedIn,
      score: work.score,
      comment: work.comment,
      excused: work.excused,
      dueDate: work.dueDate,
    })
    .from(work)
    .where(
      and(
        eq(work.teacherId, teacherId),
        eq(work.assignmentId, assignmentId),
        inArray(work.studentId, [...studentIds]),
      ),
    );
  for (const { studentId, ...state } of rows) cells.set(studentId, state);
  return cells;
}

/**
 * Writes cells and keeps their history: one upsert per changed cell and one history row per
 * changed field, in one transaction, so a change and its record are never apart. Unchanged
 * cells write nothing.
 */
export async function saveCells(
  db: Db,
  teacherId: string,
  assignmentId: string,
  changes: readonly { studentId: string; before: CellState; after: CellState }[],
  now: Date,
): Promise<void> {
  const changed = changes.filter(({ before, after }) =>
    FIELDS.some(([, key]) => before[key] !== after[key]),
  );
  if (changed.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { studentId, before, after } of changed) {
      const row = { ...after, updatedAt: now };
      await tx
        .insert(work)
        .values({ assignmentId, studentId, teacherId, ...row })
        .onConflictDoUpdate({ target: [work.assignmentId, work.studentId], set: row });
      const history = FIELDS.filter(([, key]) => before[key] !== after[key]).map(
        ([field, key]) => ({
          teacherId,
          assignmentId,
          studentId,
          changedAt: now,
          field,
          oldValue: asText(before[key]),
          newValue: asText(after[key]),
        }),
      );
      await tx.insert(workHistory).values(history);
    }
  });
}

/** A cell's history, newest first (at most 200 changes). */
export function cellHistory(
  db: Db,
  teacherId: string,
  assignmentId: string,
  studentId: string,
): Promise<WorkChange[]> {
  return db
    .select({
      id: workHistory.id,
      changedAt: sql<string>`to_char(${workHistory.changedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      field: workHistory.field,
      oldValue: workHistory.oldValue,
      newValue: workHistory.newValue,
    })
    .from(workHistory)
    .where(
      and(
        eq(workHistory.teacherId, teacherId),
        eq(workHistory.assignmentId, assignmentId),
        eq(workHistory.studentId, studentId),
      ),
    )
    .orderBy(desc(workHistory.id))
    .limit(200);
}
