import { controlCharacterFields } from '../validation/parse.ts';
import { defineSchema, validateAll } from '../validation/rules.ts';

/**
 * The student form's rules, declared once: the dialog and the roster import validate with them
 * and the API enforces the very same ones. Children's personal data: only what a teacher needs
 * (ADR 026), and nothing that identifies a child outside the class (no birth date, no address).
 */
export const STUDENT_NUMBER_MESSAGE = 'Use letters, digits and dashes, such as S-1042.';

export const studentSchema = defineSchema({
  firstName: { required: true, maxLength: 60 },
  lastName: { required: true, maxLength: 60 },
  studentNumber: {
    maxLength: 20,
    nullable: true,
    pattern: { regex: /^[A-Za-z0-9-]+$/, message: STUDENT_NUMBER_MESSAGE },
  },
  notes: { maxLength: 500 },
});

/** What the student dialog edits. */
export interface StudentFormValues {
  firstName: string;
  lastName: string;
  studentNumber: string;
  notes: string;
}

/** The most students a class's roster holds (docs/product.md "Classes": Students, max 40). */
export const ROSTER_MAX = 40;

/** A roster import or a new student that would take the class past ROSTER_MAX. */
export const rosterFullMessage = (room: number) =>
  room <= 0
    ? `This class has ${ROSTER_MAX} students, the most a class can have.`
    : `This class has room for ${room} more student${room === 1 ? '' : 's'} (${ROSTER_MAX} at most).`;

/** A student number given twice in an import, or already on the roster. */
export const duplicateNumber = (number: string) => `${number} is already on this roster.`;

/** One row of a roster import, as typed or read from a CSV file. */
export interface RosterRow {
  firstName: string;
  lastName: string;
  studentNumber: string;
  notes: string;
}

/** A row's problems, by field, with the row's place in the import (from 0). */
export interface RosterRowProblems {
  row: number;
  fields: Record<string, string>;
}

/**
 * Checks an import's rows with the student form's rules, and each student number against the
 * roster's (`taken`, any case) and the rows before it. The preview, the server and the stories'
 * fake API all check with this one function, so they say the same thing about the same rows.
 */
export function checkRosterRows(
  given: readonly unknown[],
  taken: Iterable<string | null>,
  locale?: string,
): { rows: RosterRow[]; problems: RosterRowProblems[] } {
  const numbers = new Set([...taken].flatMap((n) => (n ? [n.toUpperCase()] : [])));
  const problems: RosterRowProblems[] = [];
  const rows = given.map((item, index) => {
    const raw = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const text = (name: string) => {
      const value = raw[name];
      return typeof value === 'string' ? value.trim() : '';
    };
    const row: RosterRow = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      studentNumber: text('studentNumber'),
      notes: text('notes'),
    };
    // What PostgreSQL cannot store (NUL…) is refused like any other problem, and says so first.
    const fields = {
      ...validateAll({ ...row }, studentSchema, locale),
      ...controlCharacterFields({ ...row }),
    };
    const number = row.studentNumber.toUpperCase();
    if (!fields.studentNumber && number !== '') {
      if (numbers.has(number)) fields.studentNumber = duplicateNumber(row.studentNumber);
      numbers.add(number);
    }
    if (Object.keys(fields).length > 0) problems.push({ row: index, fields });
    return row;
  });
  return { rows, problems };
}

/** The import's answer when any row has a problem. */
export const importProblemsMessage = (problems: number, rows: number) =>
  `${problems} of ${rows} rows need attention; nothing was imported.`;

/** An import with no rows. */
export const NO_ROWS_MESSAGE = 'Add at least one student to import.';
