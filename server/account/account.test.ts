// The teacher's own account: name and school, password, sign out everywhere, recent sign-ins
// (ADR 027).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInsResponse } from '../../src/shared/api-types/account.ts';
import type { User } from '../../src/shared/api-types/auth.ts';
import {
  PASSWORD_CHANGED,
  SAME_PASSWORD,
  WRONG_CURRENT_PASSWORD,
} from '../../src/shared/schemas/account.ts';
import { COMMON_PASSWORD, PERSONAL_PASSWORD } from '../auth/password-strength.ts';
import { hashToken } from '../auth/tokens.ts';
import { purgeExpired } from '../db/purge.ts';
import { devices, signIns, users } from '../db/schema.ts';
import { START, teacher, testApp, type Client, type TestApp } from '../testing/test-app.ts';
import { SIGN_INS_LISTED } from '../../src/shared/api-types/account.ts';
import { deviceSummary, UNKNOWN_DEVICE } from './sign-ins.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'violet harbour tram ledger';
const DAY = 24 * 3600_000;

let t: TestApp;
/** The test app's clock, moved only through `advance`. */
let elapsed = 0;
const advance = (ms: number) => {
  elapsed += ms;
  t.advance(ms);
};
const now = () => START.getTime() + elapsed;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let n = 0;
/** A new teacher; returns the address and a client signed in by sign-up. */
async function newTeacher(extra: Partial<typeof teacher> = {}) {
  const email = `teacher${(n += 1)}@account.test`;
  const client = t.client();
  const res = await client.post('/api/auth/sign-up', { ...teacher, email, ...extra });
  expect(res.status).toBe(201);
  return { email, client };
}

/** Another browser of the same teacher, signed in with `password`. */
async function signedIn(email: string, userAgent?: string, password = teacher.password) {
  const client = t.client();
  const res = await client.post(
    '/api/auth/sign-in',
    { email, password },
    userAgent ? { 'user-agent': userAgent } : {},
  );
  expect(res.status).toBe(200);
  return client;
}

const json = async <T>(res: Response) => (await res.json()) as T;
const me = async (client: Client) =>
  (await json<{ user: User }>(await client.get('/api/auth/me'))).user;
const changePassword = (client: Client, body: Record<string, unknown>) =>
  client.post('/api/account/password', {
    currentPassword: teacher.password,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...body,
  });
const listed = async (client: Client) =>
  (await json<SignInsResponse>(await client.get('/api/account/sign-ins'))).items;

describe('PUT /api/account/profile', () => {
  it('saves the name and school, trimmed; the account menu’s `me` shows them', async () => {
    const { client, email } = await newTeacher();
    const res = await client.put('/api/account/profile', {
      fullName: '  Grace Brewster Hopper ',
      school: ' Yale ',
    });
    expect(res.status).toBe(200);
    const body = await json<{ user: User }>(res);
    expect(body.user).toEqual({
      id: expect.any(String) as string,
      email,
      fullName: 'Grace Brewster Hopper',
      school: 'Yale',
      teachingSince: '2012-09-03',
    });
    expect(await me(client)).toEqual(body.user);
    expect(t.logs.at(-1)).not.toContain('Grace');
  });

  it('stores no school when it is left empty', async () => {
    const { client } = await newTeacher();
    const res = await client.put('/api/account/profile', {
      fullName: 'Grace Hopper',
      school: '  ',
    });
    expect(res.status).toBe(200);
    expect((await me(client)).school).toBeNull();
  });

  it('refuses what the sign-up form refuses, with its messages, and changes nothing', async () => {
    const { client } = await newTeacher();
    const before = await me(client);
    for (const [body, fields] of [
      [
        { fullName: '  ', school: 'x'.repeat(121) },
        {
          fullName: 'This field is required.',
          school: 'Please enter no more than 120 characters.',
        },
      ],
      [{ fullName: 'x'.repeat(81) }, { fullName: 'Please enter no more than 80 characters.' }],
      [
        { fullName: 'Grace\u0000Hopper', school: 'A' },
        { fullName: 'Remove the control characters (such as NUL or escape) from this field.' },
      ],
      [{ fullName: ['Grace'], school: { a: 1 } }, { fullName: 'This field is required.' }],
      [{ fullName: 42, school: 'A' }, { fullName: 'This field is required.' }],
      [{}, { fullName: 'This field is required.' }],
    ] as const) {
      const res = await client.put('/api/account/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toEqual({
        error: 'validation',
        message: 'Some fields need attention.',
        fields,
      });
    }
    expect(await me(client)).toEqual(before);
  });

  it('answers junk with a 400, never a 500', async () => {
    const { client } = await newTeacher();
    for (const body of ['{', '[]', '"text"', 'null', '1']) {
      const res = await client.request('PUT', '/api/account/profile', body);
      expect(res.status, body).toBe(400);
    }
  });

  it('needs a session, and a request from Lectern itself', async () => {
    expect((await t.client().put('/api/account/profile', { fullName: 'Mallory' })).status).toBe(
      401,
    );
    const { client } = await newTeacher();
    const forged = await client.request(
      'PUT',
      '/api/account/profile',
      { fullName: 'Mallory' },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect((await me(client)).fullName).toBe('Grace Hopper');
  });
});

