import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { Student } from '../../src/shared/api-types/students.ts';
import {
  aClass,
  signedInTeacher,
  testApp,
  appWithTeachers,
  json,
  type Client,
} from '../testing/test-app.ts';

const app = appWithTeachers({ grace: 'grace@students.test', alan: 'alan@students.test' });
let algebra: SchoolClass;
let biology: SchoolClass;
let alansClass: SchoolClass;
beforeAll(async () => {
  algebra = (await (await app.grace.post('/api/classes', aClass())).json()) as SchoolClass;
  biology = (await (
    await app.grace.post('/api/classes', aClass({ name: 'Biology', subject: 'biology' }))
  ).json()) as SchoolClass;
  alansClass = (await (await app.alan.post('/api/classes', aClass())).json()) as SchoolClass;
});

const aStudent = (overrides: Record<string, unknown> = {}) => ({
  classId: algebra.id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  studentNumber: 'S-1815',
  notes: 'Sits at the front.',
  ...overrides,
});
async function create(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/students', aStudent(overrides));
  expect(res.status).toBe(201);
  return json<Student>(res);
}
const fieldsOf = async (res: Response) =>
  (await json<{ fields: Record<string, string> }>(res)).fields;

describe('names a reader can see, on one line (issue 23)', () => {
  it('are refused otherwise, with the form’s messages, and nothing is saved', async () => {
    const before = await json<Page<Student>>(
      await app.grace.get(`/api/students?classId=${biology.id}`),
    );
    const res = await app.grace.post(
      '/api/students',
      aStudent({ classId: biology.id, firstName: '\u200B\u200B', lastName: 'Love\nlace' }),
    );
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({
      firstName: 'This field is required.',
      lastName: 'Please enter this on one line.',
    });
    const reversed = await app.grace.post(
      '/api/students',
      aStudent({ classId: biology.id, lastName: 'Lovelace\u202Efdp.exe' }),
    );
    expect(await fieldsOf(reversed)).toEqual({
      lastName: 'Please remove the hidden text-direction characters.',
    });
    const after = await json<Page<Student>>(
      await app.grace.get(`/api/students?classId=${biology.id}`),
    );
    expect(after.total).toBe(before.total);
  });

  it('hold for classes, assignments and the teacher’s own name too', async () => {
    const cls = await app.grace.post('/api/classes', aClass({ name: 'Algebra\r\nII' }));
    expect(await fieldsOf(cls)).toMatchObject({ name: 'Please enter this on one line.' });
    const profile = await app.grace.put('/api/account/profile', {
      fullName: '\u2066Grace\u2069',
      school: '\u200B',
    });
    expect(await fieldsOf(profile)).toEqual({
      fullName: 'Please remove the hidden text-direction characters.',
      school: 'Please enter visible characters, or leave this empty.',
    });
  });
});

describe('POST /api/students', () => {
  it('puts a student on the roster of one of the teacher’s classes, names trimmed', async () => {
    const made = await create(app.grace, { firstName: '  Ada ', studentNumber: '' });
    expect(made).toEqual({
      id: expect.any(String) as string,
      classId: algebra.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      studentNumber: null,
      notes: 'Sits at the front.',
    });
  });

  it('refuses what the form refuses, with the catalogue’s messages, and saves nothing', async () => {
    const before = await json<Page<Student>>(
      await app.grace.get(`/api/students?classId=${biology.id}`),
    );
    const res = await app.grace.post(
      '/api/students',
      aStudent({
        classId: biology.id,
        firstName: '',
        lastName: 'x'.repeat(61),
        studentNumber: 'S 1042',
        notes: 'y'.repeat(501),
      }),
    );
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({
      firstName: 'This field is required.',
      lastName: 'Please enter no more than 60 characters.',
      studentNumber: 'Use letters, digits and dashes, such as S-1042.',
      notes: 'Please enter no more than 500 characters.',
    });
    const after = await json<Page<Student>>(
      await app.grace.get(`/api/students?classId=${biology.id}`),
    );
    expect(after.total).toBe(before.total);
  });

  it('only onto the teacher’s own live classes', async () => {
    for (const classId of [alansClass.id, 'not-an-id', 42, null, undefined, '']) {
      const res = await app.grace.post('/api/students', aStudent({ classId }));
      expect(res.status, String(classId)).toBe(400);
      expect((await fieldsOf(res)).classId, String(classId)).toBe(
        classId === null || classId === undefined || classId === ''
          ? 'This field is required.'
          : 'Choose one of your classes.',
      );
    }
  });
});

