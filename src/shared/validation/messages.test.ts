import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('the spec §5 message catalogue', () => {
  it('fills each placeholder with a real value', () => {
    expect(messages.required()).toBe('This field is required.');
    expect(messages.email()).toBe('Please enter a valid email address.');
    expect(messages.min(3)).toBe('Please enter a value greater than or equal to 3.');
    expect(messages.max(40)).toBe('Please enter a value less than or equal to 40.');
    expect(messages.minLength(12)).toBe('Please enter at least 12 characters.');
    expect(messages.maxLength(80)).toBe('Please enter no more than 80 characters.');
  });

  it('writes date bounds in the short date format of the locale', () => {
    expect(messages.maxDate('2026-11-21', 'en-US')).toBe(
      'Please enter a date less than or equal to 11/21/26.',
    );
    expect(messages.minDate('1950-01-01', 'en-US')).toBe(
      'Please enter a date greater than or equal to 1/1/50.',
    );
    expect(messages.minDate('1950-01-01', 'en-GB')).toBe(
      'Please enter a date greater than or equal to 01/01/1950.',
    );
    expect(messages.maxDate('2026-11-21', 'de-DE')).toBe(
      'Please enter a date less than or equal to 21.11.26.',
    );
  });
});