describe('POST /api/account/password', () => {
  it('ends every other session and device, keeps this one, and logs no secret', async () => {
    const { client, email } = await newTeacher();
    const laptop = await signedIn(email, FIREFOX);
    const phone = await signedIn(email, IPHONE);
    const [{ id: userId }] = (await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))) as [{ id: string }];
    // The laptop changes the password: it holds a device cookie, the phone another.
    expect(laptop.cookies.has('lectern_device')).toBe(true);
    const before = laptop.cookies.get('lectern_session')!;
    const res = await changePassword(laptop, {});
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: PASSWORD_CHANGED });

    // This session goes on under a new id: a copy of the old cookie is worthless.
    expect(laptop.cookies.get('lectern_session')).not.toBe(before);
    const copy = t.client();
    copy.cookies.set('lectern_session', before);
    expect((await copy.get('/api/classes')).status).toBe(401);
    expect((await laptop.get('/api/classes')).status).toBe(200);
    const current = (await listed(laptop)).filter((item) => item.current);
    expect(current.map((item) => item.device)).toEqual(['Firefox on Windows']);
    expect((await phone.get('/api/classes')).status).toBe(401);
    expect((await client.get('/api/classes')).status).toBe(401);
    const kept = await t.database.db
      .select({ tokenHash: devices.tokenHash })
      .from(devices)
      .where(eq(devices.userId, userId));
    expect(kept).toEqual([{ tokenHash: hashToken(laptop.cookies.get('lectern_device')!) }]);

    // The old password no longer signs in; the new one does.
    const old = await t.client().post('/api/auth/sign-in', { email, password: teacher.password });
    expect(old.status).toBe(401);
    await signedIn(email, undefined, NEW_PASSWORD);

    const logged = t.logs.filter((line) => line.includes('"password_changed"'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ userId, sessionsEnded: 2 });
    for (const line of t.logs) {
      expect(line).not.toContain(NEW_PASSWORD);
      expect(line).not.toContain(teacher.password);
    }
    const mail = t.mail.at(-1)!;
    expect(mail).toMatchObject({ to: email, subject: 'Your Lectern password was changed' });
    expect(mail.text).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const { client, email } = await newTeacher();
    const other = await signedIn(email);
    const res = await changePassword(client, { currentPassword: 'not my password at all' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: 'validation',
      message: 'Some fields need attention.',
      fields: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
    // Not a 401: the session is fine, and the app must not sign the teacher out.
    expect((await client.get('/api/classes')).status).toBe(200);
    expect((await other.get('/api/classes')).status).toBe(200);
    await signedIn(email);
  });

  it('counts a wrong current password as a failed sign-in: the sixth locks both', async () => {
    const { client, email } = await newTeacher();
    for (let i = 0; i < 6; i += 1) {
      const res = await changePassword(client, { currentPassword: `guess ${i}` });
      expect(res.status, `guess ${i}`).toBe(400);
    }
    const locked = await changePassword(client, {});
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(locked)).toMatchObject({ error: 'rate_limited' });
    // The sign-in page is locked for this account too, from a device it never used.
    const signIn = await t
      .client()
      .post('/api/auth/sign-in', { email, password: teacher.password });
    expect(signIn.status).toBe(429);
    // The password did not change, and the session is still there.
    advance(60_000);
    expect((await client.get('/api/classes')).status).toBe(200);
    await signedIn(email);
  });

  it('checks the new password with the sign-up rules and the strength check', async () => {
    const { client } = await newTeacher({ fullName: 'Ada Lovelace', school: 'Analytical' });
    for (const [body, fields] of [
      [
        { newPassword: 'short', confirmPassword: 'short' },
        { newPassword: 'Please enter at least 12 characters.' },
      ],
      [{ confirmPassword: 'something else' }, { confirmPassword: 'The passwords do not match.' }],
      [
        { newPassword: 'password1234', confirmPassword: 'password1234' },
        { newPassword: COMMON_PASSWORD },
      ],
      [
        { newPassword: 'ada lovelace analytical', confirmPassword: 'ada lovelace analytical' },
        { newPassword: PERSONAL_PASSWORD },
      ],
      [
        { newPassword: teacher.password, confirmPassword: teacher.password },
        { newPassword: SAME_PASSWORD },
      ],
      [
        { currentPassword: '', newPassword: '', confirmPassword: '' },
        {
          currentPassword: 'This field is required.',
          newPassword: 'This field is required.',
          confirmPassword: 'This field is required.',
        },
      ],
      [
        { currentPassword: 'wrong one', newPassword: 'short' },
        {
          currentPassword: WRONG_CURRENT_PASSWORD,
          newPassword: 'Please enter at least 12 characters.',
          confirmPassword: 'The passwords do not match.',
        },
      ],
      [
        { currentPassword: 'x'.repeat(129) },
        { currentPassword: 'Please enter no more than 128 characters.' },
      ],
      [{ currentPassword: 12345 }, { currentPassword: 'This field is required.' }],
      [
        { newPassword: 1234567890123456, confirmPassword: 1234567890123456 },
        { newPassword: 'This field is required.', confirmPassword: 'This field is required.' },
      ],
      [
        { currentPassword: 42, newPassword: ['a'] },
        {
          currentPassword: 'This field is required.',
          newPassword: 'This field is required.',
          confirmPassword: 'The passwords do not match.',
        },
      ],
    ] as const) {
      const res = await changePassword(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ fields: unknown }>(res)).fields, JSON.stringify(body)).toEqual(fields);
    }
    // Still the old password.
    expect((await changePassword(client, {})).status).toBe(200);
  });

  it('answers junk with a 400, never a 500, and a stranger with a 401', async () => {
    const { client } = await newTeacher();
    for (const body of ['{', '[]', '"x"', 'null', '{"currentPassword":{"$ne":null}}']) {
      const res = await client.request('POST', '/api/account/password', body);
      expect(res.status, body).toBe(400);
    }
    expect((await changePassword(t.client(), {})).status).toBe(401);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of the teacher’s, this one too, and clears the cookies', async () => {
    const { client, email } = await newTeacher();
    const other = await signedIn(email, FIREFOX);
    const someoneElse = await newTeacher();
    const res = await other.post('/api/account/sign-out-everywhere');
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => /^lectern_session=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(cleared.some((c) => /^lectern_device=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect((await other.get('/api/classes')).status).toBe(401);
    expect((await client.get('/api/classes')).status).toBe(401);
    // Another teacher is not touched.
    expect((await someoneElse.client.get('/api/classes')).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(devices).where(eq(devices.userId, row!.id))).toEqual(
      [],
    );
    expect(t.logs.at(-1)).toContain('"signed_out_everywhere"');
    // And signing in again works.
    await signedIn(email);
  });

  it('is refused without a session or from another site', async () => {
    expect((await t.client().post('/api/account/sign-out-everywhere')).status).toBe(401);
    const { client } = await newTeacher();
    const forged = await client.request('POST', '/api/account/sign-out-everywhere', undefined, {
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);
    expect((await client.get('/api/classes')).status).toBe(200);
  });
});

describe('GET /api/account/sign-ins', () => {
  it('lists the teacher’s own sign-ins, newest first, this session marked', async () => {
    const { client, email } = await newTeacher();
    advance(60_000);
    await signedIn(email, FIREFOX);
    advance(60_000);
    const phone = await signedIn(email, IPHONE);
    // Another teacher's sign-ins are not listed.
    const other = await newTeacher();
    await signedIn(other.email, FIREFOX);

    const items = await listed(phone);
    expect(items).toEqual([
      { at: new Date(now()).toISOString(), device: 'Safari on iOS', current: true },
      {
        at: new Date(now() - 60_000).toISOString(),
        device: 'Firefox on Windows',
        current: false,
      },
      // Signing up began the first session.
      { at: new Date(now() - 120_000).toISOString(), device: UNKNOWN_DEVICE, current: false },
    ]);
    expect((await listed(client)).map((i) => i.current)).toEqual([false, false, true]);
    expect(await listed(other.client)).toHaveLength(2);
  });

  it('keeps only the summary, the newest 10 (what the page lists), and none past 90 days', async () => {
    const { email } = await newTeacher();
    let last: Client | undefined;
    for (let i = 0; i < 24; i += 1) {
      advance(1000);
      last = await signedIn(email, FIREFOX);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const stored = await t.database.db.select().from(signIns).where(eq(signIns.userId, row!.id));
    expect(SIGN_INS_LISTED).toBe(10);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain('Gecko');
    expect(await listed(last!)).toHaveLength(10);

    await purgeExpired(t.database.db, new Date(now() + 91 * DAY), 30 * 60_000);
    expect(await t.database.db.select().from(signIns).where(eq(signIns.userId, row!.id))).toEqual(
      [],
    );
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/account/sign-ins')).status).toBe(401);
  });
});

describe('deviceSummary', () => {
  it('names the browser and system, and nothing it cannot tell', () => {
    expect(deviceSummary(FIREFOX)).toBe('Firefox on Windows');
    expect(deviceSummary(IPHONE)).toBe('Safari on iOS');
    expect(deviceSummary(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary('  ')).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary('\u0000\u0001')).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary(`${'x'.repeat(5000)}/1.0 (y)`).length).toBeLessThanOrEqual(40);
  });
});
