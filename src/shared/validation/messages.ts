import { formatShortDate, type IsoDate } from './short-date.ts';

/**
 * The form-error catalogue of spec §5, word for word. Every user-facing validation message comes
 * from here, on the client and on the server alike.
 */
export const messages = {
  required: () => 'This field is required.',
  email: () => 'Please enter a valid email address.',
  min: (min: number) => `Please enter a value greater than or equal to ${min}.`,
  max: (max: number) => `Please enter a value less than or equal to ${max}.`,
  minLength: (n: number) => `Please enter at least ${n} characters.`,
  maxLength: (n: number) => `Please enter no more than ${n} characters.`,
  minDate: (date: IsoDate, locale: string) =>
    `Please enter a date greater than or equal to ${formatShortDate(date, locale)}.`,
  maxDate: (date: IsoDate, locale: string) =>
    `Please enter a date less than or equal to ${formatShortDate(date, locale)}.`,
  // The spec has no text for these cases; ours follow the catalogue's voice.
  number: () => 'Please enter a number.',
  integer: () => 'Please enter a whole number.',
  date: () => 'Please enter a valid date.',
} as const;

export type MessageKey = keyof typeof messages;
