import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aClass,
  signedInTeacher,
  START,
  teacher,
  testApp,
  type TestApp,
} from '../testing/test-app.ts';
import { migrate } from './database.ts';
import { purgeDeleted } from './purge.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('database', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set, else on the embedded one', async () => {
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded');
    const rows = await t.database.db.execute<{ version: string }>(sql`select version() as version`);
    expect(JSON.stringify(rows)).toContain('PostgreSQL');
  });

  it('compiles nothing on PostgreSQL: the app’s connections have JIT off (ADR 030)', async () => {
    const rows = await t.database.db.execute<{ jit: string }>(sql`show jit`);
    // PGlite is built without JIT; PostgreSQL has it on unless the connection says otherwise.
    if (t.database.kind === 'postgres') expect(JSON.stringify(rows)).toContain('"jit":"off"');
  });

  it('runs each migration once, however often it is asked to', async () => {
    const first = await migrate(t.database);
    const again = await migrate(t.database);
    expect(again).toEqual(first);
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from schema_migrations`,
    );
    expect(JSON.stringify(rows)).toContain(`"n":${first.length}`);
  });
});

describe('purgeDeleted', () => {
  it('removes what was deleted over a day ago, and keeps what Undo may still bring back', async () => {
    const client = await signedInTeacher(t, 'purge@db.test');
    const made = async () =>
      ((await (await client.post('/api/classes', aClass())).json()) as { id: string }).id;
    const old = await made();
    await client.delete(`/api/classes/${old}`);
    t.advance(25 * 3600_000);
    // A day later the session has long ended (ADR 017): the teacher signs in again.
    await client.post('/api/auth/sign-in', { email: 'purge@db.test', password: teacher.password });
    const recent = await made();
    await client.delete(`/api/classes/${recent}`);

    await purgeDeleted(t.database.db, new Date(START.getTime() + 25 * 3600_000));
    expect((await client.post(`/api/classes/${old}/restore`)).status).toBe(404);
    expect((await client.post(`/api/classes/${recent}/restore`)).status).toBe(200);
  });
});
