import { describe, expect, it } from 'vitest';
import type { Student } from '../../../shared/api-types/students';
import { byStudentName } from '../../../lib/i18n/names';
import {
  NOTHING_TO_IMPORT,
  oneColumnProblem,
  parseRoster,
  rosterCsv,
  type ParsedRoster,
} from './roster-csv';

/** The rows read, when the file was read (not a problem, nor columns to match). */
const rowsOf = (parsed: ParsedRoster) => ('rows' in parsed ? parsed.rows : undefined);

describe('parseRoster', () => {
  it('reads the columns it knows by their names, in any order, trimmed', () => {
    const text =
      '\uFEFFSurname,Given name,Class,Student ID,Notes\r\n' +
      'Lovelace, Ada ,9B,S-1815,"Sits at the front, left"\r\n' +
      '\r\n' +
      'Turing,Alan,9B,,\n';
    expect(parseRoster(text)).toMatchObject({
      rows: [
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          studentNumber: 'S-1815',
          notes: 'Sits at the front, left',
        },
        { firstName: 'Alan', lastName: 'Turing', studentNumber: '', notes: '' },
      ],
      columns: { lastName: 0, firstName: 1, studentNumber: 3, notes: 4 },
    });
  });

  it('reads what spreadsheets save with semicolons or tabs', () => {
    expect(rowsOf(parseRoster('First name;Last name\nGrace;Hopper'))).toEqual([
      { firstName: 'Grace', lastName: 'Hopper', studentNumber: '', notes: '' },
    ]);
    expect(rowsOf(parseRoster('first_name\tlast_name\nMary\tSomerville'))).toEqual([
      { firstName: 'Mary', lastName: 'Somerville', studentNumber: '', notes: '' },
    ]);
  });

  it('asks for the columns when they are not named, and says what is wrong otherwise', () => {
    expect(parseRoster('Ada,Lovelace\nAlan,Turing')).toEqual({
      match: { headers: ['Ada', 'Lovelace'], examples: [['Alan', 'Turing']], columns: {} },
    });
    expect(parseRoster('Name\nAda Lovelace')).toEqual({ problem: oneColumnProblem('Name') });
    expect(parseRoster('')).toEqual({ problem: NOTHING_TO_IMPORT });
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
    // A byte-order mark first: Excel reads the file as UTF-8.
    expect(csv.split('\r\n')[0]).toBe('\uFEFFFirst name,Last name,Student number,Notes');
    const parsed = parseRoster(csv);
    expect('rows' in parsed && parsed.rows).toEqual([
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

  it('exports guarded cells that import back exactly as they were (issue 23)', () => {
    const odd = [
      student({
        firstName: '-Ann',
        lastName: '=Smith',
        notes: '=HYPERLINK("http://evil.example")',
      }),
      student({ firstName: '@home', lastName: '+44', studentNumber: null, notes: "'quoted' -ok" }),
    ];
    const parsed = parseRoster(rosterCsv(odd));
    expect('rows' in parsed && parsed.rows).toEqual([
      {
        firstName: '-Ann',
        lastName: '=Smith',
        studentNumber: 'S-1815',
        notes: '=HYPERLINK("http://evil.example")',
      },
      { firstName: '@home', lastName: '+44', studentNumber: '', notes: "'quoted' -ok" },
    ]);
  });

  it('sorts names as the reader’s language does, not by code point', () => {
    const roster = ['Zimmermann', 'van der Berg', 'Ødegård', 'Olsen', 'Åberg'].map((lastName) =>
      student({ lastName }),
    );
    const order = (locale: string) =>
      rosterCsv(roster, byStudentName(locale))
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[1]);
    expect(order('en')).toEqual(['Åberg', 'Ødegård', 'Olsen', 'van der Berg', 'Zimmermann']);
    expect(order('nb')).toEqual(['Olsen', 'van der Berg', 'Zimmermann', 'Ødegård', 'Åberg']);
    // An unusable tag from a browser is mended, not thrown on.
    expect(() => byStudentName(['en-US@posix'])).not.toThrow();
  });
});
