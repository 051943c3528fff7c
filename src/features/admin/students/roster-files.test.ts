/**
 * The importer and the files it was not written for (issue 22, item 8): each built here as the
 * bytes a school's tools save, read as the dialog reads them (readRosterBytes, parseRoster,
 * checkRosterRows).
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkRosterRows, type RosterStudent } from '../../../shared/schemas/students';
import { parseRoster } from './roster-csv';
import { decodeRoster } from './roster-encoding';
import { encodingName } from './roster-encodings';
import { NOT_ONE_ROSTER, readAgain, readRosterBytes, type RosterFile } from './roster-file';
import { ONE_ROSTER_NO_ROLES, leftOutMessage } from './roster-oneroster';

/** A text as the bytes of a single-byte encoding (the decoder's table, turned around). */
function encoded(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const byteOf = new Map<string, number>();
  for (let b = 0; b < 256; b++) byteOf.set(decoder.decode(new Uint8Array([b])), b);
  return Uint8Array.from([...text], (char) => {
    const byte = byteOf.get(char);
    if (byte === undefined) throw new Error(`${char} is not in ${encoding}`);
    return byte;
  });
}

const fileOf = (name: string, bytes: Uint8Array): RosterFile => {
  const read = readRosterBytes(name, bytes);
  if ('problem' in read) throw new Error(read.problem);
  return read;
};

const rowsOf = (text: string, options?: Parameters<typeof parseRoster>[1]) => {
  const parsed = parseRoster(text, options);
  if (!('rows' in parsed)) throw new Error(JSON.stringify(parsed));
  return parsed;
};

const EXCEL_1252 = [
  'Vorname;Nachname;Schülernummer;Bemerkung',
  'Jürgen;Schröder;S-1001;Sitzt vorne',
  'Astrid;Ødegård;S-1002;',
  'Chloé;Lefèvre;S-1003;',
  'Daan;van der Berg;S-1004;',
  'Zoë;Ægir;S-1005;',
].join('\r\n');

describe('a semicolon file saved by Excel in Windows-1252, with German headers', () => {
  const bytes = encoded(EXCEL_1252, 'windows-1252');

  it('is read as Windows-1252, sure, with every name whole', () => {
    const file = fileOf('klasse.csv', bytes);
    expect(file.decoded).toMatchObject({ encoding: 'windows-1252', sure: true, unreadable: false });
    expect(encodingName(file.decoded.encoding)).toBe('Windows-1252 (Western European)');
    const { rows } = rowsOf(file.text);
    expect(rows.map((r) => `${r.firstName} ${r.lastName} ${r.studentNumber}`)).toEqual([
      'Jürgen Schröder S-1001',
      'Astrid Ødegård S-1002',
      'Chloé Lefèvre S-1003',
      'Daan van der Berg S-1004',
      'Zoë Ægir S-1005',
    ]);
    expect(rows[0]!.notes).toBe('Sitzt vorne');
  });

  it('read as UTF-8 (the old importer) shows the replacement character, and says so', () => {
    const wrong = readAgain(fileOf('klasse.csv', bytes), 'utf-8');
    expect(wrong.text).toContain('J\uFFFDrgen;Schr\uFFFDder');
    expect(wrong.decoded).toMatchObject({ encoding: 'utf-8', sure: true, unreadable: true });
  });

  it('is not sure of a short file in a language the detector scores low, and asks', () => {
    const swedish = encoded(
      'Förnamn;Efternamn\r\nÅsa;Lindström\r\nBjörn;Ängström\r\n',
      'windows-1252',
    );
    const decoded = decodeRoster(swedish);
    expect(decoded.sure).toBe(false);
    // The guess is still the right reading: the teacher checks it.
    expect(decoded.text).toContain('Åsa;Lindström');
  });

  it('reads Central European (1250) files, and UTF-8 and UTF-16 by their marks or validity', () => {
    const polish = encoded(
      'Imię;Nazwisko\r\nŁukasz;Wiśniewski\r\nZofia;Żółkiewska\r\nMałgorzata;Kowalczyk\r\nJędrzej;Szczęsny\r\n',
      'windows-1250',
    );
    expect(decodeRoster(polish)).toMatchObject({ encoding: 'windows-1250', sure: true });
    expect(rowsOf(decodeRoster(polish).text).rows[1]).toMatchObject({ lastName: 'Żółkiewska' });
    const utf8 = new TextEncoder().encode(EXCEL_1252);
    expect(decodeRoster(utf8)).toMatchObject({ encoding: 'utf-8', sure: true, text: EXCEL_1252 });
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...EXCEL_1252].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(decodeRoster(utf16)).toMatchObject({
      encoding: 'utf-16le',
      sure: true,
      text: EXCEL_1252,
    });
  });

  it('finds header names in other languages', () => {
    const headers: [string, string][] = [
      ['Prénom;Nom;Numéro d’élève', 'fr'],
      ['Nombre;Apellidos;Número de alumno', 'es'],
      ['Voornaam;Achternaam;Leerlingnummer', 'nl'],
      ['Förnamn;Efternamn;Elevnummer', 'sv'],
      ['Fornavn;Etternavn;Elevnummer', 'no'],
      ['Fornavn;Efternavn;Elevnummer', 'da'],
      ['Imię;Nazwisko;Numer ucznia', 'pl'],
    ];
    for (const [header, language] of headers)
      expect(rowsOf(`${header}\nAda;Lovelace;S-1`).rows, language).toEqual([
        { firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-1', notes: '' },
      ]);
  });
});

