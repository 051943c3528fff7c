import { describe, expect, it } from 'vitest';
import { bulkChange, bulkScoreMessage, NO_FACTS, type CellFacts } from './bulk.ts';

const late: CellFacts = { ...NO_FACTS, handedIn: 'late' };
const marked: CellFacts = { ...NO_FACTS, handedIn: 'on_time', score: 7 };
const excused: CellFacts = { ...NO_FACTS, excused: true };
const current = new Map([
  ['late', late],
  ['marked', marked],
  ['excused', excused],
]);
const ids = ['nothing', 'late', 'marked', 'excused'];
const changed = (action: Parameters<typeof bulkChange>[0], score?: unknown) => {
  const result = bulkChange(action, score, 10, ids, current);
  if ('fields' in result) throw new Error(JSON.stringify(result.fields));
  return result.list.map((x) => [x.studentId, x.after]);
};

describe('bulkChange', () => {
  it('hands in only work not in yet: late work stays late', () => {
    expect(changed('on_time')).toEqual([
      ['nothing', { ...NO_FACTS, handedIn: 'on_time' }],
      ['excused', { ...excused, handedIn: 'on_time' }],
    ]);
  });

  it('marks not handed in only work without a score', () => {
    expect(changed('no')).toEqual([['late', NO_FACTS]]);
  });

  it('gives the score to students neither marked nor excused, and counts it as handed in', () => {
    expect(changed('score', 9)).toEqual([
      ['nothing', { ...NO_FACTS, handedIn: 'on_time', score: 9 }],
      ['late', { ...late, score: 9 }],
    ]);
  });

  it('refuses a score out of range, not whole or not a number, in the catalogue’s words', () => {
    expect(bulkChange('score', 11, 10, ids, current)).toEqual({
      fields: { score: 'Please enter a value less than or equal to 10.' },
    });
    expect(bulkChange('score', '5', 10, ids, current)).toEqual({
      fields: { score: 'This field is required.' },
    });
    expect(bulkScoreMessage('2.5', 10)).toBe('Please enter a whole number.');
    expect(bulkScoreMessage('', 10)).toBe('This field is required.');
    expect(bulkScoreMessage('10', 10)).toBeUndefined();
  });
});
