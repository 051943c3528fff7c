import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { Student } from '../../src/shared/api-types/students.ts';
import { aClass, appWithTeachers, json, type Client } from '../testing/test-app.ts';

const app = appWithTeachers({ grace: 'grace@import.test', alan: 'alan@import.test' });
let algebra: SchoolClass;
let alansClass: SchoolClass;
beforeAll(async () => {
  algebra = (await (await app.grace.post('/api/classes', aClass())).json()) as SchoolClass;
  alansClass = (await (await app.alan.post('/api/classes', aClass())).json()) as SchoolClass;
});

const roster = async (client: Client, classId: string) =>
  json<Page<Student>>(await client.get(`/api/students?classId=${classId}&pageSize=50`));
const kid = (lastName: string, more: Record<string, unknown> = {}) => ({
  firstName: 'Kid',
  lastName,
  ...more,
});

describe('POST /api/students/import', () => {
  it('saves nothing when any row breaks a rule, and names each row’s problems', async () => {
    await app.grace.post('/api/students', {
      classId: algebra.id,
      ...kid('Here'),
      studentNumber: 'S-1',
    });
    const res = await app.grace.post('/api/students/import', {
      classId: algebra.id,
      students: [
        kid('Fine', { studentNumber: 'S-2' }),
        { firstName: '', lastName: 'x'.repeat(61) },
        kid('Taken', { studentNumber: 's-1' }),
        kid('Twice', { studentNumber: 'S-2' }),
        'not a row',
        kid('Bad number', { studentNumber: 'S 3', notes: 42 }),
        kid('Nul\u0000l'),
      ],
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: 'validation',
      message: '6 of 7 rows need attention; nothing was imported.',
      rows: [
        {
          row: 1,
          fields: {
            firstName: 'This field is required.',
            lastName: 'Please enter no more than 60 characters.',
          },
        },
        { row: 2, fields: { studentNumber: 's-1 is Kid Here’s number on this roster.' } },
        {
          row: 3,
          fields: {
            studentNumber: 'S-2 is also given to another student, in row 1 of this import.',
          },
        },
        {
          row: 4,
          fields: { firstName: 'This field is required.', lastName: 'This field is required.' },
        },
        { row: 5, fields: { studentNumber: 'Use letters, digits and dashes, such as S-1042.' } },
        {
          row: 6,
          fields: {
            lastName: 'Remove the control characters (such as NUL or escape) from this field.',
          },
        },
      ],
    });
    expect((await roster(app.grace, algebra.id)).items.map((s) => s.lastName)).toEqual(['Here']);
  });

  it('imports every row at once, trimmed, and the class counts them', async () => {
    const res = await app.grace.post('/api/students/import', {
      classId: algebra.id,
      students: [kid(' Babbage '), kid('Lovelace', { studentNumber: 'S-1815', notes: ' Front ' })],
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ imported: 2 });
    const after = await roster(app.grace, algebra.id);
    expect(after.items.map((s) => [s.lastName, s.studentNumber, s.notes])).toEqual([
      ['Babbage', null, ''],
      ['Here', 'S-1', ''],
      ['Lovelace', 'S-1815', 'Front'],
    ]);
    const cls = await json<SchoolClass>(await app.grace.get(`/api/classes/${algebra.id}`));
    expect(cls.students).toBe(3);
  });

  it('never takes a class past 40 students, by import or one at a time', async () => {
    const own = await json<SchoolClass>(
      await app.grace.post('/api/classes', aClass({ name: 'Big' })),
    );
    const many = (n: number) => Array.from({ length: n }, (_, i) => kid(`Kid ${i}`));
    const tooMany = await app.grace.post('/api/students/import', {
      classId: own.id,
      students: many(41),
    });
    expect(tooMany.status).toBe(409);
    expect(await json(tooMany)).toEqual({
      error: 'roster_full',
      message: 'This class has room for 40 more students (40 at most).',
    });
    expect((await roster(app.grace, own.id)).total).toBe(0);
    expect(
      (await app.grace.post('/api/students/import', { classId: own.id, students: many(40) }))
        .status,
    ).toBe(201);
    const one = await app.grace.post('/api/students', { classId: own.id, ...kid('Extra') });
    expect(one.status).toBe(409);
    expect((await json<{ message: string }>(one)).message).toBe(
      'This class has 40 students, the most a class can have.',
    );
    expect((await roster(app.grace, own.id)).total).toBe(40);
    // Nor by moving a student in from another class (issue 23): the move is refused whole.
    const other = await json<SchoolClass>(
      await app.grace.post('/api/classes', aClass({ name: 'Small' })),
    );
    const mover = await json<{ id: string }>(
      await app.grace.post('/api/students', { classId: other.id, ...kid('Mover') }),
    );
    const moved = await app.grace.put(`/api/students/${mover.id}`, {
      classId: own.id,
      ...kid('Mover'),
    });
    expect(moved.status).toBe(409);
    expect(await json(moved)).toEqual({
      error: 'roster_full',
      message: 'This class has 40 students, the most a class can have.',
    });
    expect((await roster(app.grace, own.id)).total).toBe(40);
    expect((await roster(app.grace, other.id)).total).toBe(1);
    // Staying in its own class, a student of a full roster can still be edited.
    const [kept] = (await roster(app.grace, own.id)).items;
    const edited = await app.grace.put(`/api/students/${kept!.id}`, {
      classId: own.id,
      ...kid('Renamed'),
    });
    expect(edited.status).toBe(200);
  });

  it('lets two imports into one class at once fill no more than its 40 places', async () => {
    const own = await json<SchoolClass>(
      await app.grace.post('/api/classes', aClass({ name: 'Race' })),
    );
    const rows = (tag: string) => Array.from({ length: 30 }, (_, i) => kid(`${tag} ${i}`));
    const answers = await Promise.all(
      ['A', 'B'].map((tag) =>
        app.grace.post('/api/students/import', { classId: own.id, students: rows(tag) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await roster(app.grace, own.id)).total).toBe(30);
  });

  it('lets two students added at once, or moved in at once, take no more than the 40th place', async () => {
    const full = await json<SchoolClass>(
      await app.grace.post('/api/classes', aClass({ name: 'Nearly full' })),
    );
    const other = await json<SchoolClass>(
      await app.grace.post('/api/classes', aClass({ name: 'Elsewhere' })),
    );
    const filled = await app.grace.post('/api/students/import', {
      classId: full.id,
      students: Array.from({ length: 39 }, (_, i) => kid(`Seat ${i}`)),
    });
    expect(filled.status).toBe(201);
    const added = await Promise.all(
      ['First', 'Second'].map((name) =>
        app.grace.post('/api/students', { classId: full.id, ...kid(name) }),
      ),
    );
    expect(added.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await roster(app.grace, full.id)).total).toBe(40);

    // One place again; two students of another class moved into it at once.
    const [leaving] = (await roster(app.grace, full.id)).items;
    expect((await app.grace.delete(`/api/students/${leaving!.id}`)).status).toBe(204);
    const movers = await Promise.all(
      ['Mover A', 'Mover B'].map(async (name) =>
        json<Student>(await app.grace.post('/api/students', { classId: other.id, ...kid(name) })),
      ),
    );
    const moved = await Promise.all(
      movers.map((m) =>
        app.grace.put(`/api/students/${m.id}`, {
          classId: full.id,
          firstName: m.firstName,
          lastName: m.lastName,
        }),
      ),
    );
    expect(moved.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await roster(app.grace, full.id)).total).toBe(40);
    expect((await roster(app.grace, other.id)).total).toBe(1);

    // Undo of the delete would be the 41st: refused, and the student stays deleted.
    const undo = await app.grace.post(`/api/students/${leaving!.id}/restore`);
    expect(undo.status).toBe(409);
    expect(await json(undo)).toMatchObject({ error: 'roster_full' });
    expect((await app.grace.get(`/api/students/${leaving!.id}`)).status).toBe(404);
    expect((await roster(app.grace, full.id)).total).toBe(40);
  });

  it('refuses a student already on the roster, or twice in the import, by number or name', async () => {
    const own = await json<SchoolClass>(
      await app.grace.post('/api/classes', aClass({ name: 'Twice' })),
    );
    const first = [
      { firstName: 'Jürgen', lastName: 'Schröder', studentNumber: 'S-10' },
      { firstName: 'Astrid', lastName: 'Ødegård' },
      { firstName: 'Emma', lastName: 'Smith', studentNumber: 'S-12' },
    ];
    const imported = await app.grace.post('/api/students/import', {
      classId: own.id,
      students: first,
    });
    expect(imported.status).toBe(201);
    const again = await app.grace.post('/api/students/import', {
      classId: own.id,
      students: [
        { firstName: 'JURGEN', lastName: 'Schroder', studentNumber: 's-10' },
        { firstName: 'astrid', lastName: '  Odegard ' },
        // Another Emma Smith with her own number: another student.
        { firstName: 'Emma', lastName: 'Smith', studentNumber: 'S-13' },
        { firstName: 'Noor', lastName: 'Haddad' },
        { firstName: 'Noor', lastName: 'HADDAD' },
      ],
    });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({
      error: 'validation',
      message: '3 of 5 rows need attention; nothing was imported.',
      rows: [
        { row: 0, fields: { student: 'Jürgen Schröder is already on this roster.' } },
        { row: 1, fields: { student: 'Astrid Ødegård is already on this roster.' } },
        { row: 4, fields: { student: 'The same student as row 4 of this import.' } },
      ],
    });
    expect((await roster(app.grace, own.id)).total).toBe(3);
  });

  it('only into the teacher’s own live class, and only a list of rows', async () => {
    for (const classId of [alansClass.id, 'nope', 7, undefined]) {
      const res = await app.grace.post('/api/students/import', { classId, students: [kid('A')] });
      expect(res.status, String(classId)).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields, String(classId)).toEqual(
        {
          classId:
            classId === undefined ? 'This field is required.' : 'Choose one of your classes.',
        },
      );
    }
    for (const students of [[], 'rows', { 0: kid('A') }, null]) {
      const res = await app.grace.post('/api/students/import', { classId: algebra.id, students });
      expect(res.status, JSON.stringify(students)).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual({
        students: 'Add at least one student to import.',
      });
    }
    expect((await roster(app.alan, alansClass.id)).total).toBe(0);
  });
});
