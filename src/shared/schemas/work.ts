import { HANDED_IN } from '../api-types/work.ts';
import { defineSchema } from '../validation/rules.ts';

export const HANDED_IN_MESSAGE = 'Choose not handed in, handed in or handed in late.';

/**
 * A mark's rules: a whole score from 0 to the assignment's maximum (the catalogue's min/max
 * messages) and a short comment. The marking view and the API check the very same ones.
 */
export function workSchema(maxPoints: number) {
  return defineSchema({
    handedIn: {
      required: true,
      oneOf: { values: HANDED_IN, message: HANDED_IN_MESSAGE },
    },
    score: { integer: true, min: 0, max: maxPoints },
    comment: { maxLength: 300 },
  });
}
