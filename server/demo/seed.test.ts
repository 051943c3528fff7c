import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Markbook } from '../../src/shared/api-types/markbook.ts';
import type { DashboardSummary, WeekCount } from '../../src/shared/api-types/dashboard.ts';
import {
  assignments,
  classes,
  outbox,
  passwordResets,
  signInFailures,
  users,
} from '../db/schema.ts';
import { aClass, signedInTeacher, START, testApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_EMAIL, seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the demo data', () => {
  it('gives a teacher who can sign in to a full dashboard, and can be run again', async () => {
    const demo = await seedDemo(t.database.db, START);
    const again = await seedDemo(t.database.db, START);
    expect(again).toEqual(demo);

    const client = t.client();
    const signIn = await client.post('/api/auth/sign-in', {
      email: demo.email,
      password: demo.password,
    });
    expect(signIn.status).toBe(200);
    const summary = (await (await client.get('/api/dashboard/summary')).json()) as DashboardSummary;
    expect(summary.classes).toBe(demo.classes);
    expect(summary.dueThisWeek).toBeGreaterThan(0);
    expect(summary.students).toBe(demo.students);
    expect(summary.students).toBeGreaterThan(100);
    // A living dashboard: work waiting to be marked, and some missing.
    expect(summary.toMark).toBeGreaterThan(0);
    expect(summary.missing).toBeGreaterThan(0);
    const weeks = (await (await client.get('/api/dashboard/weekly')).json()) as WeekCount[];
    expect(weeks.filter((w) => w.count > 0).length).toBeGreaterThan(6);
    const upcoming = (await (await client.get('/api/dashboard/upcoming')).json()) as unknown[];
    expect(upcoming.length).toBeGreaterThan(2);
    // The markbook shows every state: categories, periods, missing as zero, excused, extended.
    const classList = (await (await client.get('/api/classes?sort=name')).json()) as {
      items: { id: string; name: string }[];
    };
    const algebra = classList.items.find((c) => c.name === 'Algebra I')!;
    const book = (await (await client.get(`/api/markbook/${algebra.id}`)).json()) as Markbook;
    expect(book.categories.map((g) => [g.name, g.weight, g.dropLowest])).toEqual([
      ['Homework', 40, 1],
      ['Tests', 60, 0],
    ]);
    expect(book.periods.map((p) => p.name)).toEqual(['Autumn', 'Winter']);
    expect(book.class.missingPolicy).toBe('zero');
    expect(book.assignments.every((a) => a.categoryId !== null)).toBe(true);
    expect(book.cells.filter((c) => c.excused)).toHaveLength(1);
    const extended = book.cells.filter((c) => c.dueDate !== null);
    expect(extended).toHaveLength(1);
    expect(extended[0]!.dueDate! > book.today).toBe(true);
  });

  it('run again, leaves exactly the demo: its changes undone, its sessions ended, its locks lifted', async () => {
    const db = t.database.db;
    const demo = await seedDemo(db, START);
    const other = await signedInTeacher(t, 'someone.else@school.org');
    expect((await other.post('/api/classes', aClass({ name: 'Not the demo’s' }))).status).toBe(201);

    // The demo teacher, signed in, adds a class and deletes another (kept for Undo).
    const signedIn = t.client();
    await signedIn.post('/api/auth/sign-in', { email: demo.email, password: demo.password });
    expect((await signedIn.post('/api/classes', aClass({ name: 'Added' }))).status).toBe(201);
    const [first] = await db.select().from(classes).where(eq(classes.name, 'Geometry'));
    expect((await signedIn.delete(`/api/classes/${first!.id}`)).status).toBeLessThan(300);
    // Someone else locks the account guessing, and asks for a reset link.
    const guesser = t.client();
    for (let i = 0; i < 8; i += 1)
      await guesser.post('/api/auth/sign-in', { email: demo.email, password: 'wrong guess' });
    await t.client().post('/api/auth/forgot', { email: demo.email });
    await db
      .insert(outbox)
      .values({ recipient: DEMO_EMAIL, subject: 'link', body: 'token=x', createdAt: START });

    expect(await seedDemo(db, START)).toEqual(demo);

    const demoUsers = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demoUsers).toHaveLength(1);
    const teacherId = demoUsers[0]!.id;
    const theirClasses = await db.select().from(classes).where(eq(classes.teacherId, teacherId));
    expect(theirClasses.map((c) => c.name).sort()).toEqual(
      ['Algebra I', 'Computing Club', 'Geometry', 'Physics 11', 'Year 7 Science'].sort(),
    );
    expect(theirClasses.every((c) => c.deletedAt === null)).toBe(true);
    const theirWork = await db
      .select()
      .from(assignments)
      .where(eq(assignments.teacherId, teacherId));
    expect(theirWork).toHaveLength(demo.assignments);
    expect(
      await db.select().from(passwordResets).where(eq(passwordResets.userId, teacherId)),
    ).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, DEMO_EMAIL))).toEqual([]);
    expect(
      await db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.key, `account:${DEMO_EMAIL}`)),
    ).toEqual([]);

    // The old session has ended; the demo signs in at once (no lock left).
    expect((await signedIn.get('/api/auth/me')).status).toBe(401);
    const fresh = t.client();
    expect(
      (await fresh.post('/api/auth/sign-in', { email: demo.email, password: demo.password }))
        .status,
    ).toBe(200);
    // Nobody else's data was touched.
    const otherClasses = (await (await other.get('/api/classes')).json()) as { total: number };
    expect(otherClasses.total).toBe(1);
  });
});