describe('GET /api/students', () => {
  it('lists one class’s roster by last name, case aside, paged; another’s class is empty', async () => {
    const t2 = await testApp();
    try {
      const ann = await signedInTeacher(t2, 'ann@students.test');
      const own = (await (await ann.post('/api/classes', aClass())).json()) as SchoolClass;
      for (const [firstName, lastName] of [
        ['Grace', 'hopper'],
        ['Alan', 'Turing'],
        ['Ada', 'Lovelace'],
        ['Charles', 'Babbage'],
      ])
        await create(ann, { classId: own.id, firstName, lastName, studentNumber: '' });
      const page = await json<Page<Student>>(
        await ann.get(`/api/students?classId=${own.id}&pageSize=5`),
      );
      expect(page.total).toBe(4);
      expect(page.items.map((s) => s.lastName)).toEqual([
        'Babbage',
        'hopper',
        'Lovelace',
        'Turing',
      ]);
      const second = await json<Page<Student>>(
        await ann.get(`/api/students?classId=${own.id}&pageSize=5&sort=firstName&order=desc`),
      );
      expect(second.items.map((s) => s.firstName)).toEqual(['Grace', 'Charles', 'Alan', 'Ada']);
      // Grace's class id from Ann: nothing, not an error that says it exists.
      const foreign = await json<Page<Student>>(
        await ann.get(`/api/students?classId=${algebra.id}`),
      );
      expect(foreign.total).toBe(0);
    } finally {
      await t2.close();
    }
  });

  it('answers 400 naming a parameter it does not offer', async () => {
    const res = await app.grace.get('/api/students?sort=age&pageSize=7');
    expect(res.status).toBe(400);
    expect(Object.keys(await fieldsOf(res)).sort()).toEqual(['pageSize', 'sort']);
  });
});

describe('a student of the teacher’s, and of nobody else’s', () => {
  it('is read, edited (moved to another class too), deleted and brought back', async () => {
    const ada = await create(app.grace);
    expect(await json<Student>(await app.grace.get(`/api/students/${ada.id}`))).toEqual(ada);
    const moved = await app.grace.put(
      `/api/students/${ada.id}`,
      aStudent({ classId: biology.id, notes: '' }),
    );
    expect(moved.status).toBe(200);
    expect(await json<Student>(moved)).toMatchObject({ classId: biology.id, notes: '' });
    expect((await app.grace.delete(`/api/students/${ada.id}`)).status).toBe(204);
    expect((await app.grace.get(`/api/students/${ada.id}`)).status).toBe(404);
    const back = await app.grace.post(`/api/students/${ada.id}/restore`);
    expect(back.status).toBe(200);
    expect((await json<Student>(back)).id).toBe(ada.id);
    expect((await app.grace.post(`/api/students/${ada.id}/restore`)).status).toBe(404);
  });

  it('is not there for another teacher, whatever they try, and stays as it was', async () => {
    const ada = await create(app.grace);
    for (const res of [
      await app.alan.get(`/api/students/${ada.id}`),
      await app.alan.put(`/api/students/${ada.id}`, aStudent({ classId: alansClass.id })),
      await app.alan.delete(`/api/students/${ada.id}`),
      await app.alan.post(`/api/students/${ada.id}/restore`),
    ])
      expect(res.status).toBe(404);
    expect(await json<Student>(await app.grace.get(`/api/students/${ada.id}`))).toEqual(ada);
    expect((await app.grace.get('/api/students/not-a-uuid')).status).toBe(404);
  });

  it('goes with its class, and comes back only once the class is back', async () => {
    const own = (await (
      await app.grace.post('/api/classes', aClass({ name: 'Chemistry', subject: 'chemistry' }))
    ).json()) as SchoolClass;
    const ada = await create(app.grace, { classId: own.id });
    const bob = await create(app.grace, { classId: own.id, firstName: 'Bob' });
    expect((await app.grace.delete(`/api/students/${bob.id}`)).status).toBe(204);
    expect((await app.grace.delete(`/api/classes/${own.id}`)).status).toBe(204);
    expect((await app.grace.get(`/api/students/${ada.id}`)).status).toBe(404);
    const refused = await app.grace.post(`/api/students/${bob.id}/restore`);
    expect(refused.status).toBe(409);
    expect(await app.grace.post(`/api/classes/${own.id}/restore`)).toHaveProperty('status', 200);
    expect((await app.grace.get(`/api/students/${ada.id}`)).status).toBe(200);
    // The refused restore changed nothing: Bob is still deleted, and can be brought back now.
    expect((await app.grace.get(`/api/students/${bob.id}`)).status).toBe(404);
    expect((await app.grace.post(`/api/students/${bob.id}/restore`)).status).toBe(200);
  });
});
