import { HANDED_IN } from '../api-types/work.ts';
import { defineSchema } from '../validation/rules.ts';

export const HANDED_IN_MESSAGE = 'Choose not handed in, handed in or handed in late.';
export const EXCUSED_MESSAGE = 'Choose whether the work is excused: true or false.';

/**
 * A mark's rules: a whole score from 0 to the assignment's maximum (the catalogue's min/max
 * messages), a short comment and an optional due date of the student's own. The marking view
 * and the API check the very same ones.
 */
export function workSchema(maxPoints: number, extension?: { starts: string; ends: string }) {
  return defineSchema({
    handedIn: {
      required: true,
      oneOf: { values: HANDED_IN, message: HANDED_IN_MESSAGE },
    },
    score: { integer: true, min: 0, max: maxPoints },
    comment: { maxLength: 300 },
    /** The student's own due date (an extension): from the assignment's to the term's end. */
    dueDate: {
      minDate: extension?.starts ?? '1900-01-01',
      maxDate: extension?.ends ?? '2999-12-31',
    },
  });
}
