import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { GradingCategory } from '../../src/shared/resources/categories.ts';
import { aClass, appWithTeachers, json, type Client } from '../testing/test-app.ts';

const app = appWithTeachers({ grace: 'grace@categories.test', alan: 'alan@categories.test' });
let algebra: SchoolClass;
let biology: SchoolClass;
let alansClass: SchoolClass;
beforeAll(async () => {
  algebra = await json<SchoolClass>(await app.grace.post('/api/classes', aClass()));
  biology = await json<SchoolClass>(
    await app.grace.post('/api/classes', aClass({ name: 'Biology', subject: 'biology' })),
  );
  alansClass = await json<SchoolClass>(await app.alan.post('/api/classes', aClass()));
});

const create = async (client: Client, body: Record<string, unknown>) => {
  const res = await client.post('/api/categories', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return json<GradingCategory>(res);
};
const fieldsOf = async (res: Response) =>
  (await json<{ fields: Record<string, string> }>(res)).fields;
const list = async (client: Client, query: string) =>
  json<Page<GradingCategory>>(await client.get(`/api/categories?${query}`));

describe('grading categories on the kit', () => {
  it('are created parsed (numbers as numbers, names trimmed), listed per class, ordered and searched', async () => {
    const homework = await create(app.grace, {
      classId: algebra.id.toUpperCase(),
      name: '  Homework ',
      weight: '30',
      dropLowest: '1',
    });
    expect(homework).toEqual({
      id: expect.any(String) as string,
      classId: algebra.id,
      name: 'Homework',
      weight: 30,
      dropLowest: 1,
    });
    await create(app.grace, { classId: algebra.id, name: 'tests', weight: 70, dropLowest: 0 });
    await create(app.grace, { classId: biology.id, name: 'Labs', weight: 100, dropLowest: 0 });
    const byName = await list(app.grace, `classId=${algebra.id}`);
    expect(byName.items.map((g) => g.name)).toEqual(['Homework', 'tests']);
    const byWeight = await list(app.grace, `classId=${algebra.id}&sort=weight&order=desc`);
    expect(byWeight.items.map((g) => g.weight)).toEqual([70, 30]);
    expect((await list(app.grace, 'q=LAB')).items.map((g) => g.name)).toEqual(['Labs']);
    expect((await app.grace.get('/api/categories?sort=colour')).status).toBe(400);
  });

  it('refuses what the form refuses, with the catalogue’s messages, and a name the class already has', async () => {
    const res = await app.grace.post('/api/categories', {
      classId: algebra.id,
      name: '',
      weight: 101,
      dropLowest: 1.5,
    });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({
      name: 'This field is required.',
      weight: 'Please enter a value less than or equal to 100.',
      dropLowest: 'Please enter a whole number.',
    });
    const twice = await app.grace.post('/api/categories', {
      classId: algebra.id,
      name: 'HOMEWORK',
      weight: 10,
      dropLowest: 0,
    });
    expect(twice.status).toBe(400);
    expect(await fieldsOf(twice)).toEqual({
      name: 'This class already has a category called HOMEWORK.',
    });
    // Another class may have one of that name.
    await create(app.grace, { classId: biology.id, name: 'Homework', weight: 0, dropLowest: 0 });
  });

  it('belong to the teacher: another’s class or category is not there, and stays as it was', async () => {
    const res = await app.grace.post('/api/categories', {
      classId: alansClass.id,
      name: 'Quizzes',
      weight: 10,
      dropLowest: 0,
    });
    expect(await fieldsOf(res)).toEqual({ classId: 'Choose one of your classes.' });
    const [mine] = (await list(app.grace, `classId=${algebra.id}`)).items;
    for (const call of [
      app.alan.get(`/api/categories/${mine!.id}`),
      app.alan.put(`/api/categories/${mine!.id}`, { ...mine, name: 'Taken' }),
      app.alan.delete(`/api/categories/${mine!.id}`),
    ])
      expect((await call).status).toBe(404);
    expect(await json(await app.grace.get(`/api/categories/${mine!.id}`))).toEqual(mine);
  });

  it('are edited, deleted, and come back with Undo only while their class is live', async () => {
    const quiz = await create(app.grace, {
      classId: biology.id,
      name: 'Quizzes',
      weight: 20,
      dropLowest: 2,
    });
    const edited = await app.grace.put(`/api/categories/${quiz.id}`, {
      classId: biology.id,
      name: 'Quizzes',
      weight: '25',
      dropLowest: '0',
    });
    expect(await json(edited)).toEqual({ ...quiz, weight: 25, dropLowest: 0 });
    expect((await app.grace.delete(`/api/categories/${quiz.id}`)).status).toBe(204);
    expect((await app.grace.get(`/api/categories/${quiz.id}`)).status).toBe(404);
    expect((await app.grace.post(`/api/categories/${quiz.id}/restore`)).status).toBe(200);
    expect((await app.grace.post(`/api/categories/${quiz.id}/restore`)).status).toBe(404);
    await app.grace.delete(`/api/categories/${quiz.id}`);
    await app.grace.delete(`/api/classes/${biology.id}`);
    const refused = await app.grace.post(`/api/categories/${quiz.id}/restore`);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      'This category’s class has been deleted: restore the class first.',
    );
  });
});
