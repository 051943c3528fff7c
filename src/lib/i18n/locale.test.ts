import { describe, expect, it } from 'vitest';
import { numericDateFormat, usableLocale } from './locale';

describe('numericDateFormat', () => {
  it('follows the order and separators of the locale', () => {
    expect(numericDateFormat('en-US')).toBe('MM/DD/YYYY');
    expect(numericDateFormat('en-GB')).toBe('DD/MM/YYYY');
    expect(numericDateFormat('de-DE')).toBe('DD.MM.YYYY');
  });
});

describe('usableLocale', () => {
  it('keeps a language tag, and mends the POSIX forms some browsers report', () => {
    expect(usableLocale('en-GB')).toBe('en-GB');
    expect(usableLocale('en-US@posix')).toBe('en-US');
    expect(usableLocale('de_DE')).toBe('de-DE');
    // Every formatter then works with it.
    expect(() => new Intl.DateTimeFormat(usableLocale('en-US@posix'))).not.toThrow();
  });

  it('gives nothing for what is no language tag', () => {
    expect(usableLocale('')).toBeUndefined();
    expect(usableLocale(undefined)).toBeUndefined();
    expect(usableLocale('not a locale!')).toBeUndefined();
  });
});
