import { describe, expect, it } from 'vitest';
import { numericDateFormat } from './locale';

describe('numericDateFormat', () => {
  it('follows the order and separators of the locale', () => {
    expect(numericDateFormat('en-US')).toBe('MM/DD/YYYY');
    expect(numericDateFormat('en-GB')).toBe('DD/MM/YYYY');
    expect(numericDateFormat('de-DE')).toBe('DD.MM.YYYY');
  });
});
