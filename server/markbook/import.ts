import type { Markbook, MarkbookCell } from '../../src/shared/api-types/markbook.ts';
import {
  checkImportBody,
  COLUMNS_MESSAGE,
  importedCell,
  ROWS_MESSAGE,
} from '../../src/shared/markbook/marks-import-request.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/json.ts';
import { currentCells, NOTHING, saveCells, type CellState } from '../work/save.ts';

export { COLUMNS_MESSAGE, ROWS_MESSAGE };

/**
 * Marks from a file, all or nothing, as src/shared/markbook/marks-import-request.ts checks them
 * (any problem refuses the lot with each row's messages). Saved with history; the answer
 * carries the cells as they were, for Undo (POST /restore).
 */
export async function importMarks(
  db: Db,
  teacherId: string,
  book: Markbook,
  body: Record<string, unknown>,
  { locale, now }: { locale: string; now: Date },
): Promise<{ changes: number; before: MarkbookCell[]; after: MarkbookCell[] }> {
  const checked = checkImportBody(body, book, locale);
  if ('refused' in checked) {
    const { message, rows } = checked.refused;
    throw new HttpError(400, { error: 'validation', message, ...(rows ? { rows } : {}) });
  }
  const { changes } = checked;
  const before: MarkbookCell[] = [];
  const after: MarkbookCell[] = [];
  await db.transaction(async (tx) => {
    for (const assignmentId of new Set(changes.map((x) => x.assignmentId))) {
      const mine = changes.filter((x) => x.assignmentId === assignmentId);
      const current = await currentCells(
        tx,
        teacherId,
        assignmentId,
        mine.map((x) => x.studentId),
      );
      const list = mine.map((x) => {
        const was: CellState = current.get(x.studentId) ?? NOTHING;
        const next: CellState = importedCell(x, was);
        before.push({ assignmentId, studentId: x.studentId, ...was });
        after.push({ assignmentId, studentId: x.studentId, ...next });
        return { studentId: x.studentId, before: was, after: next };
      });
      await saveCells(tx, teacherId, assignmentId, list, now);
    }
  });
  return { changes: changes.length, before, after };
}
