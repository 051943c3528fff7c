import type { Markbook, MarkbookCell } from '../../src/shared/api-types/markbook.ts';
import {
  checkMarkRows,
  MAX_MARK_ROWS,
  NO_MARKS,
  type MarkImportRow,
} from '../../src/shared/markbook/marks-import.ts';
import { controlCharacterFields } from '../../src/shared/validation/parse.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/json.ts';
import { currentCells, NOTHING, saveCells, type CellState } from '../work/save.ts';

export const ROWS_MESSAGE = `Send 1 to ${MAX_MARK_ROWS} rows, each with its marks by assignment.`;
export const COLUMNS_MESSAGE = 'Every mark column must be one of this class’s assignments.';

const refused = (message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, { error: 'validation', message, ...extra });

/** A row as sent, or undefined when it is not the shape of one. */
function rowOf(value: unknown): MarkImportRow | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { studentNumber, firstName, lastName, values } = value as Record<string, unknown>;
  const text = (x: unknown) => x === undefined || x === null || typeof x === 'string';
  if (![studentNumber, firstName, lastName].every(text)) return undefined;
  if (!values || typeof values !== 'object' || Array.isArray(values)) return undefined;
  if (!Object.values(values).every((v) => typeof v === 'string')) return undefined;
  return {
    studentNumber: (studentNumber as string | undefined) ?? '',
    firstName: (firstName as string | undefined) ?? '',
    lastName: (lastName as string | undefined) ?? '',
    values: values as Record<string, string>,
  };
}

/**
 * Marks from a file, all or nothing: every row's student found on the class's live roster
 * (by number, else by name), every mark a whole score within the assignment's points or
 * "excused"; any problem refuses the lot with each row's messages. Saved with history; the
 * answer carries the cells as they were, for Undo (POST /restore).
 */
export async function importMarks(
  db: Db,
  teacherId: string,
  book: Markbook,
  body: Record<string, unknown>,
  { locale, now }: { locale: string; now: Date },
): Promise<{ changes: number; before: MarkbookCell[]; after: MarkbookCell[] }> {
  const given = Array.isArray(body.rows) ? body.rows : [];
  const rows = given.map(rowOf);
  if (given.length === 0 || given.length > MAX_MARK_ROWS || rows.some((r) => r === undefined))
    throw refused(ROWS_MESSAGE);
  const known = new Set(book.assignments.map((a) => a.id));
  if (rows.some((r) => Object.keys(r!.values).some((id) => !known.has(id))))
    throw refused(COLUMNS_MESSAGE);
  const control = rows.flatMap((r, row) => {
    const fields = controlCharacterFields({ ...r!, values: undefined, ...r!.values });
    return Object.keys(fields).length > 0 ? [{ row, fields }] : [];
  });
  const { changes, problems } = checkMarkRows(
    rows as MarkImportRow[],
    book.assignments,
    book.students,
    locale,
  );
  const all = [...control, ...problems.filter((p) => !control.some((c) => c.row === p.row))];
  if (all.length > 0)
    throw refused(`${all.length} of ${rows.length} rows need attention; nothing was imported.`, {
      rows: all.sort((a, b) => a.row - b.row),
    });
  if (changes.length === 0) throw refused(NO_MARKS);

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
        const next: CellState =
          'excused' in x
            ? { ...was, excused: true }
            : {
                ...was,
                score: x.score,
                handedIn: was.handedIn === 'no' ? 'on_time' : was.handedIn,
              };
        before.push({ assignmentId, studentId: x.studentId, ...was });
        after.push({ assignmentId, studentId: x.studentId, ...next });
        return { studentId: x.studentId, before: was, after: next };
      });
      await saveCells(tx, teacherId, assignmentId, list, now);
    }
  });
  return { changes: changes.length, before, after };
}
