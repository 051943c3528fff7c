import { searchFolded } from '../list-query.ts';
import { controlCharacterFields } from '../validation/parse.ts';
import { defineSchema, validateAll } from '../validation/rules.ts';
import { singleLine } from '../validation/single-line.ts';

/**
 * The student form's rules, declared once: the dialog and the roster import validate with them
 * and the API enforces the very same ones. Children's personal data: only what a teacher needs
 * (ADR 026), and nothing that identifies a child outside the class (no birth date, no address).
 */
export const STUDENT_NUMBER_MESSAGE = 'Use letters, digits and dashes, such as S-1042.';

export const studentSchema = defineSchema({
  firstName: { required: true, maxLength: 60, check: singleLine },
  lastName: { required: true, maxLength: 60, check: singleLine },
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

/** A row that is a student already on the roster (the same number, or the same name). */
export const alreadyOnRoster = (name: string) => `${name} is already on this roster.`;

/** Where an earlier row of an import is, as a message says it: the API counts rows from 1. */
export const importRow = (index: number) => `row ${index + 1} of this import`;

/** A row that repeats an earlier row of the same import (`place`: importRow, or a file's line). */
export const repeatsRow = (place: string) => `The same student as ${place}.`;

/** A number on the roster, or earlier in the import, that belongs to a student of another name. */
export const numberOfAnother = (number: string, name: string) =>
  `${number} is ${name}’s number on this roster.`;

/** A number an earlier row of the import gives to a student of another name. */
export const numberTwice = (number: string, place: string) =>
  `${number} is also given to another student, in ${place}.`;

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

/** A student already on the roster, as a duplicate check needs them. */
export interface RosterStudent {
  firstName: string;
  lastName: string;
  studentNumber: string | null;
}

/** A row that is a student already known: on the roster, or an earlier row of the import. */
export interface RosterDuplicate extends RosterRowProblems {
  onRoster: boolean;
}

/** Where a duplicate's message goes in a row's problems (a row, not one of its fields). */
export const DUPLICATE_FIELD = 'student';

/** A name as the duplicate check compares it: case, accents and spacing aside (Ødegård = odegard). */
export const nameKey = (firstName: string, lastName: string) =>
  searchFolded(`${firstName} ${lastName}`).replace(/\s+/g, ' ').trim();

interface Known {
  key: string;
  number: string;
  name: string;
  /** The import's row (from 0), or undefined for a student on the roster. */
  row?: number;
}

/**
 * Whether `row` is a student already known (on the roster or an earlier row): the same student
 * number with the same name, or the same name where the two do not have different numbers (two
 * students of one name with their own numbers are two students). The same number with another
 * name is no duplicate but a problem: which of the two is meant is for the teacher to say.
 */
function sameStudent(row: RosterRow, known: readonly Known[]) {
  const key = nameKey(row.firstName, row.lastName);
  const number = row.studentNumber.toUpperCase();
  const byNumber = number === '' ? undefined : known.find((k) => k.number === number);
  if (byNumber) return byNumber.key === key ? { duplicate: byNumber } : { numberOf: byNumber };
  const byName = known.find((k) => k.key === key && (k.number === '' || number === ''));
  return byName ? { duplicate: byName } : {};
}

/**
 * Checks an import's rows with the student form's rules, and each row against the roster and
 * the rows before it (sameStudent). Duplicates are listed apart from the problems: the preview
 * leaves them out of what it sends (and says so), the server refuses them like any problem.
 * The preview, the server and the stories' fake API all check with this one function, so they
 * say the same thing about the same rows.
 */
export function checkRosterRows(
  given: readonly unknown[],
  roster: Iterable<RosterStudent>,
  locale?: string,
  /** How messages name an earlier row (the preview names the file's line). */
  place: (index: number) => string = importRow,
): { rows: RosterRow[]; problems: RosterRowProblems[]; duplicates: RosterDuplicate[] } {
  const known: Known[] = [...roster].map((s) => ({
    key: nameKey(s.firstName, s.lastName),
    number: (s.studentNumber ?? '').toUpperCase(),
    name: `${s.firstName} ${s.lastName}`,
  }));
  const problems: RosterRowProblems[] = [];
  const duplicates: RosterDuplicate[] = [];
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
    if (!fields.firstName && !fields.lastName && !fields.studentNumber) {
      const { duplicate, numberOf } = sameStudent(row, known);
      if (duplicate)
        duplicates.push({
          row: index,
          onRoster: duplicate.row === undefined,
          fields: {
            [DUPLICATE_FIELD]:
              duplicate.row === undefined
                ? alreadyOnRoster(duplicate.name)
                : repeatsRow(place(duplicate.row)),
          },
        });
      else if (numberOf)
        fields.studentNumber =
          numberOf.row === undefined
            ? numberOfAnother(row.studentNumber, numberOf.name)
            : numberTwice(row.studentNumber, place(numberOf.row));
      else
        known.push({
          key: nameKey(row.firstName, row.lastName),
          number: row.studentNumber.toUpperCase(),
          name: `${row.firstName} ${row.lastName}`,
          row: index,
        });
    }
    if (Object.keys(fields).length > 0) problems.push({ row: index, fields });
    return row;
  });
  return { rows, problems, duplicates };
}

/** Every problem and duplicate of an import, by row: the server's refusal. */
export const allRowProblems = (
  problems: readonly RosterRowProblems[],
  duplicates: readonly RosterRowProblems[],
): RosterRowProblems[] => {
  const byRow = new Map<number, Record<string, string>>();
  for (const { row, fields } of [...problems, ...duplicates])
    byRow.set(row, { ...byRow.get(row), ...fields });
  return [...byRow].sort(([a], [b]) => a - b).map(([row, fields]) => ({ row, fields }));
};

/** The import's answer when any row has a problem. */
export const importProblemsMessage = (problems: number, rows: number) =>
  `${problems} of ${rows} rows need attention; nothing was imported.`;

/** An import with no rows. */
export const NO_ROWS_MESSAGE = 'Add at least one student to import.';
