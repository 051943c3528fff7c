import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { GradingPeriod } from '../../src/shared/resources/periods.ts';
import { aClass, appWithTeachers, json, type Client } from '../testing/test-app.ts';

const app = appWithTeachers({ grace: 'grace@periods.test', alan: 'alan@periods.test' });
// Algebra I's term: 9/1/26 – 1/29/27 (aClass).
let algebra: SchoolClass;
let biology: SchoolClass;
let alansClass: SchoolClass;
beforeAll(async () => {
  algebra = await json<SchoolClass>(await app.grace.post('/api/classes', aClass()));
  biology = await json<SchoolClass>(
    await app.grace.post(
      '/api/classes',
      aClass({ name: 'Biology', subject: 'biology', termStarts: '2026-08-24' }),
    ),
  );
  alansClass = await json<SchoolClass>(await app.alan.post('/api/classes', aClass()));
});

const create = async (client: Client, body: Record<string, unknown>) => {
  const res = await client.post('/api/periods', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return json<GradingPeriod>(res);
};
const fieldsOf = async (res: Response) =>
  (await json<{ fields: Record<string, string> }>(res)).fields;
const list = async (client: Client, query: string) =>
  json<Page<GradingPeriod>>(await client.get(`/api/periods?${query}`));
const autumn = { name: 'Autumn', starts: '2026-09-01', ends: '2026-10-31' };

describe('grading periods on the kit', () => {
  it('are created parsed (names trimmed), listed per class by start, ordered and searched', async () => {
    const first = await create(app.grace, {
      classId: algebra.id.toUpperCase(),
      ...autumn,
      name: '  Autumn ',
    });
    expect(first).toEqual({
      id: expect.any(String) as string,
      classId: algebra.id,
      ...autumn,
    });
    // The whole term, to its last day, is a period too.
    await create(app.grace, {
      classId: algebra.id,
      name: 'whole term',
      starts: '2026-09-01',
      ends: '2027-01-29',
    });
    await create(app.grace, {
      classId: algebra.id,
      name: 'Winter',
      starts: '2026-11-01',
      ends: '2027-01-29',
    });
    await create(app.grace, { classId: biology.id, ...autumn, starts: '2026-08-24' });
    const byStart = await list(app.grace, `classId=${algebra.id}`);
    expect(byStart.items.map((p) => p.name)).toEqual(['Autumn', 'whole term', 'Winter']);
    const byName = await list(app.grace, `classId=${algebra.id}&sort=name&order=desc`);
    expect(byName.items.map((p) => p.name)).toEqual(['Winter', 'whole term', 'Autumn']);
    expect((await list(app.grace, 'q=WINT')).items.map((p) => p.name)).toEqual(['Winter']);
    expect((await app.grace.get('/api/periods?sort=ends')).status).toBe(400);
  });

  it('refuse what the form refuses, with the catalogue’s messages, and change nothing', async () => {
    const before = await list(app.grace, `classId=${algebra.id}`);
    const blank = await app.grace.post('/api/periods', {
      classId: algebra.id,
      name: 'x'.repeat(41),
      starts: '',
      ends: '2026-02-30',
    });
    expect(blank.status).toBe(400);
    expect(await fieldsOf(blank)).toEqual({
      name: 'Please enter no more than 40 characters.',
      starts: 'This field is required.',
      ends: 'Please enter a valid date.',
    });
    // Outside the class's term, on either side, and an end before the start.
    const outside = await app.grace.post('/api/periods', {
      classId: algebra.id,
      name: 'Summer',
      starts: '2026-08-31',
      ends: '2027-01-30',
    });
    expect(await fieldsOf(outside)).toEqual({
      starts: 'Please enter a date greater than or equal to 9/1/26.',
      ends: 'Please enter a date less than or equal to 1/29/27.',
    });
    const backwards = await app.grace.post('/api/periods', {
      classId: algebra.id,
      name: 'Backwards',
      starts: '2026-12-01',
      ends: '2026-11-30',
    });
    expect(await fieldsOf(backwards)).toEqual({
      ends: 'Please enter a date greater than or equal to 12/1/26.',
    });
    // Biology's term starts earlier: its bounds are its own class's.
    const early = await app.grace.post('/api/periods', {
      classId: algebra.id,
      name: 'Early',
      starts: '2026-08-24',
      ends: '2026-08-30',
    });
    expect(await fieldsOf(early)).toEqual({
      starts: 'Please enter a date greater than or equal to 9/1/26.',
      ends: 'Please enter a date greater than or equal to 9/1/26.',
    });
    const twice = await app.grace.post('/api/periods', {
      classId: algebra.id,
      ...autumn,
      name: 'AUTUMN',
    });
    expect(twice.status).toBe(400);
    expect(await fieldsOf(twice)).toEqual({
      name: 'This class already has a grading period called AUTUMN.',
    });
    const [autumnRow] = before.items;
    const renamed = await app.grace.put(`/api/periods/${autumnRow!.id}`, {
      classId: algebra.id,
      ...autumn,
      name: 'winter',
      ends: '2027-02-01',
    });
    expect(await fieldsOf(renamed)).toEqual({
      name: 'This class already has a grading period called winter.',
      ends: 'Please enter a date less than or equal to 1/29/27.',
    });
    expect(await list(app.grace, `classId=${algebra.id}`)).toEqual(before);
    // Its own name, in another case, is not taken.
    const same = await app.grace.put(`/api/periods/${autumnRow!.id}`, {
      classId: algebra.id,
      ...autumn,
      name: 'AUTUMN',
    });
    expect(await json(same)).toEqual({ ...autumnRow, name: 'AUTUMN' });
  });

  it('belong to the teacher: another’s class or period is not there, and stays as it was', async () => {
    const res = await app.grace.post('/api/periods', { classId: alansClass.id, ...autumn });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({ classId: 'Choose one of your classes.' });
    expect((await list(app.alan, '')).total).toBe(0);
    const [mine] = (await list(app.grace, `classId=${algebra.id}`)).items;
    for (const call of [
      app.alan.get(`/api/periods/${mine!.id}`),
      app.alan.put(`/api/periods/${mine!.id}`, { ...mine, classId: alansClass.id }),
      app.alan.delete(`/api/periods/${mine!.id}`),
      app.alan.post(`/api/periods/${mine!.id}/restore`),
    ])
      expect((await call).status).toBe(404);
    expect((await list(app.alan, `classId=${algebra.id}`)).total).toBe(0);
    expect(await json(await app.grace.get(`/api/periods/${mine!.id}`))).toEqual(mine);
  });

  it('are edited, deleted, and come back with Undo only while their class is live', async () => {
    const spring = await create(app.grace, {
      classId: biology.id,
      name: 'Spring',
      starts: '2026-12-01',
      ends: '2027-01-15',
    });
    const edited = await app.grace.put(`/api/periods/${spring.id}`, {
      classId: biology.id,
      name: 'Spring',
      starts: '2026-12-01',
      ends: '2027-01-29',
    });
    expect(await json(edited)).toEqual({ ...spring, ends: '2027-01-29' });
    expect((await app.grace.delete(`/api/periods/${spring.id}`)).status).toBe(204);
    expect((await app.grace.get(`/api/periods/${spring.id}`)).status).toBe(404);
    expect((await app.grace.post(`/api/periods/${spring.id}/restore`)).status).toBe(200);
    expect((await app.grace.post(`/api/periods/${spring.id}/restore`)).status).toBe(404);
    await app.grace.delete(`/api/periods/${spring.id}`);
    await app.grace.delete(`/api/classes/${biology.id}`);
    expect((await list(app.grace, `classId=${biology.id}`)).total).toBe(0);
    const refused = await app.grace.post(`/api/periods/${spring.id}/restore`);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      'This grading period’s class has been deleted: restore the class first.',
    );
  });
});
