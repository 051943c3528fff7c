import { parse, unparse } from 'papaparse';
import type { Student } from '../../../shared/api-types/students';
import type { RosterRow } from '../../../shared/schemas/students';

/** The header names a roster file's columns may have, by the field they fill. */
const HEADERS: Record<keyof RosterRow, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename', 'forenames'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  studentNumber: ['studentnumber', 'number', 'studentid', 'id', 'no'],
  notes: ['notes', 'note', 'comments', 'comment'],
};

const fieldOf = (header: string): keyof RosterRow | undefined => {
  const key = header.toLowerCase().replace(/[^a-z]/g, '');
  return (Object.keys(HEADERS) as (keyof RosterRow)[]).find((f) => HEADERS[f].includes(key));
};

export const HEADER_PROBLEM =
  'The first line must name the columns: First name and Last name, and if you have them, Student number and Notes.';
export const NOTHING_TO_IMPORT =
  'There are no students in this text: one line per student, after the line of column names.';

export type ParsedRoster =
  { rows: RosterRow[]; problem?: undefined } | { rows?: undefined; problem: string };

/**
 * Reads a roster pasted or uploaded as CSV (comma, semicolon or tab separated, as spreadsheets
 * save it): a first line naming the columns, then a student per line. Columns it does not know
 * are left out; blank lines are skipped.
 */
export function parseRoster(text: string): ParsedRoster {
  const parsed = parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = (parsed.meta.fields ?? []).map((h) => [h, fieldOf(h)] as const);
  const has = (f: keyof RosterRow) => fields.some(([, field]) => field === f);
  if (!has('firstName') || !has('lastName')) return { problem: HEADER_PROBLEM };
  const rows = parsed.data.map((record) => {
    const row: RosterRow = { firstName: '', lastName: '', studentNumber: '', notes: '' };
    for (const [header, field] of fields) if (field) row[field] = (record[header] ?? '').trim();
    return row;
  });
  if (rows.length === 0) return { problem: NOTHING_TO_IMPORT };
  return { rows };
}

/**
 * A roster as CSV, with the column names the import reads. Values a spreadsheet would run as a
 * formula (starting with =, +, -, @) are escaped.
 */
export function rosterCsv(students: Student[]): string {
  return unparse(
    {
      fields: ['First name', 'Last name', 'Student number', 'Notes'],
      data: students.map((s) => [s.firstName, s.lastName, s.studentNumber ?? '', s.notes]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
