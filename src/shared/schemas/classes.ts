import { defineSchema } from '../validation/rules.ts';
import { addYears, isIsoDate } from '../validation/short-date.ts';
import { singleLine } from '../validation/single-line.ts';

/**
 * The class form's rules (docs/product.md "Classes"), declared once: the dialog validates with them
 * and the API enforces the very same ones. DOM-free and Node-free.
 */

export const SUBJECTS = [
  { value: 'art', label: 'Art' },
  { value: 'biology', label: 'Biology' },
  { value: 'chemistry', label: 'Chemistry' },
  { value: 'computing', label: 'Computing' },
  { value: 'english', label: 'English' },
  { value: 'geography', label: 'Geography' },
  { value: 'history', label: 'History' },
  { value: 'languages', label: 'Languages' },
  { value: 'math', label: 'Mathematics' },
  { value: 'music', label: 'Music' },
  { value: 'pe', label: 'Physical education' },
  { value: 'physics', label: 'Physics' },
  { value: 'science', label: 'Science' },
] as const;

export type Subject = (typeof SUBJECTS)[number]['value'];

export const subjectLabel = (value: string) =>
  SUBJECTS.find((s) => s.value === value)?.label ?? value;

export const ROOM_MESSAGE = 'Use a room code such as B-204.';
export const SUBJECT_MESSAGE = 'Choose a subject from the list.';
/** A class id that is not one of the teacher's live classes (assignments, students). */
export const CLASS_NOT_YOURS = 'Choose one of your classes.';

const termStart = (values: Record<string, unknown>) =>
  isIsoDate(values.termStarts) ? values.termStarts : undefined;

export const classSchema = defineSchema({
  name: { required: true, maxLength: 60, check: singleLine },
  subject: {
    required: true,
    oneOf: { values: SUBJECTS.map((s) => s.value), message: SUBJECT_MESSAGE },
  },
  grade: { required: true, integer: true, min: 1, max: 12 },
  room: {
    maxLength: 12,
    nullable: true,
    pattern: { regex: /^[A-Z]{1,2}-\d{1,4}$/, message: ROOM_MESSAGE },
  },
  // Bounds only to reject nonsense years; the form shows a date picker.
  termStarts: { required: true, minDate: '2000-01-01', maxDate: '2099-12-31' },
  termEnds: {
    required: true,
    minDate: termStart,
    maxDate: (values) => {
      const start = termStart(values);
      return start ? addYears(start, 1) : undefined;
    },
  },
});

/** What the class dialog edits; numbers are strings while typed, as in every number field. */
export interface ClassFormValues {
  name: string;
  subject: string;
  grade: string;
  room: string;
  termStarts: string | null;
  termEnds: string | null;
}
