import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolClass } from '../../src/shared/api-types/classes.ts';
import type { UpcomingAssignment, WeekCount } from '../../src/shared/api-types/dashboard.ts';
import type { WorkSheet } from '../../src/shared/api-types/work.ts';
import {
  aClass,
  signedInTeacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';

let t: TestApp;
let grace: Client;
beforeAll(async () => {
  t = await testApp();
  grace = await signedInTeacher(t, 'grace@dashboard.test');
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;

describe('the dashboard', () => {
  it('is empty for a new teacher', async () => {
    expect(await json(await grace.get('/api/dashboard/summary'))).toEqual({
      classes: 0,
      students: 0,
      dueThisWeek: 0,
      toMark: 0,
      missing: 0,
    });
    expect(await json(await grace.get('/api/dashboard/attention'))).toEqual([]);
    expect(await json(await grace.get('/api/dashboard/upcoming'))).toEqual([]);
    const weeks = await json<WeekCount[]>(await grace.get('/api/dashboard/weekly'));
    expect(weeks).toHaveLength(12);
    expect(weeks.every((w) => w.count === 0)).toBe(true);
  });

  it('counts only the teacher’s live classes and assignments', async () => {
    const other = await signedInTeacher(t, 'other@dashboard.test');
    const othersClass = await json<SchoolClass>(await other.post('/api/classes', aClass()));
    await other.post('/api/students/import', {
      classId: othersClass.id,
      students: [{ firstName: 'Not', lastName: 'Mine' }],
    });

    const a = await json<SchoolClass>(await grace.post('/api/classes', aClass()));
    const b = await json<SchoolClass>(await grace.post('/api/classes', aClass({ name: 'Gone' })));
    const roster = async (classId: string, names: string[]) => {
      const res = await grace.post('/api/students/import', {
        classId,
        students: names.map((lastName) => ({ firstName: 'Kid', lastName })),
      });
      expect(res.status).toBe(201);
    };
    await roster(a.id, ['Ada', 'Bo', 'Cy', 'Di']);
    await roster(b.id, ['Ed', 'Flo']);
    const add = async (classId: string, title: string, dueDate: string) => {
      const res = await grace.post('/api/assignments', {
        title,
        classId,
        dueDate,
        maxPoints: '10',
        description: '',
      });
      expect(res.status).toBe(201);
      return json<{ id: string }>(res);
    };
    await add(a.id, 'Today', '2026-11-21');
    await add(a.id, 'Friday', '2026-11-27');
    await add(a.id, 'In ten days', '2026-12-01');
    await add(a.id, 'Next month', '2026-12-28');
    const overdue = await add(a.id, 'Late', '2026-11-22');
    // Moved into the past by an edit (new ones cannot be).
    await grace.put(`/api/assignments/${overdue.id}`, {
      title: 'Late',
      classId: a.id,
      dueDate: '2026-11-10',
      maxPoints: '10',
      description: '',
    });
    const sheet = await json<WorkSheet>(await grace.get(`/api/work/${overdue.id}`));
    const [ada, bo, cy, di] = sheet.work.map((w) => w.studentId);
    const mark = async (studentId: string | undefined, body: Record<string, unknown>) =>
      expect(
        (await grace.put(`/api/work/${overdue.id}/${studentId}`, { comment: '', ...body })).status,
      ).toBe(200);
    await mark(ada, { handedIn: 'on_time', score: '8' });
    await mark(bo, { handedIn: 'late', score: '' });
    await mark(cy, { handedIn: 'on_time', score: '' });
    // Handed in, then left the class: their work counts no more.
    await mark(di, { handedIn: 'on_time', score: '' });
    await grace.delete(`/api/students/${di}`);
    // Work on a future assignment is never missing, and counts to mark once handed in.
    const friday = (await grace.get('/api/assignments?status=week&sort=title'))
      .json()
      .then((p) => (p as { items: { id: string; title: string }[] }).items);
    const fridayId = (await friday).find((x) => x.title === 'Friday')!.id;
    expect(
      (
        await grace.put(`/api/work/${fridayId}/${ada}`, {
          handedIn: 'on_time',
          score: '',
          comment: '',
        })
      ).status,
    ).toBe(200);
    await add(b.id, 'In a deleted class', '2026-11-23');
    const deleted = await add(a.id, 'Deleted', '2026-11-24');
    await grace.delete(`/api/assignments/${deleted.id}`);
    await grace.delete(`/api/classes/${b.id}`);

    expect(await json(await grace.get('/api/dashboard/summary'))).toEqual({
      classes: 1,
      students: 3,
      dueThisWeek: 2,
      // Late: Bo and Cy handed in, not marked; Friday: Ada's, early.
      toMark: 3,
      // Late: Ada, Bo and Cy handed in of three on the roster; Di left the class.
      missing: 0,
    });
    expect(await json(await grace.get('/api/dashboard/attention'))).toEqual([
      { classId: a.id, className: 'Algebra I', toMark: 3, missing: 0 },
    ]);
    // A new student on the roster has not handed in the work that is past due.
    await grace.post('/api/students', { classId: a.id, firstName: 'New', lastName: 'Kid' });
    expect(await json(await grace.get('/api/dashboard/attention'))).toEqual([
      { classId: a.id, className: 'Algebra I', toMark: 3, missing: 1 },
    ]);
    const upcoming = await json<UpcomingAssignment[]>(await grace.get('/api/dashboard/upcoming'));
    expect(upcoming.map((u) => [u.title, u.dueDate, u.className])).toEqual([
      ['Today', '2026-11-21', 'Algebra I'],
      ['Friday', '2026-11-27', 'Algebra I'],
      ['In ten days', '2026-12-01', 'Algebra I'],
    ]);
    const weeks = await json<WeekCount[]>(await grace.get('/api/dashboard/weekly'));
    // Weeks start on Monday: 21 Nov 2026 is in the week of 16 Nov; four weeks back to seven on.
    expect(weeks[0]!.weekStart).toBe('2026-10-19');
    expect(weeks.at(-1)!.weekStart).toBe('2027-01-04');
    expect(
      Object.fromEntries(weeks.filter((w) => w.count > 0).map((w) => [w.weekStart, w.count])),
    ).toEqual({
      '2026-11-09': 1,
      '2026-11-16': 1,
      '2026-11-23': 1,
      '2026-11-30': 1,
      '2026-12-28': 1,
    });
  });

  it('needs a session', async () => {
    for (const path of ['summary', 'attention', 'upcoming', 'weekly']) {
      expect((await t.client().get(`/api/dashboard/${path}`)).status).toBe(401);
    }
  });
});
