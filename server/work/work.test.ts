import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Page, SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { Work, WorkSheet } from '../../src/shared/api-types/work.ts';
import { aClass, appWithTeachers, json, type Client } from '../testing/test-app.ts';

const app = appWithTeachers({ grace: 'grace@work.test', alan: 'alan@work.test' });
let algebra: SchoolClass;
let biology: SchoolClass;
let essay: Assignment;
let past: Assignment;
let sheet: WorkSheet;
let alansAssignment: Assignment;
beforeAll(async () => {
  algebra = await json<SchoolClass>(await app.grace.post('/api/classes', aClass()));
  biology = await json<SchoolClass>(await app.grace.post('/api/classes', aClass({ name: 'Bio' })));
  await app.grace.post('/api/students/import', {
    classId: algebra.id,
    students: [
      { firstName: 'Charles', lastName: 'babbage' },
      { firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-1815' },
      { firstName: 'Alan', lastName: 'Turing' },
    ],
  });
  await app.grace.post('/api/students/import', {
    classId: biology.id,
    students: [{ firstName: 'Rosalind', lastName: 'Franklin' }],
  });
  const add = async (client: Client, classId: string, title: string, dueDate: string) =>
    json<Assignment>(
      await client.post('/api/assignments', {
        title,
        classId,
        dueDate,
        maxPoints: '20',
        description: '',
      }),
    );
  essay = await add(app.grace, algebra.id, 'Essay', '2026-11-30');
  past = await add(app.grace, algebra.id, 'Quiz', '2026-11-25');
  // Moved into the past by an edit (new ones cannot be).
  await app.grace.put(`/api/assignments/${past.id}`, {
    title: 'Quiz',
    classId: algebra.id,
    dueDate: '2026-11-02',
    maxPoints: '20',
    description: '',
  });
  const alansClass = await json<SchoolClass>(await app.alan.post('/api/classes', aClass()));
  alansAssignment = await add(app.alan, alansClass.id, 'His', '2026-11-30');
  sheet = await json<WorkSheet>(await app.grace.get(`/api/work/${essay.id}`));
});

const idOf = (lastName: string) => sheet.work.find((w) => w.lastName === lastName)!.studentId;
const put = (assignmentId: string, studentId: string, body: Record<string, unknown>) =>
  app.grace.put(`/api/work/${assignmentId}/${studentId}`, {
    handedIn: 'on_time',
    score: '',
    comment: '',
    ...body,
  });

describe('GET /api/work/:assignmentId', () => {
  it('lists the class’s roster by name, each not handed in until told otherwise', () => {
    expect(sheet.assignment).toMatchObject({ id: essay.id, maxPoints: 20, className: 'Algebra I' });
    expect(sheet.work.map((w) => [w.lastName, w.status, w.score, w.comment])).toEqual([
      ['babbage', 'not_handed_in', null, ''],
      ['Lovelace', 'not_handed_in', null, ''],
      ['Turing', 'not_handed_in', null, ''],
    ]);
  });

  it('answers 404 for another teacher’s assignment and for what is not an id', async () => {
    expect((await app.grace.get(`/api/work/${alansAssignment.id}`)).status).toBe(404);
    expect((await app.grace.get('/api/work/nope')).status).toBe(404);
    expect((await app.t.client().get(`/api/work/${essay.id}`)).status).toBe(401);
  });
});

describe('PUT /api/work/:assignmentId/:studentId', () => {
  it('marks with a score from 0 to the maximum and a comment; a score means handed in', async () => {
    const res = await put(essay.id, idOf('Lovelace'), {
      handedIn: 'no',
      score: '18',
      comment: '  Clear working. ',
    });
    expect(res.status).toBe(200);
    expect(await json<Work>(res)).toMatchObject({
      handedIn: 'on_time',
      score: 18,
      comment: 'Clear working.',
      status: 'marked',
    });
    const zero = await json<Work>(await put(essay.id, idOf('Turing'), { score: 0 }));
    expect(zero.status).toBe('marked');
    const late = await json<Work>(await put(essay.id, idOf('babbage'), { handedIn: 'late' }));
    expect(late.status).toBe('late');
    const again = await json<WorkSheet>(await app.grace.get(`/api/work/${essay.id}`));
    expect(again.work.map((w) => [w.lastName, w.status, w.score])).toEqual([
      ['babbage', 'late', null],
      ['Lovelace', 'marked', 18],
      ['Turing', 'marked', 0],
    ]);
  });

  it('refuses what the marking view refuses, with the catalogue’s messages, and keeps the mark', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ score: '21' }, { score: 'Please enter a value less than or equal to 20.' }],
      [{ score: -1 }, { score: 'Please enter a value greater than or equal to 0.' }],
      [{ score: '7.5' }, { score: 'Please enter a whole number.' }],
      [{ score: 'ten' }, { score: 'Please enter a number.' }],
      [{ comment: 'x'.repeat(301) }, { comment: 'Please enter no more than 300 characters.' }],
      [{ handedIn: 'maybe' }, { handedIn: 'Choose not handed in, handed in or handed in late.' }],
      [{ handedIn: null }, { handedIn: 'This field is required.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await put(essay.id, idOf('Lovelace'), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ fields: unknown }>(res)).fields, JSON.stringify(body)).toEqual(fields);
    }
    const kept = await json<WorkSheet>(await app.grace.get(`/api/work/${essay.id}`));
    expect(kept.work.find((w) => w.lastName === 'Lovelace')).toMatchObject({
      score: 18,
      comment: 'Clear working.',
    });
  });

  it('only for a student on the assignment’s class roster, of the teacher’s own', async () => {
    const other = await json<WorkSheet>(await app.grace.get(`/api/work/${past.id}`));
    expect(other.work).toHaveLength(3);
    const franklin = (
      await json<Page<{ id: string }>>(await app.grace.get(`/api/students?classId=${biology.id}`))
    ).items[0]!.id;
    expect((await put(essay.id, franklin, { score: '3' })).status).toBe(404);
    expect((await put(alansAssignment.id, idOf('Turing'), { score: '3' })).status).toBe(404);
    expect((await put(essay.id, 'nope', { score: '3' })).status).toBe(404);
    const res = await app.alan.put(`/api/work/${essay.id}/${idOf('Turing')}`, {
      handedIn: 'on_time',
      score: '20',
      comment: '',
    });
    expect(res.status).toBe(404);
    const kept = await json<WorkSheet>(await app.grace.get(`/api/work/${essay.id}`));
    expect(kept.work.find((w) => w.lastName === 'Turing')!.score).toBe(0);
  });
});

