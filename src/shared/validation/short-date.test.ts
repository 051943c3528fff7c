import { describe, expect, it } from 'vitest';
import { addYears, formatShortDate, isIsoDate, todayIso } from './short-date';

describe('short dates', () => {
  it('formats with Intl dateStyle short', () => {
    expect(formatShortDate('2026-11-21', 'en-US')).toBe('11/21/26');
    expect(formatShortDate('2026-11-21', 'fr-FR')).toBe('21/11/2026');
  });

  it('does not shift the day with the time zone', () => {
    // 1 January formatted in UTC stays 1 January whatever zone the process runs in.
    expect(formatShortDate('2027-01-01', 'en-US')).toBe('1/1/27');
  });

  it('accepts only real calendar days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
    expect(isIsoDate(20261121)).toBe(false);
    expect(() => formatShortDate('nope', 'en-US')).toThrow(RangeError);
  });

  it('adds years and clamps 29 February', () => {
    expect(addYears('2026-09-01', 1)).toBe('2027-09-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });

  it('reads today in local time', () => {
    expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});
