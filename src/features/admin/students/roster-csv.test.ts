import { describe, expect, it } from 'vitest';
import type { Student } from '../../../shared/api-types/students';
import { HEADER_PROBLEM, NOTHING_TO_IMPORT, parseRoster, rosterCsv } from './roster-csv';

describe('parseRoster', () => {
  it('reads the columns it knows by their names, in any order, trimmed', () => {
    const text =
      '\uFEFFSurname,Given name,Class,Student ID,Notes\r\n' +
      'Lovelace, Ada ,9B,S-1815,"Sits at the front, left"\r\n' +
      '\r\n' +
      'Turing,Alan,9B,,\n';
    expect(parseRoster(text)).toEqual({
      rows: [
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          studentNumber: 'S-1815',
          notes: 'Sits at the front, left',
        },
        { firstName: 'Alan', lastName: 'Turing', studentNumber: '', notes: '' },
      ],
    });
  });

  it('reads what spreadsheets save with semicolons or tabs', () => {
    expect(parseRoster('First name;Last name\nGrace;Hopper').rows).toEqual([
      { firstName: 'Grace', lastName: 'Hopper', studentNumber: '', notes: '' },
    ]);
    expect(parseRoster('first_name\tlast_name\nMary\tSomerville').rows).toEqual([
      { firstName: 'Mary', lastName: 'Somerville', studentNumber: '', notes: '' },
    ]);
  });

  it('says what is wrong when the columns are not named, or there is no one', () => {
    expect(parseRoster('Ada,Lovelace\nAlan,Turing')).toEqual({ problem: HEADER_PROBLEM });
    expect(parseRoster('')).toEqual({ problem: HEADER_PROBLEM });
    expect(parseRoster('First name,Last name\n\n')).toEqual({ problem: NOTHING_TO_IMPORT });
  });
});

describe('rosterCsv', () => {
  const student = (over: Partial<Student>): Student => ({
    id: 'x',
    classId: 'c',
    firstName: 'Ada',
    lastName: 'Lovelace',
    studentNumber: 'S-1815',
    notes: '',
    ...over,
  });

  it('writes the columns the import reads, and reads back the same', () => {
    const roster = [
      student({ notes: 'Front row, "quiet"' }),
      student({ firstName: 'Alan', lastName: 'Turing', studentNumber: null }),
    ];
    const csv = rosterCsv(roster);
    expect(csv.split('\r\n')[0]).toBe('First name,Last name,Student number,Notes');
    expect(parseRoster(csv).rows).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        studentNumber: 'S-1815',
        notes: 'Front row, "quiet"',
      },
      { firstName: 'Alan', lastName: 'Turing', studentNumber: '', notes: '' },
    ]);
  });

  it('never writes a formula a spreadsheet would run', () => {
    const csv = rosterCsv([student({ notes: '=HYPERLINK("http://evil.example")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
