import { describe, expect, it } from 'vitest';
import type { MarkbookStudent } from '../api-types/markbook.ts';
import { checkMarkRows, folded } from './marks-import.ts';

const roster: MarkbookStudent[] = [
  { id: 's1', firstName: 'Jürgen', lastName: 'Schröder', studentNumber: 'S-1' },
  { id: 's2', firstName: 'Sam', lastName: 'Lee', studentNumber: null },
  { id: 's3', firstName: 'Sam', lastName: 'Lee', studentNumber: 'S-3' },
  { id: 's4', firstName: 'Åse', lastName: 'Ødegård', studentNumber: null },
];
const assignments = [
  { id: 'a', maxPoints: 10 },
  { id: 'b', maxPoints: 5 },
];

describe('checkMarkRows', () => {
  it('finds students by number, else by name with case, accents and spaces aside', () => {
    expect(folded('  Jürgen   SCHRÖDER ')).toBe('jurgen schroder');
    const { changes, problems } = checkMarkRows(
      [
        { studentNumber: 's-1', values: { a: '7' } },
        { firstName: 'ase', lastName: 'Odegard', values: { a: 'EX', b: '5' } },
        { studentNumber: 'S-3', values: { b: '0' } },
      ],
      assignments,
      roster,
    );
    expect(problems).toEqual([]);
    expect(changes).toEqual([
      { studentId: 's1', assignmentId: 'a', score: 7 },
      { studentId: 's4', assignmentId: 'a', excused: true },
      { studentId: 's4', assignmentId: 'b', score: 5 },
      { studentId: 's3', assignmentId: 'b', score: 0 },
    ]);
  });

  it('names each row’s problems and changes nothing when there is any', () => {
    const { changes, problems } = checkMarkRows(
      [
        { firstName: 'Sam', lastName: 'Lee', values: { a: '1' } },
        { studentNumber: 'S-9', values: {} },
        { values: { a: '11', b: '2.5' } },
        { studentNumber: 'S-1', values: { a: '3' } },
        { firstName: 'Jurgen', lastName: 'Schroder', values: { b: 'x' } },
      ],
      assignments,
      roster,
    );
    expect(changes).toEqual([]);
    expect(problems).toEqual([
      {
        row: 0,
        fields: {
          student: '2 students in this class are called Sam Lee: add their student numbers.',
        },
      },
      { row: 1, fields: { student: 'No student in this class has the number S-9.' } },
      {
        row: 2,
        fields: {
          student: 'Give the student’s number, or first and last name.',
          a: 'Please enter a value less than or equal to 10.',
          b: 'Please enter a whole number.',
        },
      },
      {
        row: 4,
        fields: { student: 'This student is on an earlier row too.', b: 'Please enter a number.' },
      },
    ]);
  });
});
