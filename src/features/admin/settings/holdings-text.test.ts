import { describe, expect, it } from 'vitest';
import { holdingsText } from './holdings-text';

describe('holdingsText, what deleting the account takes with it', () => {
  it('names every kind, in the plural', () => {
    expect(holdingsText({ classes: 3, students: 58, assignments: 12, work: 640 })).toBe(
      'Your account goes, with your 3 classes, their 58 students, 12 assignments and 640 pieces of recorded work (hand-ins, marks and comments).',
    );
  });

  it('says one of each in the singular, the students as the one class’s', () => {
    expect(holdingsText({ classes: 1, students: 1, assignments: 1, work: 1 })).toBe(
      'Your account goes, with your 1 class, its 1 student, 1 assignment and 1 piece of recorded work (hand-ins, marks and comments).',
    );
  });

  it('leaves out what there is none of', () => {
    expect(holdingsText({ classes: 2, students: 0, assignments: 1, work: 0 })).toBe(
      'Your account goes, with your 2 classes and 1 assignment.',
    );
    expect(holdingsText({ classes: 1, students: 24, assignments: 0, work: 0 })).toBe(
      'Your account goes, with your 1 class and its 24 students.',
    );
  });

  it('says so when the account holds nothing yet', () => {
    expect(holdingsText({ classes: 0, students: 0, assignments: 0, work: 0 })).toBe(
      'Your account goes. It holds no classes or work yet.',
    );
  });

  it('writes large counts with separators', () => {
    expect(holdingsText({ classes: 12, students: 310, assignments: 96, work: 12480 })).toContain(
      '12,480 pieces of recorded work',
    );
  });
});