describe('the assignments list counts the work', () => {
  it('handed in, marked and missing, and filters what needs attention', async () => {
    await put(past.id, idOf('Lovelace'), { handedIn: 'late' });
    const all = await json<Page<Assignment>>(await app.grace.get('/api/assignments?sort=title'));
    expect(all.items.map((a) => [a.title, a.students, a.handedIn, a.marked, a.missing])).toEqual([
      // Due on the 30th: nothing missing yet, three handed in, two marked.
      ['Essay', 3, 3, 2, 0],
      // Due on the 2nd: one handed in late, two missing.
      ['Quiz', 3, 1, 0, 2],
    ]);
    const titles = async (status: string) =>
      (
        await json<Page<Assignment>>(
          await app.grace.get(`/api/assignments?status=${status}&sort=title`),
        )
      ).items.map((a) => a.title);
    expect(await titles('to_mark')).toEqual(['Essay', 'Quiz']);
    expect(await titles('missing')).toEqual(['Quiz']);
    expect(await titles('attention')).toEqual(['Essay', 'Quiz']);
    // Everything marked and handed in: the old quiz needs nothing more.
    for (const name of ['babbage', 'Lovelace', 'Turing'])
      expect((await put(past.id, idOf(name), { score: '10' })).status).toBe(200);
    expect(await titles('missing')).toEqual([]);
    expect(await titles('to_mark')).toEqual(['Essay']);
    expect(await titles('overdue')).toEqual(['Quiz']);
    // Missing for more than two weeks: on the missing list, no longer in the way of this week's.
    const old = await json<Assignment>(
      await app.grace.post('/api/assignments', {
        title: 'Old',
        classId: algebra.id,
        dueDate: '2026-11-25',
        maxPoints: '5',
        description: '',
      }),
    );
    const moved = async (dueDate: string) =>
      app.grace.put(`/api/assignments/${old.id}`, {
        title: 'Old',
        classId: algebra.id,
        dueDate,
        maxPoints: '5',
        description: '',
      });
    expect((await moved('2026-11-07')).status).toBe(200);
    expect(await titles('missing')).toEqual(['Old']);
    expect(await titles('attention')).toEqual(['Essay', 'Old']);
    expect((await moved('2026-11-06')).status).toBe(200);
    expect(await titles('missing')).toEqual(['Old']);
    expect(await titles('attention')).toEqual(['Essay']);
  });
});

describe('GET /api/work/progress/:classId', () => {
  it('sums each student’s work across the class’s assignments, in roster order', async () => {
    // After the tests above: the essay (20 points) and the quiz (20 points) as marked there,
    // and the old one nobody handed in.
    const progress = await json<unknown[]>(await app.grace.get(`/api/work/progress/${algebra.id}`));
    expect(progress).toEqual([
      { studentId: idOf('babbage'), handedIn: 2, missing: 1, marked: 1, average: 50 },
      { studentId: idOf('Lovelace'), handedIn: 2, missing: 1, marked: 2, average: 70 },
      { studentId: idOf('Turing'), handedIn: 2, missing: 1, marked: 2, average: 25 },
    ]);
    const bio = await json<unknown[]>(await app.grace.get(`/api/work/progress/${biology.id}`));
    expect(bio).toEqual([
      {
        studentId: expect.any(String) as string,
        handedIn: 0,
        missing: 0,
        marked: 0,
        average: null,
      },
    ]);
  });

  it('answers 404 for another teacher’s class and for what is not an id', async () => {
    const alansClass = (await json<Page<SchoolClass>>(await app.alan.get('/api/classes')))
      .items[0]!;
    expect((await app.grace.get(`/api/work/progress/${alansClass.id}`)).status).toBe(404);
    expect((await app.grace.get('/api/work/progress/nope')).status).toBe(404);
  });
});
