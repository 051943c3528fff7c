import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary, WeekCount } from '../../src/lib/api-types/dashboard.ts';
import { START, testApp, type TestApp } from '../testing/test-app.ts';
import { seedDemo } from './seed.ts';

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
    expect(summary.overdue).toBeGreaterThan(0);
    const weeks = (await (await client.get('/api/dashboard/weekly')).json()) as WeekCount[];
    expect(weeks.filter((w) => w.count > 0).length).toBeGreaterThan(6);
    const upcoming = (await (await client.get('/api/dashboard/upcoming')).json()) as unknown[];
    expect(upcoming.length).toBeGreaterThan(2);
  });
});
