import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import {
  aClass,
  signedInTeacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';

// The clock of every test app: 21 November 2026, 10:00 UTC (a Saturday).
let t: TestApp;
let grace: Client;
let alan: Client;
let algebra: SchoolClass;
beforeAll(async () => {
  t = await testApp();
  grace = await signedInTeacher(t, 'grace@assignments.test');
  alan = await signedInTeacher(t, 'alan@assignments.test');
  algebra = (await (await grace.post('/api/classes', aClass())).json()) as SchoolClass;
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const anAssignment = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quadratics worksheet',
  classId: algebra.id,
  dueDate: '2026-11-27',
  maxPoints: '20',
  description: 'Questions 1–12.',
  ...overrides,
});

async function create(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/assignments', anAssignment(overrides));
  expect(res.status).toBe(201);
  return json<Assignment>(res);
}

describe('POST /api/assignments', () => {
  it('creates an assignment in one of the teacher’s classes', async () => {
    const made = await create(grace);
    expect(made).toMatchObject({
      title: 'Quadratics worksheet',
      classId: algebra.id,
      className: 'Algebra I',
      termEnds: '2027-01-29',
      dueDate: '2026-11-27',
      maxPoints: 20,
    });
  });

  it('bounds the due date by the class’s term, past days included, in the short date format', async () => {
    const late = await grace.post('/api/assignments', anAssignment({ dueDate: '2027-01-30' }));
    expect(late.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(late)).fields).toEqual({
      dueDate: 'Please enter a date less than or equal to 1/29/27.',
    });
    // Last month's work, entered late: before today (21 November) but within the term.
    expect((await create(grace, { dueDate: '2026-10-15' })).dueDate).toBe('2026-10-15');
    expect((await create(grace, { dueDate: '2026-09-01' })).dueDate).toBe('2026-09-01');
    const early = await grace.post('/api/assignments', anAssignment({ dueDate: '2026-08-31' }));
    expect(early.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(early)).fields).toEqual({
      dueDate: 'Please enter a date greater than or equal to 9/1/26.',
    });
  });

  it('checks every other rule with the catalogue’s messages', async () => {
    const res = await grace.post('/api/assignments', {
      title: 'x'.repeat(101),
      classId: '',
      dueDate: '2026-13-01',
      maxPoints: '1001',
      description: 'y'.repeat(2001),
    });
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual({
      title: 'Please enter no more than 100 characters.',
      classId: 'This field is required.',
      dueDate: 'Please enter a valid date.',
      maxPoints: 'Please enter a value less than or equal to 1000.',
      description: 'Please enter no more than 2000 characters.',
    });
    const low = await grace.post('/api/assignments', anAssignment({ maxPoints: '0' }));
    expect((await json<{ fields: Record<string, string> }>(low)).fields).toEqual({
      maxPoints: 'Please enter a value greater than or equal to 1.',
    });
  });

  it('refuses another teacher’s class, or no class at all, as the class', async () => {
    for (const classId of [algebra.id, 'b3c1f1de-0000-4000-8000-000000000000', 'nonsense']) {
      const res = await alan.post('/api/assignments', anAssignment({ classId }));
      expect(res.status).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields.classId).toBe(
        'Choose one of your classes.',
      );
    }
  });
});

describe('GET /api/assignments', () => {
  it('filters by class and by status, and pages and sorts on the server', async () => {
    const teacher = await signedInTeacher(t, 'lists@assignments.test');
    const [a, b] = await Promise.all(
      ['Physics A', 'Physics B'].map(async (name) =>
        json<SchoolClass>(await teacher.post('/api/classes', aClass({ name, subject: 'physics' }))),
      ),
    );
    const due = [
      ['Lab report', a!.id, '2026-11-23'],
      ['Reading', a!.id, '2026-12-10'],
      ['Quiz', b!.id, '2026-11-21'],
      ['Poster', b!.id, '2026-11-28'],
    ] as const;
    for (const [title, classId, dueDate] of due) {
      await create(teacher, { title, classId, dueDate });
    }
    // Overdue from the start: last month's work, entered late.
    await create(teacher, { title: 'Old essay', classId: a!.id, dueDate: '2026-11-02' });

    const titles = async (query: string) =>
      (await json<Page<Assignment>>(await teacher.get(`/api/assignments?${query}`))).items.map(
        (x) => x.title,
      );
    expect(await titles('')).toEqual(['Old essay', 'Quiz', 'Lab report', 'Poster', 'Reading']);
    expect(await titles(`classId=${b!.id}`)).toEqual(['Quiz', 'Poster']);
    expect(await titles('status=overdue')).toEqual(['Old essay']);
    expect(await titles('status=upcoming')).toEqual(['Quiz', 'Lab report', 'Poster', 'Reading']);
    expect(await titles('status=week')).toEqual(['Quiz', 'Lab report', 'Poster']);
    expect(await titles(`status=upcoming&classId=${a!.id}`)).toEqual(['Lab report', 'Reading']);
    expect(await titles('sort=title&order=desc&pageSize=5')).toEqual([
      'Reading',
      'Quiz',
      'Poster',
      'Old essay',
      'Lab report',
    ]);
    const page2 = await json<Page<Assignment>>(
      await teacher.get('/api/assignments?pageSize=5&page=2'),
    );
    expect(page2).toMatchObject({ items: [], total: 5, page: 2 });
    expect(await titles(`classId=${algebra.id}`)).toEqual([]);
    expect((await teacher.get('/api/assignments?status=soon')).status).toBe(400);

    // The total comes with the page's rows (a window count), filtered as they are; a page past
    // the end (above) asks for it on its own.
    const page = async (query: string) =>
      json<Page<Assignment>>(await teacher.get(`/api/assignments?${query}`));
    expect(await page('status=week&pageSize=5')).toMatchObject({ total: 3, page: 1 });
    expect(await page(`classId=${algebra.id}`)).toMatchObject({ items: [], total: 0 });
    for (const [title, dueDate] of [
      ['Essay 6', '2026-12-12'],
      ['Essay 7', '2026-12-13'],
    ])
      await create(teacher, { title, classId: b!.id, dueDate });
    const second = await page('pageSize=5&page=2');
    expect(second.items.map((x) => x.title)).toEqual(['Essay 6', 'Essay 7']);
    expect(second.total).toBe(7);
    expect(Object.keys(second.items[0]!)).not.toContain('total');
    expect(await page(`pageSize=5&page=2&classId=${b!.id}`)).toMatchObject({
      items: [],
      total: 4,
    });
  });
});

