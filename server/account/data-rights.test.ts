// The teacher's data rights (issue 23): everything as one archive, one child's record, and the
// account deleted with all it holds.
import { eq, sql } from 'drizzle-orm';
// eslint-disable-next-line import-x/default
import Papa from 'papaparse';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountHoldings } from '../../src/shared/api-types/account.ts';
import type { Assignment, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { Markbook } from '../../src/shared/api-types/markbook.ts';
import { WRONG_PASSWORD } from '../../src/shared/schemas/account.ts';
import { classes, students, users, work, workHistory } from '../db/schema.ts';
import {
  aClass,
  appWithTeachers,
  json,
  signedInTeacher,
  teacher,
  type Client,
} from '../testing/test-app.ts';

const app = appWithTeachers({ grace: 'grace@rights.test', alan: 'alan@rights.test' });
let algebra: SchoolClass;
let essay: Assignment;
let book: Markbook;
let alansClass: SchoolClass;

const idOf = (lastName: string) => book.students.find((s) => s.lastName === lastName)!.id;

beforeAll(async () => {
  algebra = await json<SchoolClass>(await app.grace.post('/api/classes', aClass()));
  await app.grace.post('/api/students/import', {
    classId: algebra.id,
    students: [
      { firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-1815' },
      { firstName: 'Alan', lastName: 'Turing' },
      { firstName: 'Zoë', lastName: '=HYPERLINK("x")' },
    ],
  });
  essay = await json<Assignment>(
    await app.grace.post('/api/assignments', {
      title: 'Essay',
      classId: algebra.id,
      dueDate: '2026-11-30',
      maxPoints: '20',
      description: '',
    }),
  );
  book = await json<Markbook>(await app.grace.get(`/api/markbook/${algebra.id}`));
  const mark = (studentId: string, body: Record<string, unknown>) =>
    app.grace.put(`/api/work/${essay.id}/${studentId}`, {
      handedIn: 'on_time',
      score: '',
      comment: '',
      ...body,
    });
  expect(
    (await mark(idOf('Lovelace'), { score: '17', comment: 'Clear, well argued.' })).status,
  ).toBe(200);
  expect(
    (await mark(idOf('Lovelace'), { score: '18', comment: 'Clear, well argued.' })).status,
  ).toBe(200);
  expect((await mark(idOf('Turing'), { score: '12', comment: '-see me' })).status).toBe(200);
  alansClass = await json<SchoolClass>(
    await app.alan.post('/api/classes', aClass({ name: 'Alans Physics' })),
  );
  await app.alan.post('/api/students/import', {
    classId: alansClass.id,
    students: [{ firstName: 'Marie', lastName: 'Curie' }],
  });
});

/** The zip an answer carries: its files by name, the CSVs parsed (header first). */
async function unzipped(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const text = (name: string) => {
    const file = files[name];
    expect(file, name).toBeDefined();
    // Keeping the byte-order mark, to see it is there (TextDecoder drops it by default).
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(file);
  };
  const table = (name: string) => {
    const raw = text(name);
    expect(raw.startsWith('\uFEFF'), `${name} starts with a byte-order mark`).toBe(true);
    return Papa.parse<string[]>(raw.slice(1), { skipEmptyLines: true }).data;
  };
  return { names: Object.keys(files).sort(), text, table };
}

/** A table's rows as objects by header. */
const rowsOf = (table: string[][]) => {
  const [header, ...rows] = table;
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
};

describe('GET /api/account/archive', () => {
  it('holds the teacher’s account, classes, rosters, assignments, work, history and sign-ins', async () => {
    const res = await app.grace.get('/api/account/archive');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Lectern data 2026-11-21.zip"; filename*=UTF-8''Lectern%20data%202026-11-21.zip`,
    );
    const zip = await unzipped(res);
    expect(zip.names).toEqual([
      'README.txt',
      'account.csv',
      'assignments.csv',
      'categories.csv',
      'classes.csv',
      'periods.csv',
      'sign-ins.csv',
      'students.csv',
      'work-history.csv',
      'work.csv',
    ]);
    expect(zip.text('README.txt')).toContain('work.csv: Recorded work');
    expect(rowsOf(zip.table('account.csv'))).toEqual([
      expect.objectContaining({ Name: teacher.fullName, 'E-mail': 'grace@rights.test' }),
    ]);
    expect(rowsOf(zip.table('classes.csv')).map((c) => [c['Class id'], c.Name])).toEqual([
      [algebra.id, 'Algebra I'],
    ]);
    const roster = rowsOf(zip.table('students.csv'));
    expect(
      roster.map((s) => [s['First name'], s['Last name'], s['Student number'], s.Class]),
    ).toEqual([
      // A name a spreadsheet would run as a formula is written with ' first, as the exports do.
      ['Zoë', `'=HYPERLINK("x")`, '', 'Algebra I'],
      ['Ada', 'Lovelace', 'S-1815', 'Algebra I'],
      ['Alan', 'Turing', '', 'Algebra I'],
    ]);
    expect(rowsOf(zip.table('assignments.csv')).map((a) => [a.Title, a.Due, a['Out of']])).toEqual([
      ['Essay', '2026-11-30', '20'],
    ]);
    const recorded = rowsOf(zip.table('work.csv'));
    expect(
      recorded.map((w) => [w['Last name'], w['Handed in'], w.Mark, w.Comment, w.Excused]),
    ).toEqual([
      ['Lovelace', 'On time', '18', 'Clear, well argued.', 'no'],
      ['Turing', 'On time', '12', `'-see me`, 'no'],
    ]);
    const history = rowsOf(zip.table('work-history.csv'));
    expect(
      history
        .filter((h) => h['Last name'] === 'Lovelace' && h['What changed'] === 'score')
        .map((h) => [h.Was, h.Became]),
    ).toEqual([
      ['', '17'],
      ['17', '18'],
    ]);
    expect(rowsOf(zip.table('sign-ins.csv')).length).toBeGreaterThan(0);
    // Nothing of another teacher's.
    const everything = zip.names.map((n) => zip.text(n)).join('\n');
    expect(everything).not.toContain('Curie');
    expect(everything).not.toContain('Alans Physics');
    expect(everything).not.toContain('alan@rights.test');
    // The log names the teacher by id only.
    const line = app.t.logs.findLast((l) => l.includes('"archive_downloaded"'))!;
    expect(line).not.toContain('Lovelace');
    expect(line).not.toContain('grace@rights.test');
  });

  it('needs a session', async () => {
    expect((await app.t.client().get('/api/account/archive')).status).toBe(401);
  });
});

describe('GET /api/students/:id/record', () => {
  it('holds one child’s details, notes, work and its history, and no one else’s', async () => {
    const res = await app.grace.get(`/api/students/${idOf('Lovelace')}/record`);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Ada Lovelace record.zip"; filename*=UTF-8''Ada%20Lovelace%20record.zip`,
    );
    const zip = await unzipped(res);
    expect(zip.names).toEqual(['README.txt', 'student.csv', 'work-history.csv', 'work.csv']);
    expect(zip.text('README.txt')).toContain('The Lectern record of Ada Lovelace');
    expect(rowsOf(zip.table('student.csv'))).toEqual([
      expect.objectContaining({
        'Student id': idOf('Lovelace'),
        'First name': 'Ada',
        'Student number': 'S-1815',
        Class: 'Algebra I',
      }),
    ]);
    expect(rowsOf(zip.table('work.csv')).map((w) => [w.Assignment, w.Mark, w.Comment])).toEqual([
      ['Essay', '18', 'Clear, well argued.'],
    ]);
    expect(rowsOf(zip.table('work-history.csv')).every((h) => h['Last name'] === 'Lovelace')).toBe(
      true,
    );
    expect(rowsOf(zip.table('work-history.csv')).length).toBeGreaterThan(1);
    const everything = zip.names.map((n) => zip.text(n)).join('\n');
    expect(everything).not.toContain('Turing');
    expect(everything).not.toContain('see me');
  });

  it('a name in any script is the file’s name; the ASCII fallback has no quote or slash', async () => {
    const res = await app.grace.get(`/api/students/${idOf('=HYPERLINK("x")')}/record`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Zo_ HYPERLINKx record.zip"; filename*=UTF-8''Zo%C3%AB%20HYPERLINKx%20record.zip`,
    );
  });

  it('answers 404 for another teacher’s student, a made-up id and junk, and 401 without a session', async () => {
    const curie = (await json<Markbook>(await app.alan.get(`/api/markbook/${alansClass.id}`)))
      .students[0]!.id;
    expect((await app.grace.get(`/api/students/${curie}/record`)).status).toBe(404);
    expect(
      (await app.grace.get('/api/students/00000000-0000-4000-8000-000000000000/record')).status,
    ).toBe(404);
    expect((await app.grace.get('/api/students/%27%3B--/record')).status).toBe(404);
    expect((await app.t.client().get(`/api/students/${curie}/record`)).status).toBe(401);
    // Alan still has his own.
    expect((await app.alan.get(`/api/students/${curie}/record`)).status).toBe(200);
  });
});

