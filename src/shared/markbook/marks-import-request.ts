/**
 * `POST /api/markbook/:id/import`'s body as the API checks it, and what each mark makes of its
 * cell: one definition for the server (server/markbook/import.ts) and the stories' fake.
 */
import type { Markbook } from '../api-types/markbook.ts';
import { controlCharacterFields } from '../validation/parse.ts';
import type { CellFacts } from './bulk.ts';
import {
  checkMarkRows,
  MAX_MARK_ROWS,
  NO_MARKS,
  type MarkChange,
  type MarkImportRow,
  type MarkRowProblems,
} from './marks-import.ts';

export const ROWS_MESSAGE = `Send 1 to ${MAX_MARK_ROWS} rows, each with its marks by assignment.`;
export const COLUMNS_MESSAGE = 'Every mark column must be one of this class’s assignments.';

export const rowsRefused = (problems: number, rows: number) =>
  `${problems} of ${rows} rows need attention; nothing was imported.`;

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
 * The marks an import body asks for, all or nothing: every row's student found on the class's
 * live roster, every mark a whole score within the assignment's points or "excused"; else why
 * not, with each row's problems.
 */
export function checkImportBody(
  body: Record<string, unknown>,
  book: Pick<Markbook, 'assignments' | 'students'>,
  locale?: string,
): { changes: MarkChange[] } | { refused: { message: string; rows?: MarkRowProblems[] } } {
  const given = Array.isArray(body.rows) ? body.rows : [];
  const rows = given.map(rowOf);
  if (given.length === 0 || given.length > MAX_MARK_ROWS || rows.some((r) => r === undefined))
    return { refused: { message: ROWS_MESSAGE } };
  const known = new Set(book.assignments.map((a) => a.id));
  if (rows.some((r) => Object.keys(r!.values).some((id) => !known.has(id))))
    return { refused: { message: COLUMNS_MESSAGE } };
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
    return {
      refused: {
        message: rowsRefused(all.length, rows.length),
        rows: all.sort((a, b) => a.row - b.row),
      },
    };
  if (changes.length === 0) return { refused: { message: NO_MARKS } };
  return { changes };
}

/** A cell after an imported mark: excused, or scored (work not in yet counts as handed in). */
export const importedCell = (change: MarkChange, was: CellFacts): CellFacts =>
  'excused' in change
    ? { ...was, excused: true }
    : {
        ...was,
        score: change.score,
        handedIn: was.handedIn === 'no' ? 'on_time' : was.handedIn,
      };
