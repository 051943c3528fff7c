import { describe, expect, it } from 'vitest';
import type { MarkbookAssignment } from '../../../shared/api-types/markbook';
import {
  NO_MARK_COLUMNS,
  NO_STUDENT_COLUMNS,
  readMarks,
  sameTitle,
  tooManyRows,
} from './marks-csv';

const assignment = (id: string, title: string): MarkbookAssignment => ({
  id,
  title,
  dueDate: '2026-10-01',
  maxPoints: 10,
  categoryId: null,
});
const assignments = [assignment('a', 'Quiz 1'), assignment('b', 'Café essay')];

describe('readMarks', () => {
  it('reads the export’s columns back: names, numbers, titles with their points; leaves the rest', () => {
    const text = [
      'Student number,Last name,First name,Quiz 1 (out of 10),CAFE ESSAY,Overall %',
      'S-1,Lovelace,Ada,7,Excused,70',
      'S-2,Turing,Alan,Missing,Late,',
    ].join('\r\n');
    expect(readMarks(text, assignments)).toEqual({
      rows: [
        {
          studentNumber: 'S-1',
          firstName: 'Ada',
          lastName: 'Lovelace',
          values: { a: '7', b: 'Excused' },
        },
        { studentNumber: 'S-2', firstName: 'Alan', lastName: 'Turing', values: { a: '', b: '' } },
      ],
      columns: assignments,
      ignored: ['Overall %'],
    });
  });

  it('says what is missing from the columns, and refuses more rows than one import takes', () => {
    expect(readMarks('Notes,Quiz 1\nx,1', assignments)).toEqual({ problem: NO_STUDENT_COLUMNS });
    expect(readMarks('Vorname;Nachname;Test\nAda;Lovelace;1', assignments)).toEqual({
      problem: NO_MARK_COLUMNS,
    });
    expect(readMarks('Number,Quiz 1\nS-1,1', [...assignments, assignment('c', 'quiz 1')])).toEqual({
      problem: sameTitle('Quiz 1'),
    });
    const many = ['Number,Quiz 1', ...Array.from({ length: 101 }, (_, i) => `S-${i},1`)];
    expect(readMarks(many.join('\n'), assignments)).toEqual({ problem: tooManyRows(101) });
  });
});
