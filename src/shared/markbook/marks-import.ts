/**
 * Marks from a file (issue 22, item 6): each row names a student (by number, else by name) and
 * gives a score, "excused" or nothing per assignment. One check, used by the import's preview
 * in the browser and again by the API, which saves all or nothing.
 */
import type { MarkbookStudent } from '../api-types/markbook.ts';
import { validateValue } from '../validation/rules.ts';

export interface MarkImportRow {
  studentNumber?: string;
  firstName?: string;
  lastName?: string;
  /** By assignment id: a whole score, "excused" (or "ex"), or '' for no change. */
  values: Record<string, string>;
}

export interface MarkRowProblems {
  /** The row's index in the rows given. */
  row: number;
  /** By "student" or an assignment's id: what is wrong. */
  fields: Record<string, string>;
}

export type MarkChange =
  | { studentId: string; assignmentId: string; excused: true }
  | { studentId: string; assignmentId: string; score: number };

export const MAX_MARK_ROWS = 100;
export const NO_MARKS = 'There are no marks in this file to import: every mark cell is empty.';
export const EXCUSED_WORDS = ['excused', 'ex', 'exc'];

/** Letters that no accent-stripping decomposes, as files without them spell them. */
const PLAIN: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  þ: 'th',
};

/** Names compared as a teacher reads them: case, accents and spacing aside (Ødegård, Odegard). */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[øæœßđłþ]/g, (c) => PLAIN[c]!)
    .replace(/\s+/g, ' ')
    .trim();

function studentOf(
  row: MarkImportRow,
  roster: readonly MarkbookStudent[],
): { id: string } | { problem: string } {
  const number = row.studentNumber?.trim() ?? '';
  if (number !== '') {
    const found = roster.find((s) => s.studentNumber && folded(s.studentNumber) === folded(number));
    return found ?? { problem: `No student in this class has the number ${number}.` };
  }
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  if (name === '') return { problem: 'Give the student’s number, or first and last name.' };
  const same = roster.filter((s) => folded(`${s.firstName} ${s.lastName}`) === folded(name));
  if (same.length === 1) return same[0]!;
  return {
    problem:
      same.length === 0
        ? `No student in this class is called ${name}.`
        : `${same.length} students in this class are called ${name}: add their student numbers.`,
  };
}

/** Each row's student and marks, or its problems in the catalogue's words. */
export function checkMarkRows(
  rows: readonly MarkImportRow[],
  assignments: readonly { id: string; maxPoints: number }[],
  roster: readonly MarkbookStudent[],
  locale?: string,
): { changes: MarkChange[]; problems: MarkRowProblems[] } {
  const changes: MarkChange[] = [];
  const problems: MarkRowProblems[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const fields: Record<string, string> = {};
    const student = studentOf(row, roster);
    if ('problem' in student) fields.student = student.problem;
    else if (seen.has(student.id)) fields.student = 'This student is on an earlier row too.';
    else seen.add(student.id);
    for (const a of assignments) {
      const value = (row.values[a.id] ?? '').trim();
      if (value === '') continue;
      if (EXCUSED_WORDS.includes(value.toLowerCase())) {
        if ('id' in student)
          changes.push({ studentId: student.id, assignmentId: a.id, excused: true });
        continue;
      }
      const message = validateValue(
        value,
        { required: true, integer: true, min: 0, max: a.maxPoints },
        { locale },
      );
      if (message) fields[a.id] = message;
      else if ('id' in student)
        changes.push({ studentId: student.id, assignmentId: a.id, score: Number(value) });
    }
    if (Object.keys(fields).length > 0) problems.push({ row: index, fields });
  });
  return { changes: problems.length > 0 ? [] : changes, problems };
}