describe('another teacher’s assignments', () => {
  it('are never listed, read, changed, deleted or restored', async () => {
    const mine = await create(grace, { title: 'Grace’s homework' });
    const list = await json<Page<Assignment>>(await alan.get('/api/assignments?pageSize=100'));
    expect(list.items.map((a) => a.id)).not.toContain(mine.id);
    expect((await alan.get(`/api/assignments/${mine.id}`)).status).toBe(404);
    expect(
      (await alan.put(`/api/assignments/${mine.id}`, anAssignment({ title: 'Mine now' }))).status,
    ).toBe(404);
    expect((await alan.delete(`/api/assignments/${mine.id}`)).status).toBe(404);
    expect((await alan.post(`/api/assignments/${mine.id}/restore`)).status).toBe(404);
    expect((await json<Assignment>(await grace.get(`/api/assignments/${mine.id}`))).title).toBe(
      'Grace’s homework',
    );
  });
});

describe('PUT, DELETE and restore', () => {
  it('edits keep their due date’s lower bound open but the term end closed', async () => {
    const made = await create(grace);
    const res = await grace.put(
      `/api/assignments/${made.id}`,
      anAssignment({ dueDate: '2027-02-01' }),
    );
    expect((await json<{ fields: Record<string, string> }>(res)).fields.dueDate).toBe(
      'Please enter a date less than or equal to 1/29/27.',
    );
    const ok = await grace.put(
      `/api/assignments/${made.id}`,
      anAssignment({ title: 'Renamed', maxPoints: '25' }),
    );
    expect(await json<Assignment>(ok)).toMatchObject({ title: 'Renamed', maxPoints: 25 });
  });

  it('deletes, and restore undoes the delete once', async () => {
    const made = await create(grace, { title: 'Undo me' });
    expect((await grace.delete(`/api/assignments/${made.id}`)).status).toBe(204);
    expect((await grace.get(`/api/assignments/${made.id}`)).status).toBe(404);
    const restored = await grace.post(`/api/assignments/${made.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await json<Assignment>(restored)).title).toBe('Undo me');
    expect((await grace.post(`/api/assignments/${made.id}/restore`)).status).toBe(404);
  });

  it('refuses to restore an assignment whose class is deleted, and changes nothing', async () => {
    const physics = (await (
      await grace.post('/api/classes', aClass({ name: 'Physics' }))
    ).json()) as SchoolClass;
    const made = await create(grace, { title: 'Orphan', classId: physics.id });
    expect((await grace.delete(`/api/assignments/${made.id}`)).status).toBe(204);
    expect((await grace.delete(`/api/classes/${physics.id}`)).status).toBe(204);
    const refused = await grace.post(`/api/assignments/${made.id}/restore`);
    expect(refused.status).toBe(409);
    expect(await json<{ message: string }>(refused)).toMatchObject({
      message: expect.stringContaining('restore the class first') as string,
    });
    // Still deleted: restoring the class does not bring back the assignment deleted before it.
    expect((await grace.post(`/api/classes/${physics.id}/restore`)).status).toBe(200);
    expect((await grace.get(`/api/assignments/${made.id}`)).status).toBe(404);
    expect((await grace.post(`/api/assignments/${made.id}/restore`)).status).toBe(200);
  });
});