describe('GET /api/account/holdings', () => {
  it('counts what deleting the account takes with it, and only the teacher’s', async () => {
    expect(await json<AccountHoldings>(await app.grace.get('/api/account/holdings'))).toEqual({
      classes: 1,
      students: 3,
      assignments: 1,
      work: 2,
    });
    expect(await json<AccountHoldings>(await app.alan.get('/api/account/holdings'))).toEqual({
      classes: 1,
      students: 1,
      assignments: 0,
      work: 0,
    });
  });
});

describe('POST /api/account/delete', () => {
  const remove = (client: Client, body: Record<string, unknown>) =>
    client.post('/api/account/delete', body);
  const rowsOfTeacher = async (email: string) => {
    const db = app.t.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) return null;
    const n = async (table: typeof classes | typeof students | typeof work | typeof workHistory) =>
      (await db.select().from(table).where(eq(table.teacherId, user.id))).length;
    return {
      classes: await n(classes),
      students: await n(students),
      work: await n(work),
      history: await n(workHistory),
    };
  };

  it('refuses a missing or wrong password on its field, and deletes nothing', async () => {
    const before = await rowsOfTeacher('grace@rights.test');
    const missing = await remove(app.grace, {});
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      error: 'validation',
      message: 'Some fields need attention.',
      fields: { password: 'This field is required.' },
    });
    const wrong = await remove(app.grace, { password: 'not my password at all' });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ fields: { password: WRONG_PASSWORD } });
    for (const junk of [[], 'x', { password: 12 }, { password: { $ne: '' } }]) {
      const res = await app.grace.request('POST', '/api/account/delete', junk);
      expect(res.status, JSON.stringify(junk)).toBe(400);
    }
    expect(await rowsOfTeacher('grace@rights.test')).toEqual(before);
    expect((await app.grace.get('/api/classes')).status).toBe(200);
  });

  it('is refused without a session or from another site', async () => {
    expect((await remove(app.t.client(), { password: teacher.password })).status).toBe(401);
    const forged = await app.grace.request(
      'POST',
      '/api/account/delete',
      { password: teacher.password },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect(await rowsOfTeacher('grace@rights.test')).not.toBeNull();
  });

  it('counts wrong passwords as failed sign-ins: locked, it deletes nothing even with the right one', async () => {
    const email = 'locked@rights.test';
    const client = await signedInTeacher(app.t, email);
    for (let i = 0; i < 6; i += 1)
      expect((await remove(client, { password: `guess ${i}` })).status).toBe(400);
    const locked = await remove(client, { password: teacher.password });
    expect(locked.status).toBe(429);
    expect(await rowsOfTeacher(email)).not.toBeNull();
  });

  it('deletes the account and all it holds, ends its sessions, and leaves others alone', async () => {
    const other = app.t.client();
    expect(
      (
        await other.post('/api/auth/sign-in', {
          email: 'grace@rights.test',
          password: teacher.password,
        })
      ).status,
    ).toBe(200);
    const alanBefore = await rowsOfTeacher('alan@rights.test');
    const res = await remove(app.grace, { password: teacher.password });
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => /^lectern_session=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await rowsOfTeacher('grace@rights.test')).toBeNull();
    const db = app.t.database.db;
    // Every row that was hers is gone (the cascade), not just hidden.
    expect(await db.select().from(classes).where(eq(classes.id, algebra.id))).toEqual([]);
    expect(await db.select().from(students).where(eq(students.classId, algebra.id))).toEqual([]);
    expect(await db.select().from(work).where(eq(work.assignmentId, essay.id))).toEqual([]);
    expect(
      await db.select().from(workHistory).where(eq(workHistory.assignmentId, essay.id)),
    ).toEqual([]);
    expect((await app.grace.get('/api/classes')).status).toBe(401);
    expect((await other.get('/api/classes')).status).toBe(401);
    const signIn = await app.t
      .client()
      .post('/api/auth/sign-in', { email: 'grace@rights.test', password: teacher.password });
    expect(signIn.status).toBe(401);
    expect(await rowsOfTeacher('alan@rights.test')).toEqual(alanBefore);
    // The files are due a rewrite, so the rows leave them too.
    const due = await db.execute(sql`select due from maintenance where name = 'compact'`);
    expect((due as { rows: { due: boolean }[] }).rows[0]?.due).toBe(true);
    const line = app.t.logs.findLast((l) => l.includes('"account_deleted"'))!;
    expect(line).not.toContain('grace@rights.test');
    expect(line).not.toContain(teacher.password);
    // The address can make a new account.
    expect(
      (await app.t.client().post('/api/auth/sign-up', { ...teacher, email: 'grace@rights.test' }))
        .status,
    ).toBe(201);
  });
});
