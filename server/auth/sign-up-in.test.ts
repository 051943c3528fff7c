import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { teacher, testApp, type TestApp } from '../testing/test-app.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let n = 0;
const someone = (extra: Partial<typeof teacher> = {}) => ({
  ...teacher,
  email: `teacher${(n += 1)}@school.org`,
  ...extra,
});

describe('sign-up', () => {
  it('creates the account and a session behind an httpOnly, SameSite cookie', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/sign-up', someone());
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: { email: string; fullName: string } };
    expect(body.user).toMatchObject({ email: `teacher${n}@school.org`, fullName: 'Grace Hopper' });
    expect(body.user).not.toHaveProperty('passwordHash');

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lectern_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: `teacher${n}@school.org` } });
  });

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `teacher${n}@school.org`));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(teacher.password);
  });

  it('names every invalid field with the form’s own messages', async () => {
    const res = await t.client().post('/api/auth/sign-up', {
      fullName: 'x'.repeat(81),
      email: 'grace@school',
      school: '',
      teachingSince: '2027-01-01',
      password: 'short',
      confirmPassword: 'different',
      acceptTerms: false,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'validation',
      message: 'Some fields need attention.',
      fields: {
        fullName: 'Please enter no more than 80 characters.',
        email: 'Please enter a valid email address.',
        teachingSince: 'Please enter a date less than or equal to 11/22/26.',
        password: 'Please enter at least 12 characters.',
        confirmPassword: 'The passwords do not match.',
        acceptTerms: 'This field is required.',
      },
    });
  });

  it('writes date bounds in the short date format of the reader’s locale', async () => {
    const res = await t
      .client()
      .post('/api/auth/sign-up', someone({ teachingSince: '1949-12-31' }), {
        'accept-language': 'en-GB,en;q=0.8',
      });
    expect(((await res.json()) as { fields: Record<string, string> }).fields.teachingSince).toBe(
      'Please enter a date greater than or equal to 01/01/1950.',
    );
  });

  it('refuses a common password', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/sign-up',
        someone({ password: 'qwerty123456', confirmPassword: 'qwerty123456' }),
      );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.password).toBe(
      'This password is too common. Please choose another.',
    );
  });

  it('takes passwords up to 128 characters and never truncates them', async () => {
    const long = 'a long passphrase '.repeat(8).slice(0, 128);
    const account = someone({ password: long, confirmPassword: long });
    expect((await t.client().post('/api/auth/sign-up', account)).status).toBe(201);
    const tooLong = `${long}x`;
    const res = await t
      .client()
      .post('/api/auth/sign-up', someone({ password: tooLong, confirmPassword: tooLong }));
    expect(((await res.json()) as { fields: Record<string, string> }).fields.password).toBe(
      'Please enter no more than 128 characters.',
    );
    const almost = await t
      .client()
      .post('/api/auth/sign-in', { email: account.email, password: long.slice(0, 127) });
    expect(almost.status).toBe(401);
    const exact = await t
      .client()
      .post('/api/auth/sign-in', { email: account.email, password: long });
    expect(exact.status).toBe(200);
  });

  it('says when the e-mail already has an account', async () => {
    const account = someone();
    await t.client().post('/api/auth/sign-up', account);
    const res = await t
      .client()
      .post('/api/auth/sign-up', { ...account, email: account.email.toUpperCase() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.email).toMatch(
      /already uses this email/,
    );
  });
});

describe('sign-in and sign-out', () => {
  const account = { ...teacher, email: 'ada@school.org' };
  beforeAll(async () => {
    await t.client('198.51.100.1').post('/api/auth/sign-up', account);
  });

  it('gives one answer for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await t
      .client()
      .post('/api/auth/sign-in', { email: account.email, password: 'not the password' });
    const unknownEmail = await t
      .client()
      .post('/api/auth/sign-in', { email: 'nobody@school.org', password: 'not the password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
    expect(
      await t
        .client()
        .post('/api/auth/sign-in', { email: 'nobody@school.org', password: 'x' })
        .then((r) => r.json()),
    ).toEqual({
      error: 'invalid_credentials',
      message: 'The email or password is incorrect.',
    });
  });

  it('issues a new session id at every sign-in and drops the one it replaces', async () => {
    const client = t.client();
    await client.post('/api/auth/sign-in', { email: account.email, password: account.password });
    const first = client.cookies.get('lectern_session')!;
    await client.post('/api/auth/sign-in', { email: account.email, password: account.password });
    const second = client.cookies.get('lectern_session')!;
    expect(second).not.toBe(first);
    const [old] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(first)));
    expect(old).toBeUndefined();
    // Only the hash of the session id is stored.
    const [current] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(second)));
    expect(current).toBeDefined();
  });

  it('signs out by deleting the session', async () => {
    const client = t.client();
    await client.post('/api/auth/sign-in', { email: account.email, password: account.password });
    const token = client.cookies.get('lectern_session')!;
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    expect(client.cookies.has('lectern_session')).toBe(false);
    // Even a copy of the old cookie opens nothing now.
    client.cookies.set('lectern_session', token);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  // The idle and absolute ends in detail: session-lifetimes.test.ts.
  it('expires a session after its lifetime', async () => {
    const client = t.client();
    await client.post('/api/auth/sign-in', { email: account.email, password: account.password });
    t.advance(12 * 3600_000);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('cookies behind https', () => {
  it('are __Host- and Secure when the public URL is https, and the session works with them', async () => {
    const prod = await testApp({}, { PUBLIC_URL: 'https://lectern.school.org' });
    const client = prod.client();
    const res = await client.post('/api/auth/sign-up', teacher);
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-lectern_session='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await prod.close();
  });

  it('are neither when the public URL is plain http (localhost)', async () => {
    const res = await t
      .client()
      .post('/api/auth/sign-up', { ...teacher, email: 'plain@school.org' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lectern_session='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Secure/);
  });
});
