// Session lifetimes outside HTTP: the settings, the purge of idle sessions, and the migration
// that brought `last_seen_at` to sessions made before it (ADR 017).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { purgeExpired } from '../db/purge.ts';
import { sessions } from '../db/schema.ts';
import { signedInTeacher, START, testApp, type TestApp } from '../testing/test-app.ts';
import { hashToken } from './tokens.ts';

const MINUTE = 60_000;

describe('SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', () => {
  it('default to 20 minutes idle and 12 hours in all', () => {
    expect(readConfig({}).session).toEqual({ idleMs: 20 * MINUTE, maxMs: 12 * 60 * MINUTE });
    expect(readConfig({ SESSION_IDLE_MINUTES: '', SESSION_MAX_HOURS: '' }).session).toEqual({
      idleMs: 20 * MINUTE,
      maxMs: 12 * 60 * MINUTE,
    });
  });

  it('take whole or decimal figures, idle from one minute', () => {
    expect(readConfig({ SESSION_IDLE_MINUTES: '1', SESSION_MAX_HOURS: '0.5' }).session).toEqual({
      idleMs: MINUTE,
      maxMs: 30 * MINUTE,
    });
    expect(readConfig({ SESSION_IDLE_MINUTES: ' 1.5 ', SESSION_MAX_HOURS: '8' }).session).toEqual({
      idleMs: 90_000,
      maxMs: 8 * 60 * MINUTE,
    });
  });

  it.each([
    [{ SESSION_IDLE_MINUTES: 'twenty' }, /SESSION_IDLE_MINUTES must be a number of minutes/],
    [{ SESSION_IDLE_MINUTES: '0.5' }, /SESSION_IDLE_MINUTES .*1 or more \(got "0.5"\)/],
    [{ SESSION_IDLE_MINUTES: '-20' }, /SESSION_IDLE_MINUTES/],
    [{ SESSION_IDLE_MINUTES: '1e3' }, /SESSION_IDLE_MINUTES/],
    [{ SESSION_IDLE_MINUTES: 'Infinity' }, /SESSION_IDLE_MINUTES/],
    [{ SESSION_MAX_HOURS: '0' }, /SESSION_MAX_HOURS must be a number of hours/],
    [{ SESSION_MAX_HOURS: '12h' }, /SESSION_MAX_HOURS/],
    [{ SESSION_MAX_HOURS: '9000' }, /at most 8760/],
    [{ SESSION_MAX_HOURS: '0.25' }, /SESSION_MAX_HOURS \(0.25 h\) must be longer than .*20 min/],
    [{ SESSION_IDLE_MINUTES: '60', SESSION_MAX_HOURS: '1' }, /must be longer than/],
  ])('refuses %o in one line', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
    try {
      readConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('purgeExpired', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('removes sessions idle for the idle period, and keeps the ones in use', async () => {
    const idle = await signedInTeacher(t, 'idle@purge.test');
    t.advance(10 * MINUTE);
    const busy = await signedInTeacher(t, 'busy@purge.test');
    t.advance(10 * MINUTE);
    const now = new Date(START.getTime() + 20 * MINUTE);
    const idleToken = idle.cookies.get('lectern_session')!;
    const busyToken = busy.cookies.get('lectern_session')!;
    const stored = async () =>
      (await t.database.db.select({ id: sessions.idHash }).from(sessions)).map((s) => s.id);
    expect(await stored()).toContain(hashToken(idleToken));

    await purgeExpired(t.database.db, now, 20 * MINUTE);
    expect(await stored()).not.toContain(hashToken(idleToken));
    expect(await stored()).toContain(hashToken(busyToken));
    expect((await busy.get('/api/classes')).status).toBe(200);
  });
});

describe('migration 0004', () => {
  it('counts an existing session as last used when it began, and caps it at 12 hours', async () => {
    const database = await openDatabase({ dataDir: 'memory:' });
    try {
      const dir = path.join(import.meta.dirname, '../db/migrations');
      const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
      const run = async (name: string) =>
        database.exec(await readFile(path.join(dir, name), 'utf8'));
      for (const name of files.filter((f) => f < '0004')) await run(name);
      await database.exec(`
        INSERT INTO users (id, email, full_name, password_hash, created_at)
          VALUES ('00000000-0000-4000-8000-000000000001', 'old@school.org', 'Old', 'x', now());
        INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES
          ('old', '00000000-0000-4000-8000-000000000001', '2026-11-01T08:00:00Z', '2026-12-01T08:00:00Z'),
          ('short', '00000000-0000-4000-8000-000000000001', '2026-11-01T08:00:00Z', '2026-11-01T09:00:00Z');`);
      await run(files.find((f) => f.startsWith('0004'))!);
      const rows = await database.db
        .select()
        .from(sessions)
        .orderBy(sql`${sessions.idHash}`);
      expect(
        rows.map((r) => [r.idHash, r.lastSeenAt.toISOString(), r.expiresAt.toISOString()]),
      ).toEqual([
        ['old', '2026-11-01T08:00:00.000Z', '2026-11-01T20:00:00.000Z'],
        ['short', '2026-11-01T08:00:00.000Z', '2026-11-01T09:00:00.000Z'],
      ]);
      await expect(
        database.exec(
          `INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES ('none', '00000000-0000-4000-8000-000000000001', now(), now())`,
        ),
      ).rejects.toThrow(/last_seen_at/);
    } finally {
      await database.close();
    }
  });
});
