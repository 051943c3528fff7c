import { singleLine } from './single-line';
import { describe, expect, it } from 'vitest';
import { addYears } from './short-date';
import { defineSchema, validateAll, validateValue } from './rules';

describe('validateValue', () => {
  it('requires a value only when the rule says so', () => {
    expect(validateValue('', { required: true })).toBe('This field is required.');
    expect(validateValue('   ', { required: true })).toBe('This field is required.');
    expect(validateValue(null, { required: true })).toBe('This field is required.');
    expect(validateValue(false, { required: true })).toBe('This field is required.');
    expect(validateValue('', { maxLength: 3 })).toBeUndefined();
    expect(validateValue(true, { required: true })).toBeUndefined();
  });

  it('checks e-mail format', () => {
    const rules = { email: true };
    expect(validateValue('ada@school.org', rules)).toBeUndefined();
    expect(validateValue('ada@school', rules)).toBe('Please enter a valid email address.');
    expect(validateValue('ada school.org', rules)).toBe('Please enter a valid email address.');
    expect(validateValue('@school.org', rules)).toBe('Please enter a valid email address.');
  });

  it('uses the pattern’s own message', () => {
    const rules = {
      pattern: { regex: /^[A-Z]-\d{3}$/, message: 'Use a room code such as B-204.' },
    };
    expect(validateValue('B-204', rules)).toBeUndefined();
    expect(validateValue('b204', rules)).toBe('Use a room code such as B-204.');
  });

  it('counts length in characters', () => {
    expect(validateValue('short', { minLength: 12 })).toBe('Please enter at least 12 characters.');
    expect(validateValue('x'.repeat(81), { maxLength: 80 })).toBe(
      'Please enter no more than 80 characters.',
    );
    // Four emoji are four characters, not eight UTF-16 units.
    expect(validateValue('😀😀😀😀', { maxLength: 4 })).toBeUndefined();
  });

  it('bounds numbers, from numbers or numeric text', () => {
    const rules = { min: 1, max: 12 };
    expect(validateValue(0, rules)).toBe('Please enter a value greater than or equal to 1.');
    expect(validateValue('13', rules)).toBe('Please enter a value less than or equal to 12.');
    expect(validateValue('7', rules)).toBeUndefined();
    expect(validateValue('seven', rules)).toBe('Please enter a number.');
  });

  it('asks for a whole number where the rule says so, before the bounds', () => {
    const rules = { integer: true, min: 1, max: 12 };
    expect(validateValue('3.5', rules)).toBe('Please enter a whole number.');
    expect(validateValue(13.5, rules)).toBe('Please enter a whole number.');
    expect(validateValue('12', rules)).toBeUndefined();
    expect(validateValue('13', rules)).toBe('Please enter a value less than or equal to 12.');
    expect(validateValue('ten', { integer: true })).toBe('Please enter a number.');
  });

  it('bounds dates and writes the bound in the short date format', () => {
    const rules = { minDate: '1950-01-01', maxDate: '2026-11-21' };
    expect(validateValue('1949-12-31', rules)).toBe(
      'Please enter a date greater than or equal to 1/1/50.',
    );
    expect(validateValue('2026-11-22', rules)).toBe(
      'Please enter a date less than or equal to 11/21/26.',
    );
    expect(validateValue('2026-11-22', rules, { locale: 'en-GB' })).toBe(
      'Please enter a date less than or equal to 21/11/2026.',
    );
    expect(validateValue('2026-11-21', rules)).toBeUndefined();
    expect(validateValue('2026-02-30', rules)).toBe('Please enter a valid date.');
  });

  it('resolves bounds from other fields', () => {
    const rules = {
      minDate: (v: Record<string, unknown>) => v.termStart as string,
      maxDate: (v: Record<string, unknown>) => addYears(v.termStart as string, 1),
    };
    const values = { termStart: '2026-09-01' };
    expect(validateValue('2026-08-31', rules, { values })).toBe(
      'Please enter a date greater than or equal to 9/1/26.',
    );
    expect(validateValue('2027-09-02', rules, { values })).toBe(
      'Please enter a date less than or equal to 9/1/27.',
    );
  });

  it('compares with another field', () => {
    const rules = { sameAs: { field: 'password', message: 'The passwords do not match.' } };
    expect(validateValue('a', rules, { values: { password: 'b' } })).toBe(
      'The passwords do not match.',
    );
    expect(validateValue('b', rules, { values: { password: 'b' } })).toBeUndefined();
  });
});

describe('validateAll', () => {
  it('names every invalid field and only those', () => {
    const schema = defineSchema({
      email: { required: true, email: true },
      name: { required: true, maxLength: 5 },
      school: { maxLength: 120 },
    });
    expect(validateAll({ email: 'nope', name: 'Ada', school: '' }, schema)).toEqual({
      email: 'Please enter a valid email address.',
    });
  });
});

describe('a name or a title (check: singleLine)', () => {
  const name = { required: true, maxLength: 60, check: singleLine };
  const school = { maxLength: 120, check: singleLine };

  it('takes names from every script, joiners and accents included', () => {
    for (const ok of ['Ødegård', 'van der Berg', 'José-María', 'نرگس‌ها', 'हिन्दी', 'O’Brien'])
      expect(validateValue(ok, name), ok).toBeUndefined();
  });

  it('refuses line breaks and tabs', () => {
    for (const bad of ['Ada\nLovelace', 'Ada\r\n', 'Ada\tL', 'Ada\u2028L', 'A\u0085'])
      expect(validateValue(bad, name), JSON.stringify(bad)).toBe('Please enter this on one line.');
  });

  it('refuses bidi controls: a name that would reverse what follows it', () => {
    for (const bad of ['Ada\u202Eecalevol', '\u2067Ada\u2069', 'Ada\u200F'])
      expect(validateValue(bad, name), JSON.stringify(bad)).toBe(
        'Please remove the hidden text-direction characters.',
      );
  });

  it('refuses text with nothing to see: required, or visible characters asked for', () => {
    for (const bad of ['\u200B', '\u200B\u200C\u2060', '\uFEFF ', '\u00AD'])
      expect(validateValue(bad, name), JSON.stringify(bad)).toBe('This field is required.');
    expect(validateValue('\u200B', school)).toBe(
      'Please enter visible characters, or leave this empty.',
    );
    expect(validateValue('', school)).toBeUndefined();
  });
});
