// The rest of the auth checklist: stored hashes, reset links, the mail a reset sends, purging.
import { argon2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets, rateLimits, sessions, users } from '../db/schema.ts';
import { OUTBOX_KEEP_MS, purgeExpired } from '../db/purge.ts';
import { lastResetToken, START, teacher, testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const signIn = (email: string, password = teacher.password) =>
  t.client().post('/api/auth/sign-in', { email, password });
const setHash = (email: string, passwordHash: string) =>
  t.database.db.update(users).set({ passwordHash }).where(eq(users.email, email));
const hashOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.passwordHash;

describe('stored password hashes', () => {
  it('answers a corrupt or absurd stored hash as a failed sign-in, not an error', async () => {
    const email = 'corrupt@hardening.test';
    await t.client().post('/api/auth/sign-up', { ...teacher, email });
    for (const broken of [
      'not a hash',
      '$argon2id$v=19$m=19456,t=2,p=1$%%%$%%%',
      '$argon2id$v=19$m=999999999,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNo',
      '$argon2id$v=19$m=19456,t=2,p=1$$',
    ]) {
      await setHash(email, broken);
      expect((await signIn(email)).status, broken).toBe(401);
    }
  });

  it('upgrades a hash made with weaker settings at the next sign-in', async () => {
    const email = 'weak@hardening.test';
    await t.client().post('/api/auth/sign-up', { ...teacher, email });
    const salt = randomBytes(16);
    const weak = await promisify(argon2)('argon2id', {
      message: Buffer.from(teacher.password),
      nonce: salt,
      memory: 4096,
      passes: 1,
      parallelism: 1,
      tagLength: 32,
    });
    const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');
    await setHash(email, `$argon2id$v=19$m=4096,t=1,p=1$${b64(salt)}$${b64(weak)}`);
    expect((await signIn(email)).status).toBe(200);
    expect(await hashOf(email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(email)).status).toBe(200);
  });
});

describe('reset links', () => {
  const email = 'resets@hardening.test';
  beforeAll(async () => {
    await t.client().post('/api/auth/sign-up', { ...teacher, email });
  });

  it('work only in their newest form: asking again voids the older link', async () => {
    await t.client().post('/api/auth/forgot', { email });
    const older = lastResetToken(t.mail);
    await t.client().post('/api/auth/forgot', { email });
    const newer = lastResetToken(t.mail);
    expect(newer).not.toBe(older);
    const check = async (token: string) =>
      (
        (await (await t.client().post('/api/auth/reset/check', { token })).json()) as {
          status: string;
        }
      ).status;
    expect(await check(older)).toBe('used');
    expect(await check(newer)).toBe('valid');
  });

  it('end with a "your password was changed" e-mail', async () => {
    await t.client().post('/api/auth/forgot', { email });
    const password = 'another new passphrase';
    const res = await t.client().post('/api/auth/reset', {
      token: lastResetToken(t.mail),
      password,
      confirmPassword: password,
    });
    expect(res.status).toBe(200);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Your Lectern password was changed');
    expect(mail.text).not.toMatch(/token=/);
  });
});

describe('purging what has outlived its use', () => {
  it('removes ended sessions, old links, finished limiter windows and old outbox mail only', async () => {
    const db = t.database.db;
    const now = new Date(START.getTime() + 40 * 24 * 3600_000);
    const [user] = await db.select().from(users).limit(1);
    const at = (msAgo: number) => new Date(now.getTime() - msAgo);
    await db.insert(sessions).values([
      {
        idHash: 'ended',
        userId: user!.id,
        createdAt: at(31 * 86_400_000),
        expiresAt: at(1000),
        lastSeenAt: at(2000),
      },
      {
        idHash: 'live',
        userId: user!.id,
        createdAt: at(1000),
        expiresAt: at(-86_400_000),
        lastSeenAt: at(1000),
      },
    ]);
    await db.insert(passwordResets).values([
      {
        tokenHash: 'old',
        userId: user!.id,
        createdAt: at(9 * 86_400_000),
        expiresAt: at(8 * 86_400_000),
      },
      { tokenHash: 'recent', userId: user!.id, createdAt: at(60_000), expiresAt: at(-60_000) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'finished', windowStart: at(2 * 86_400_000), count: 3 },
      { key: 'running', windowStart: at(60_000), count: 3 },
    ]);
    await db.insert(outbox).values([
      { recipient: 'a@b.c', subject: 'old', body: 'token=x', createdAt: at(OUTBOX_KEEP_MS + 1000) },
      { recipient: 'a@b.c', subject: 'new', body: 'token=y', createdAt: at(1000) },
    ]);
    await purgeExpired(db, now, 20 * 60_000);
    const left = async <T>(rows: Promise<T[]>, pick: (r: T) => string) => (await rows).map(pick);
    expect(await left(db.select().from(sessions), (s) => s.idHash)).toContain('live');
    expect(await left(db.select().from(sessions), (s) => s.idHash)).not.toContain('ended');
    expect(await left(db.select().from(passwordResets), (r) => r.tokenHash)).toEqual(
      expect.arrayContaining(['recent']),
    );
    expect(await left(db.select().from(passwordResets), (r) => r.tokenHash)).not.toContain('old');
    expect(await left(db.select().from(rateLimits), (r) => r.key)).toContain('running');
    expect(await left(db.select().from(rateLimits), (r) => r.key)).not.toContain('finished');
    expect(await left(db.select().from(outbox), (m) => m.subject)).toEqual(['new']);
  });
});
