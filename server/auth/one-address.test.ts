// A whole school on one address (issue 23, ADR 035): a school's staff share its NAT address,
// so nothing a pupil's script sends from there may keep a colleague out, signed in, or without
// a way back into their account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  json,
  lastResetToken,
  teacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';
import { LIMITS, KEY_LIMITS } from './rate-limit.ts';
import { SIGN_IN_POLICY } from './sign-in-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** The school's one public address. */
const SCHOOL = '198.51.100.150';
const STAFF = 150;
const staff = (i: number) => `staff${i}@school.test`;

const signIn = (client: Client, email: string, password: string) =>
  client.post('/api/auth/sign-in', { email, password });
const signUp = (client: Client, email: string) =>
  client.post('/api/auth/sign-up', { ...teacher, email });
const checkLink = async (client: Client, token: string) =>
  (await json<{ status: string }>(await client.post('/api/auth/reset/check', { token }))).status;

describe('a staff training day on the school’s address', () => {
  it(`lets all ${STAFF} staff sign up within ten minutes`, async () => {
    for (let i = 0; i < STAFF; i += 1) {
      t.advance(4_000);
      expect((await signUp(t.client(SCHOOL), staff(i))).status, staff(i)).toBe(201);
    }
  });

  it('lets 30 of them reset a forgotten password within ten minutes', async () => {
    for (let i = 0; i < 30; i += 1) {
      t.advance(20_000);
      const client = t.client(SCHOOL);
      expect((await client.post('/api/auth/forgot', { email: staff(i) })).status).toBe(202);
      const token = lastResetToken(t.mail);
      // The reset page checks its link as it opens, and again on a reload.
      expect(await checkLink(client, token)).toBe('valid');
      expect(await checkLink(client, token)).toBe('valid');
      const password = `quiet harbour lantern ${i}`;
      const reset = await client.post('/api/auth/reset', {
        token,
        password,
        confirmPassword: password,
      });
      expect(reset.status, staff(i)).toBe(200);
      expect((await signIn(t.client(SCHOOL), staff(i), password)).status).toBe(200);
    }
  });
});

describe('forgot and sign-up from the school’s address', () => {
  it('are limited per e-mail: made-up e-mails do not block a colleague’s real reset', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(
        (await t.client(SCHOOL).post('/api/auth/forgot', { email: `made-up${i}@school.test` }))
          .status,
      ).toBe(202);
    const target = staff(140);
    for (let i = 0; i < KEY_LIMITS.forgot.email.max; i += 1)
      expect((await t.client(SCHOOL).post('/api/auth/forgot', { email: target })).status).toBe(202);
    expect((await t.client(SCHOOL).post('/api/auth/forgot', { email: target })).status).toBe(429);
    // The colleague beside them is not affected.
    expect((await t.client(SCHOOL).post('/api/auth/forgot', { email: staff(141) })).status).toBe(
      202,
    );
  });

  it('sign-up is limited per e-mail, from any address', async () => {
    const email = 'one-person@elsewhere.test';
    for (let i = 0; i < KEY_LIMITS.signUp.email.max; i += 1) {
      const res = await signUp(t.client(`203.0.113.${10 + i}`), email);
      expect(res.status).toBe(i === 0 ? 201 : 400);
    }
    expect((await signUp(t.client('203.0.113.99'), email)).status).toBe(429);
  });

  it('sign-up is limited per device: one browser cannot open accounts without end', async () => {
    const browser = t.client('203.0.113.120');
    expect((await signIn(browser, staff(120), teacher.password)).status).toBe(200);
    expect(browser.cookies.has('lectern_device')).toBe(true);
    for (let i = 0; i < KEY_LIMITS.signUp.device.max; i += 1)
      expect((await signUp(browser, `from-one-browser${i}@school.test`)).status).toBe(201);
    expect((await signUp(browser, 'one-too-many@school.test')).status).toBe(429);
    // Another browser on the same address signs up.
    expect((await signUp(t.client('203.0.113.120'), 'next-door@school.test')).status).toBe(201);
  });

  it('each have an address ceiling a script reaches and the school does not', async () => {
    const script = '192.0.2.77';
    for (let i = 0; i < LIMITS.forgot.max; i += 1)
      expect(
        (await t.client(script).post('/api/auth/forgot', { email: `flood${i}@x.test` })).status,
      ).toBe(202);
    expect(
      (await t.client(script).post('/api/auth/forgot', { email: 'flood-more@x.test' })).status,
    ).toBe(429);
    expect(LIMITS.signUp.max).toBeGreaterThanOrEqual(2 * STAFF);
  });
});

