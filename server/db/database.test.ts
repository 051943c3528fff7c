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
import { migrate, openDatabase } from './database.ts';
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

  it('opens every connection of its pool before the first request, on PostgreSQL (ADR 031)', async () => {
    if (t.database.kind !== 'postgres') return;
    // On PostgreSQL (node-postgres), execute answers with the driver's result: its rows.
    const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
      const result: unknown = await t.database.db.execute(query);
      return (result as { rows: T[] }).rows[0]!;
    };
    const connections = async () =>
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
        )
      ).n;
    const { name } = await one<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const before = await connections();
    const second = await openDatabase({
      databaseUrl: url.href,
      dataDir: 'unused',
      databasePoolSize: 3,
    });
    try {
      expect(await connections()).toBe(before);
      await second.warm();
      expect(await connections()).toBe(before + 3);
    } finally {
      await second.close();
    }
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
