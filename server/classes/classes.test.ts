import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import {
  aClass,
  signedInTeacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';

let t: TestApp;
let grace: Client;
let alan: Client;
beforeAll(async () => {
  t = await testApp();
  grace = await signedInTeacher(t, 'grace@classes.test');
  alan = await signedInTeacher(t, 'alan@classes.test');
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;

async function create(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/classes', aClass(overrides));
  expect(res.status).toBe(201);
  return json<SchoolClass>(res);
}

describe('POST /api/classes', () => {
  it('creates a class from the form’s values and answers it with numbers as numbers', async () => {
    const created = await create(grace, { name: '  Biology 2  ', subject: 'biology', room: '' });
    expect(created).toMatchObject({
      name: 'Biology 2',
      subject: 'biology',
      grade: 9,
      room: null,
      students: 0,
      termStarts: '2026-09-01',
      termEnds: '2027-01-29',
      assignments: 0,
    });
    expect((await grace.get(`/api/classes/${created.id}`)).status).toBe(200);
  });

  it('answers 400 naming each invalid field with the catalogue’s message', async () => {
    const res = await grace.post('/api/classes', {
      name: 'x'.repeat(61),
      subject: 'astrology',
      grade: '13',
      room: 'room 5',
      termStarts: '2026-09-01',
      termEnds: '2027-09-02',
    });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual({
      name: 'Please enter no more than 60 characters.',
      subject: 'Choose a subject from the list.',
      grade: 'Please enter a value less than or equal to 12.',
      room: 'Use a room code such as B-204.',
      termEnds: 'Please enter a date less than or equal to 9/1/27.',
    });
  });

  it('checks the lower bounds, whole numbers, required fields and a term ending before it starts', async () => {
    const res = await grace.post('/api/classes', {
      grade: '0',
      termStarts: '2026-09-01',
      termEnds: '2026-08-31',
    });
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual({
      name: 'This field is required.',
      subject: 'This field is required.',
      grade: 'Please enter a value greater than or equal to 1.',
      termEnds: 'Please enter a date greater than or equal to 9/1/26.',
    });
  });

  it('writes date bounds in the reader’s short date format', async () => {
    const res = await grace.post('/api/classes', aClass({ termEnds: '2027-09-02' }), {
      'accept-language': 'en-GB,en;q=0.8',
    });
    expect((await json<{ fields: Record<string, string> }>(res)).fields.termEnds).toBe(
      'Please enter a date less than or equal to 01/09/2027.',
    );
  });

  it('treats values of the wrong type as missing, never as a 500', async () => {
    const res = await grace.post('/api/classes', {
      ...aClass(),
      name: { $ne: '' },
      grade: [9],
      termStarts: 'soon',
    });
    expect(res.status).toBe(400);
    const { fields } = await json<{ fields: Record<string, string> }>(res);
    expect(fields.name).toBe('This field is required.');
    expect(fields.grade).toBe('This field is required.');
    expect(fields.termStarts).toBe('Please enter a valid date.');
  });
});

describe('GET /api/classes', () => {
  it('pages and sorts on the server', async () => {
    const t2 = await signedInTeacher(t, 'pages@classes.test');
    for (const [name, grade] of [
      ['Chemistry', 11],
      ['Art', 7],
      ['Drama', 8],
      ['Biology', 10],
      ['English', 9],
    ] as const) {
      await create(t2, { name, grade: String(grade) });
    }
    const first = await json<Page<SchoolClass>>(await t2.get('/api/classes?pageSize=5&page=1'));
    expect(first.total).toBe(5);
    expect(first.items.map((c) => c.name)).toEqual([
      'Art',
      'Biology',
      'Chemistry',
      'Drama',
      'English',
    ]);

    const byGrade = await json<Page<SchoolClass>>(
      await t2.get('/api/classes?pageSize=5&sort=grade&order=desc'),
    );
    expect(byGrade.items.map((c) => c.grade)).toEqual([11, 10, 9, 8, 7]);

    const firstPage = await json<Page<SchoolClass>>(
      await t2.get('/api/classes?pageSize=10&page=1'),
    );
    expect(firstPage.items).toHaveLength(5);
    const beyond = await json<Page<SchoolClass>>(await t2.get('/api/classes?pageSize=10&page=2'));
    expect(beyond).toMatchObject({ items: [], total: 5, page: 2 });
  });

  it('answers 400 for parameters it does not offer', async () => {
    const res = await grace.get('/api/classes?page=0&pageSize=7&sort=password&order=up');
    expect(res.status).toBe(400);
    expect(Object.keys((await json<{ fields: object }>(res)).fields).sort()).toEqual([
      'order',
      'page',
      'pageSize',
      'sort',
    ]);
  });
});

describe('one teacher’s classes are invisible to another', () => {
  it('lists only the teacher’s own, and answers 404 for another’s id on every verb', async () => {
    const secret = await create(grace, { name: 'Grace only' });
    const alansList = await json<Page<SchoolClass>>(await alan.get('/api/classes?pageSize=100'));
    expect(alansList.items.map((c) => c.id)).not.toContain(secret.id);

    expect((await alan.get(`/api/classes/${secret.id}`)).status).toBe(404);
    expect((await alan.put(`/api/classes/${secret.id}`, aClass({ name: 'Taken' }))).status).toBe(
      404,
    );
    expect((await alan.delete(`/api/classes/${secret.id}`)).status).toBe(404);
    expect((await alan.post(`/api/classes/${secret.id}/restore`)).status).toBe(404);

    const still = await json<SchoolClass>(await grace.get(`/api/classes/${secret.id}`));
    expect(still.name).toBe('Grace only');
  });

  it('answers 404 for ids that are not ids at all', async () => {
    expect((await grace.get('/api/classes/not-a-uuid')).status).toBe(404);
    expect((await grace.delete("/api/classes/1' or '1'='1")).status).toBe(404);
  });

  it('needs a session on every endpoint', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/classes')).status).toBe(401);
    expect((await anonymous.post('/api/classes', aClass())).status).toBe(401);
  });
});

describe('PUT, DELETE and restore', () => {
  it('updates a class with the same rules as creating one', async () => {
    const created = await create(grace);
    const updated = await grace.put(
      `/api/classes/${created.id}`,
      aClass({ name: 'Algebra II', grade: '10' }),
    );
    expect(updated.status).toBe(200);
    expect(await json<SchoolClass>(updated)).toMatchObject({ name: 'Algebra II', grade: 10 });
    const invalid = await grace.put(`/api/classes/${created.id}`, aClass({ grade: '' }));
    expect(invalid.status).toBe(400);
    expect((await json<SchoolClass>(await grace.get(`/api/classes/${created.id}`))).grade).toBe(10);
  });

  it('refuses to end a term before an assignment of the class is due', async () => {
    const created = await create(grace);
    const made = await grace.post('/api/assignments', {
      title: 'Final project',
      classId: created.id,
      dueDate: '2027-01-20',
      maxPoints: '100',
      description: '',
    });
    expect(made.status).toBe(201);
    const res = await grace.put(`/api/classes/${created.id}`, aClass({ termEnds: '2027-01-15' }));
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields.termEnds).toBe(
      '1 assignment is due after this date (the last on 1/20/27). Move it first.',
    );
  });

  it('hides a deleted class, and restore brings it back with its assignments', async () => {
    const created = await create(grace, { name: 'To delete' });
    await grace.post('/api/assignments', {
      title: 'Essay',
      classId: created.id,
      dueDate: '2026-12-01',
      maxPoints: '20',
      description: '',
    });
    expect((await grace.delete(`/api/classes/${created.id}`)).status).toBe(204);
    expect((await grace.get(`/api/classes/${created.id}`)).status).toBe(404);
    expect((await grace.delete(`/api/classes/${created.id}`)).status).toBe(404);
    const list = await json<Page<{ title: string }>>(
      await grace.get(`/api/assignments?classId=${created.id}`),
    );
    expect(list.total).toBe(0);

    const restored = await grace.post(`/api/classes/${created.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await json<SchoolClass>(restored)).toMatchObject({ name: 'To delete', assignments: 1 });
    expect((await grace.post(`/api/classes/${created.id}/restore`)).status).toBe(404);
  });
});
