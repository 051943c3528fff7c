import { parse, unparse } from 'papaparse';
import type { Student } from '../../../shared/api-types/students';
import type { RosterRow } from '../../../shared/schemas/students';
import { ROSTER_FIELDS, columnsOf, type ColumnMap } from './roster-headers';
import { isOneRosterUsers, oneRosterStudents, type LeftOut } from './roster-oneroster';

export const NOTHING_TO_IMPORT =
  'There are no students in this text: one line per student, after the line of column names.';

/** A file of one column cannot give first and last names apart: says what its column is. */
export const oneColumnProblem = (header: string) =>
  `This text has one column, “${header}”: a roster needs the first and last names in columns of their own, and the first line naming the columns.`;

/** A roster whose columns the teacher is to match: what was found, with the first rows. */
export interface ToMatch {
  headers: string[];
  /** The first rows, as examples of each column. */
  examples: string[][];
  /** The columns recognised by their names, to start from. */
  columns: ColumnMap;
}

export type ParsedRoster =
  | { rows: RosterRow[]; columns: ColumnMap; headers: string[]; leftOut?: LeftOut }
  | { match: ToMatch }
  | { problem: string };

/**
 * A cell as it was before our exports' formula guard (papaparse's escapeFormulae: a ' put before
 * =, +, -, @, a tab or a carriage return), so that export then import gives back every value.
 */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * A CSV's first line and its records, every cell trimmed (and our exports' formula guard taken
 * off); blank lines skipped.
 */
export function readTable(text: string): { headers: string[]; records: string[][] } {
  const { data } = parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...records] = data.map((r) => r.map((cell) => unguarded(cell.trim())));
  return { headers, records };
}

/**
 * Reads a roster pasted or uploaded as CSV (comma, semicolon or tab separated, as spreadsheets
 * save it): a first line naming the columns, then a student per line. Columns are found by
 * their names in several languages (roster-headers.ts), or as the teacher matched them
 * (`chosen`); a OneRoster users.csv gives its active students (`roles` from its roles.csv).
 * When first and last names are not both found, the columns are for the teacher to match.
 */
export function parseRoster(
  text: string,
  { chosen, roles }: { chosen?: ColumnMap; roles?: ReadonlyMap<string, string[]> } = {},
): ParsedRoster {
  const { headers, records } = readTable(text);
  if (headers.length === 0) return { problem: NOTHING_TO_IMPORT };
  if (!chosen && isOneRosterUsers(headers)) {
    const read = oneRosterStudents(headers, records, roles);
    if ('problem' in read) return read;
    if (read.rows.length === 0 && records.length === 0) return { problem: NOTHING_TO_IMPORT };
    return { ...read, columns: {}, headers };
  }
  const columns = chosen ?? columnsOf(headers);
  if (columns.firstName === undefined || columns.lastName === undefined) {
    if (headers.length < 2) return { problem: oneColumnProblem(headers[0] ?? '') };
    return { match: { headers, examples: records.slice(0, 3), columns } };
  }
  if (records.length === 0) return { problem: NOTHING_TO_IMPORT };
  const rows = records.map((record) => {
    const row: RosterRow = { firstName: '', lastName: '', studentNumber: '', notes: '' };
    for (const field of ROSTER_FIELDS) {
      const index = columns[field];
      if (index !== undefined) row[field] = record[index] ?? '';
    }
    return row;
  });
  return { rows, columns, headers };
}

/**
 * A roster as CSV, with the column names the import reads, starting with a byte-order mark so
 * that Excel opens it as UTF-8 (without one it reads Ødegård as Ã˜degÃ¥rd). Values a
 * spreadsheet would run as a formula (starting with =, +, -, @) are escaped. In the order the
 * `compare` given sorts names (the reader's language: byStudentName).
 */
export function rosterCsv(
  students: Student[],
  compare?: (a: Student, b: Student) => number,
): string {
  const sorted = compare ? [...students].sort(compare) : students;
  return `\uFEFF${unparse(
    {
      fields: ['First name', 'Last name', 'Student number', 'Notes'],
      data: sorted.map((s) => [s.firstName, s.lastName, s.studentNumber ?? '', s.notes]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  )}`;
}