describe('a script failing sign-ins from the school’s address', () => {
  it('never stops a teacher on a device they signed in on, and others only briefly', async () => {
    const known = t.client(SCHOOL);
    expect((await signIn(known, staff(100), teacher.password)).status).toBe(200);
    expect((await known.post('/api/auth/sign-out')).status).toBe(204);

    for (let i = 0; i < 3 * SIGN_IN_POLICY.addressFailures; i += 1) {
      const res = await signIn(t.client(SCHOOL), `pupil${i}@script.test`, 'a guess');
      expect([401, 429]).toContain(res.status);
    }
    // The device the teacher signed in on before: the address's lock does not apply.
    expect((await signIn(known, staff(100), teacher.password)).status).toBe(200);
    // A colleague on a device new to their account waits, at most a minute.
    const fresh = await signIn(t.client(SCHOOL), staff(101), teacher.password);
    expect(fresh.status).toBe(429);
    const wait = Number(fresh.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_POLICY.addressLockMs / 1000);
    t.advance(wait * 1000);
    expect((await signIn(t.client(SCHOOL), staff(101), teacher.password)).status).toBe(200);
  });
});

describe('sign-out from the school’s address', () => {
  it('ends a teacher’s session after 1,000 anonymous sign-outs', async () => {
    const desk = t.client(SCHOOL);
    expect((await signIn(desk, staff(102), teacher.password)).status).toBe(200);
    for (let i = 0; i < 1000; i += 1)
      expect((await t.client(SCHOOL).post('/api/auth/sign-out')).status).toBe(204);
    expect((await desk.post('/api/auth/sign-out')).status).toBe(204);
    expect((await desk.get('/api/auth/me')).status).toBe(401);
  });
});

describe('a reset link mailed before', () => {
  async function mailedLink(email: string) {
    expect((await t.client().post('/api/auth/forgot', { email })).status).toBe(202);
    const token = lastResetToken(t.mail);
    expect(await checkLink(t.client(), token)).toBe('valid');
    return token;
  }

  it('no longer works once the password is changed in Settings', async () => {
    const desk = t.client();
    expect((await signIn(desk, staff(103), teacher.password)).status).toBe(200);
    const token = await mailedLink(staff(103));
    const chosen = 'a password chosen in settings';
    const changed = await desk.post('/api/account/password', {
      currentPassword: teacher.password,
      newPassword: chosen,
      confirmPassword: chosen,
    });
    expect(changed.status).toBe(200);
    expect(await checkLink(t.client(), token)).toBe('used');
    const reset = await t.client().post('/api/auth/reset', {
      token,
      password: 'the old mailbox strikes back',
      confirmPassword: 'the old mailbox strikes back',
    });
    expect(reset.status).toBe(400);
    expect((await signIn(t.client(), staff(103), chosen)).status).toBe(200);
  });

  it('no longer works once the teacher signs out everywhere', async () => {
    const desk = t.client();
    expect((await signIn(desk, staff(104), teacher.password)).status).toBe(200);
    const token = await mailedLink(staff(104));
    expect((await desk.post('/api/account/sign-out-everywhere')).status).toBe(204);
    expect(await checkLink(t.client(), token)).toBe('used');
  });
});
