import { describe, expect, it } from 'vitest';
import { validateValue } from '../validation/rules.ts';
import { assignmentSchema } from './assignments.ts';

// One class, Algebra I, whose term runs from 1 September 2026 to 29 January 2027.
const term = { starts: '2026-09-01', ends: '2027-01-29' };
const termOf = (id: string) => (id === 'algebra' ? term : undefined);
const due = (isNew: boolean, date: string, classId = 'algebra') =>
  validateValue(date, assignmentSchema({ isNew, termOf }).dueDate, { values: { classId } });

describe('the assignment’s due date (shared by the dialog and the API)', () => {
  it('lets a new assignment be due on any day of its class’s term, past days included', () => {
    expect(due(true, '2026-09-01')).toBeUndefined();
    expect(due(true, '2026-10-15')).toBeUndefined();
    expect(due(true, '2027-01-29')).toBeUndefined();
  });

  it('refuses a new assignment due outside the term, with the bound in the short format', () => {
    expect(due(true, '2026-08-31')).toBe('Please enter a date greater than or equal to 9/1/26.');
    expect(due(true, '2027-01-30')).toBe('Please enter a date less than or equal to 1/29/27.');
  });

  it('lets an edited one keep an earlier date, but not pass the term end', () => {
    expect(due(false, '2026-08-31')).toBeUndefined();
    expect(due(false, '2027-01-30')).toBe('Please enter a date less than or equal to 1/29/27.');
  });

  it('refuses only nonsense years while the class is not known', () => {
    expect(due(true, '2000-01-01', 'unknown')).toBeUndefined();
    expect(due(true, '1999-12-31', '')).toBe(
      'Please enter a date greater than or equal to 1/1/00.',
    );
  });
});
