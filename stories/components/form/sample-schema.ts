import { defineSchema } from '../../../src/lib/validation/rules';
import { addYears } from '../../../src/lib/validation/short-date';
import type { DateValue } from '../../../src/components/form/date-field';

export interface SampleValues {
  name: string;
  email: string;
  password: string;
  subject: string;
  grade: string;
  room: string;
  termStarts: DateValue;
  termEnds: DateValue;
  notes: string;
  acceptTerms: boolean;
}

export const subjects = [
  { value: 'math', label: 'Mathematics' },
  { value: 'english', label: 'English' },
  { value: 'science', label: 'Science' },
  { value: 'history', label: 'History' },
];

const termStart = (values: Record<string, unknown>) =>
  typeof values.termStarts === 'string' ? values.termStarts : undefined;

export const sampleSchema = defineSchema({
  name: { required: true, maxLength: 60 },
  email: { required: true, email: true, maxLength: 254 },
  password: { required: true, minLength: 12, maxLength: 128 },
  subject: { required: true },
  grade: { required: true, min: 1, max: 12 },
  room: { pattern: { regex: /^[A-Z]-\d{3}$/, message: 'Use a room code such as B-204.' } },
  termStarts: { required: true },
  termEnds: {
    required: true,
    minDate: termStart,
    maxDate: (values) => {
      const start = termStart(values);
      return start && /^\d{4}-\d{2}-\d{2}$/.test(start) ? addYears(start, 1) : undefined;
    },
  },
  notes: { maxLength: 2000 },
  acceptTerms: { required: true },
});