describe('headers not recognised', () => {
  const text = 'Rufname des Kindes;Familie;Kennung\nJürgen;Schröder;S-1\nAda;Lovelace;S-2\n';

  it('are for the teacher to match: the headers found, with the first rows as examples', () => {
    expect(parseRoster(text)).toEqual({
      match: {
        headers: ['Rufname des Kindes', 'Familie', 'Kennung'],
        examples: [
          ['Jürgen', 'Schröder', 'S-1'],
          ['Ada', 'Lovelace', 'S-2'],
        ],
        columns: {},
      },
    });
  });

  it('are read as the teacher matched them', () => {
    expect(rowsOf(text, { chosen: { firstName: 0, lastName: 1, studentNumber: 2 } }).rows).toEqual([
      { firstName: 'Jürgen', lastName: 'Schröder', studentNumber: 'S-1', notes: '' },
      { firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-2', notes: '' },
    ]);
  });
});

/** A Google-Classroom-like export: last name first, an e-mail column Lectern does not keep. */
const CLASSROOM = [
  'Last Name,First Name,Email Address,Student ID',
  'Lovelace,Ada,ada@school.example,S-1815',
  'Schröder,Jürgen,jurgen@school.example,',
  'Turing,Alan,alan@school.example,S-1912',
  'Ødegård,Astrid,astrid@school.example,',
].join('\n');

describe('a Google-Classroom-like export imported twice', () => {
  const first = rowsOf(CLASSROOM).rows;
  const roster: RosterStudent[] = first.map((r) => ({
    ...r,
    studentNumber: r.studentNumber === '' ? null : r.studentNumber,
  }));

  it('the first time: every row ready', () => {
    expect(checkRosterRows(first, [])).toMatchObject({ problems: [], duplicates: [] });
  });

  it('again: every row a duplicate of the roster (by number, else by name folded), none imported', () => {
    const again = rowsOf(
      CLASSROOM.replace('Schröder,Jürgen', 'SCHRODER,jurgen').replace('Ødegård', 'Odegard '),
    ).rows;
    const { problems, duplicates } = checkRosterRows(again, roster);
    expect(problems).toEqual([]);
    expect(duplicates).toEqual([
      { row: 0, onRoster: true, fields: { student: 'Ada Lovelace is already on this roster.' } },
      { row: 1, onRoster: true, fields: { student: 'Jürgen Schröder is already on this roster.' } },
      { row: 2, onRoster: true, fields: { student: 'Alan Turing is already on this roster.' } },
      { row: 3, onRoster: true, fields: { student: 'Astrid Ødegård is already on this roster.' } },
    ]);
  });

  it('a row repeated within the file is a duplicate of the first; a number of another, a problem', () => {
    const rows = rowsOf(
      `${CLASSROOM}\nLovelace,ada,,\nHopper,Grace,,S-1912\nSmith,Emma,,S-1\nSmith,Emma,,S-2`,
    ).rows;
    const { problems, duplicates } = checkRosterRows(rows, []);
    expect(duplicates).toEqual([
      { row: 4, onRoster: false, fields: { student: 'The same student as row 1 of this import.' } },
    ]);
    expect(problems).toEqual([
      {
        row: 5,
        fields: {
          studentNumber: 'S-1912 is also given to another student, in row 3 of this import.',
        },
      },
    ]);
  });
});

const USERS = [
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
  'u1,active,2026-09-01T00:00:00Z,true,org1,student,jschroeder,,Jürgen,Schröder,,S-1001,,,,p1,09,',
  'u2,,2026-09-01T00:00:00Z,true,org1,student,aodegard,,Astrid,Ødegård,,S-1002,,,,,09,',
  'u3,active,2026-09-01T00:00:00Z,true,org1,teacher,ghopper,,Grace,Hopper,,T-1,,,,,,',
  'u4,active,2026-09-01T00:00:00Z,true,org1,teacher,aturing,,Alan,Turing,,T-2,,,,,,',
  'u5,active,2026-09-01T00:00:00Z,true,org1,aide,mnoether,,Emmy,Noether,,A-1,,,,,,',
  'p1,active,2026-09-01T00:00:00Z,true,org1,parent,kschroeder,,Karin,Schröder,,,,,,u1,,',
  'u6,active,2026-09-01T00:00:00Z,false,org1,student,gone,,Mary,Somerville,,S-1003,,,,,09,',
  'u7,tobedeleted,2026-09-01T00:00:00Z,true,org1,student,left,,Ada,Lovelace,,S-1004,,,,,09,',
].join('\r\n');

describe('a OneRoster users.csv', () => {
  it('gives only the active, enabled students, identifier as their number, and counts the rest', () => {
    const parsed = rowsOf(USERS);
    expect(parsed.rows).toEqual([
      { firstName: 'Jürgen', lastName: 'Schröder', studentNumber: 'S-1001', notes: '' },
      { firstName: 'Astrid', lastName: 'Ødegård', studentNumber: 'S-1002', notes: '' },
    ]);
    expect(parsed.leftOut).toEqual({
      byRole: { teacher: 2, aide: 1, parent: 1 },
      disabled: 1,
      inactive: 1,
    });
    expect(leftOutMessage(parsed.leftOut!)).toBe(
      'OneRoster file: only active students are imported. Left out: 4 people who are not students (2 teachers, 1 aide, 1 parent), 1 disabled account and 1 student no longer active.',
    );
  });

  it('with no role column (1.2 keeps roles in roles.csv) says it cannot tell students alone', () => {
    const noRoles = USERS.split('\r\n')
      .map((line) => line.split(',').toSpliced(5, 1).join(','))
      .join('\n');
    expect(parseRoster(noRoles)).toEqual({ problem: ONE_ROSTER_NO_ROLES });
  });

  it('in its zip (manifest.csv, users.csv, roles.csv), made with fflate', () => {
    const noRoles = USERS.split('\r\n')
      .map((line) => line.split(',').toSpliced(5, 1).join(','))
      .join('\r\n');
    const roles = [
      'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId',
      ...[
        'u1:student',
        'u2:student',
        'u3:teacher',
        'u4:teacher',
        'u5:aide',
        'p1:parent',
        'u6:student',
        'u7:student',
      ].map(
        (pair, i) => `r${i},active,,${pair.split(':')[0]},primary,${pair.split(':')[1]},,,org1,`,
      ),
    ].join('\r\n');
    const zip = zipSync({
      'manifest.csv': strToU8(
        'propertyName,value\r\nmanifest.version,1.0\r\noneroster.version,1.2\r\nfile.users,bulk\r\nfile.roles,bulk\r\n',
      ),
      'users.csv': strToU8(noRoles),
      'roles.csv': strToU8(roles),
    });
    const file = fileOf('oneroster.zip', zip);
    expect(file.oneRoster?.version).toBe('1.2');
    expect(file.decoded).toMatchObject({ encoding: 'utf-8', sure: true });
    const parsed = rowsOf(file.text, { roles: file.oneRoster?.roles });
    expect(parsed.rows.map((r) => r.studentNumber)).toEqual(['S-1001', 'S-1002']);
    expect(parsed.leftOut).toEqual({
      byRole: { teacher: 2, aide: 1, parent: 1 },
      disabled: 1,
      inactive: 1,
    });
  });

  it('a zip with no users.csv is refused, saying what Lectern reads', () => {
    const zip = zipSync({ 'classes.csv': strToU8('sourcedId,title\r\nc1,Algebra\r\n') });
    expect(readRosterBytes('other.zip', zip)).toEqual({ problem: NOT_ONE_ROSTER });
  });
});
