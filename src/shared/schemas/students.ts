import { defineSchema } from '../validation/rules.ts';

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

/** The most students a class's roster holds (PRODUCT.md "Classes": Students, max 40). */
export const ROSTER_MAX = 40;

/** A roster import or a new student that would take the class past ROSTER_MAX. */
export const rosterFullMessage = (room: number) =>
  room <= 0
    ? `This class has ${ROSTER_MAX} students, the most a class can have.`
    : `This class has room for ${room} more student${room === 1 ? '' : 's'} (${ROSTER_MAX} at most).`;

/** A student number given twice in an import, or already on the roster. */
export const duplicateNumber = (number: string) => `${number} is already on this roster.`;
