import type { MarkbookCell } from '../../../shared/api-types/markbook';
import type { HandedIn, Work, WorkValues } from '../../../shared/api-types/work';
import type { GradeCell } from '../../../shared/markbook/grade';

/** One cell as the grid holds it: the score as typed ('' for none), no due date ''. */
export interface CellValues {
  handedIn: HandedIn;
  score: string;
  excused: boolean;
  dueDate: string;
  comment: string;
}

export const EMPTY: CellValues = {
  handedIn: 'no',
  score: '',
  excused: false,
  dueDate: '',
  comment: '',
};

export type CellPhase = 'idle' | 'saving' | 'saved' | 'failed';

/** A cell with something recorded, sent or typed. */
export interface CellView {
  /** What the server holds. */
  saved: CellValues;
  /** What the cell shows: the latest values accepted to be saved. */
  wanted: CellValues;
  phase: CellPhase;
  /** Why the last save failed (phase `failed`). */
  reason?: string;
}

export const cellKey = (assignmentId: string, studentId: string) => `${assignmentId}|${studentId}`;
export const splitKey = (key: string) => {
  const [assignmentId = '', studentId = ''] = key.split('|');
  return { assignmentId, studentId };
};

export const valuesOf = (
  c: Pick<MarkbookCell | Work, 'handedIn' | 'score' | 'excused' | 'dueDate' | 'comment'>,
): CellValues => ({
  handedIn: c.handedIn,
  score: c.score === null ? '' : String(c.score),
  excused: c.excused,
  dueDate: c.dueDate ?? '',
  comment: c.comment,
});

export const bodyOf = (v: CellValues): WorkValues => ({
  handedIn: v.handedIn,
  score: v.score.trim(),
  comment: v.comment,
  excused: v.excused,
  dueDate: v.dueDate,
});

export const same = (a: CellValues, b: CellValues) =>
  a.handedIn === b.handedIn &&
  a.score === b.score &&
  a.excused === b.excused &&
  a.dueDate === b.dueDate &&
  a.comment === b.comment;

/** The facts a total needs, from what the server holds. */
export const gradeCellOf = (v: CellValues): GradeCell => ({
  handedIn: v.handedIn,
  score: v.score === '' ? null : Number(v.score),
  excused: v.excused,
  dueDate: v.dueDate === '' ? null : v.dueDate,
});

type Rows = ReadonlyMap<string, ReadonlyMap<string, CellView>>;

/**
 * The rows with cells the server changed in one go (a bulk action, an import, an Undo), put in
 * as a save's answer is: what the server now holds shows; a cell being saved or whose save
 * failed keeps what was typed (its own save answers, or Retry sends it, next).
 */
export function withServerCells(rows: Rows, cells: readonly MarkbookCell[]): Rows {
  const next = new Map(rows);
  for (const c of cells) {
    const row = new Map(next.get(c.studentId));
    const now = row.get(c.assignmentId);
    const saved = valuesOf(c);
    const busy = now?.phase === 'saving' || now?.phase === 'failed';
    row.set(c.assignmentId, busy ? { ...now, saved } : { saved, wanted: saved, phase: 'saved' });
    next.set(c.studentId, row);
  }
  return next;
}
