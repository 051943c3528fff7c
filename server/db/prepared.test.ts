import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeacher, testApp, type TestApp } from '../testing/test-app.ts';
import { prepared } from './prepared.ts';
import { users } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const byEmail = prepared('test_user_by_email', (db) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.email, sql.placeholder('email'))),
);

describe('prepared statements', () => {
  it('never share a name', () => {
    const build = () => ({ prepare: () => 'a statement' });
    prepared('test_once', build);
    expect(() => prepared('test_once', build)).toThrow(/test_once/);
  });

  it('answer as the query they prepare, each call with its own values', async () => {
    await signedInTeacher(t, 'ada@prepared.test');
    await signedInTeacher(t, 'alan@prepared.test');
    for (let i = 0; i < 8; i += 1) {
      expect(await byEmail(t.database.db).execute({ email: 'ada@prepared.test' })).toEqual([
        { email: 'ada@prepared.test' },
      ]);
      expect(await byEmail(t.database.db).execute({ email: 'alan@prepared.test' })).toEqual([
        { email: 'alan@prepared.test' },
      ]);
      expect(await byEmail(t.database.db).execute({ email: 'nobody@prepared.test' })).toEqual([]);
    }
  });

  // The embedded database has no named statements: it runs them as ordinary queries (above).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'are sent by name on PostgreSQL, which keeps a plan for them (ADR 030)',
    async () => {
      // One request at a time: the pool hands back the connection it was just given, on which
      // the statement was prepared.
      for (let i = 0; i < 8; i += 1)
        await byEmail(t.database.db).execute({ email: 'ada@prepared.test' });
      const rows = await t.database.db.execute<{ generic_plans: string }>(
        sql`select generic_plans from pg_prepared_statements where name = 'test_user_by_email'`,
      );
      expect(JSON.stringify(rows)).toMatch(/"generic_plans":"?[1-9]/);
    },
  );
});
