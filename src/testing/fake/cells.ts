import type { MarkbookCell, WorkChange } from '../../shared/api-types/markbook';
import type { FakeDb, StoredWork } from './db';

/** What a cell holds, every fact present (a student with nothing recorded: `NOTHING`). */
export type CellState = Omit<MarkbookCell, 'assignmentId' | 'studentId'>;

export const NOTHING: CellState = {
  handedIn: 'no',
  score: null,
  excused: false,
  dueDate: null,
  comment: '',
};

/** A student's work on an assignment as the markbook shows it. */
export function cellOf(db: FakeDb, assignmentId: string, studentId: string): CellState {
  const w = db.work.find((x) => x.assignmentId === assignmentId && x.studentId === studentId);
  if (!w) return { ...NOTHING };
  return {
    handedIn: w.handedIn,
    score: w.score,
    excused: w.excused ?? false,
    dueDate: w.dueDate ?? null,
    comment: w.comment,
  };
}

const FIELDS: [keyof CellState, WorkChange['field']][] = [
  ['handedIn', 'handed_in'],
  ['score', 'score'],
  ['comment', 'comment'],
  ['excused', 'excused'],
  ['dueDate', 'due_date'],
];

const asText = (value: CellState[keyof CellState]) => (value === null ? '' : String(value));

/**
 * Writes a cell as the server's server/work/save.ts does: the row replaced, and one history
 * line per fact that changed (who: the teacher; when: the clock's now).
 */
export function writeCell(
  db: FakeDb,
  assignmentId: string,
  studentId: string,
  next: CellState,
): void {
  const before = cellOf(db, assignmentId, studentId);
  const changedAt = new Date().toISOString();
  for (const [key, field] of FIELDS) {
    if (before[key] === next[key]) continue;
    db.history.push({
      id: db.history.length + 1,
      assignmentId,
      studentId,
      changedAt,
      field,
      oldValue: asText(before[key]),
      newValue: asText(next[key]),
    });
  }
  const row: StoredWork = { assignmentId, studentId, ...next };
  const index = db.work.findIndex(
    (w) => w.assignmentId === assignmentId && w.studentId === studentId,
  );
  if (index < 0) db.work.push(row);
  else db.work[index] = row;
}
