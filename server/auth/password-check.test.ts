// Sign-up and reset refuse weak new passwords on the password field, and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { lastResetToken, teacher, testApp, type TestApp } from '../testing/test-app.ts';
import { COMMON_PASSWORD, GUESSABLE_PASSWORD, PERSONAL_PASSWORD } from './password-strength.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await t.client().post('/api/auth/sign-up', teacher);
});
afterAll(() => t.close());

const fieldsOf = async (res: Response) =>
  ((await res.json()) as { fields: Record<string, string> }).fields;
const accounts = async () => (await t.database.db.select({ id: users.id }).from(users)).length;

describe('sign-up', () => {
  it.each([
    ['Password123!', COMMON_PASSWORD],
    ['correcthorsebatterystaple', GUESSABLE_PASSWORD],
    ['Lectern2026!!', PERSONAL_PASSWORD],
    ['AdaLovelace1815', PERSONAL_PASSWORD],
    ['ada.lovelace@engine.org', PERSONAL_PASSWORD],
    ['Analytical Engine 1843', PERSONAL_PASSWORD],
  ])('refuses %s on the password field and creates nothing', async (password, message) => {
    // A new hour each time: one e-mail may try five sign-ups an hour (ADR 035).
    t.advance(60 * 60_000);
    const before = await accounts();
    const client = t.client();
    const res = await client.post('/api/auth/sign-up', {
      ...teacher,
      fullName: 'Ada Lovelace',
      email: 'ada.lovelace@engine.org',
      school: 'Analytical Engine',
      password,
      confirmPassword: password,
    });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({ password: message });
    expect(await accounts()).toBe(before);
    expect(client.cookies.size).toBe(0);
  });

  it('lets the shared length rule speak first', async () => {
    const res = await t
      .client()
      .post('/api/auth/sign-up', { ...teacher, password: 'lectern', confirmPassword: 'lectern' });
    expect((await fieldsOf(res)).password).toBe('Please enter at least 12 characters.');
  });
});

describe('reset', () => {
  const reset = (token: string, password: string) =>
    t.client().post('/api/auth/reset', { token, password, confirmPassword: password });
  const status = async (token: string) =>
    (
      (await (await t.client().post('/api/auth/reset/check', { token })).json()) as {
        status: string;
      }
    ).status;

  it.each([
    ['Password123!', COMMON_PASSWORD],
    ['correcthorsebatterystaple', GUESSABLE_PASSWORD],
    ['GraceHopper1906', PERSONAL_PASSWORD],
    ['grace@school.org 2026', PERSONAL_PASSWORD],
  ])(
    'refuses %s against the account’s own name and e-mail, and changes nothing',
    async (password, message) => {
      const signedIn = t.client();
      await signedIn.post('/api/auth/sign-in', {
        email: teacher.email,
        password: teacher.password,
      });
      await t.client().post('/api/auth/forgot', { email: teacher.email });
      const token = lastResetToken(t.mail);

      const res = await reset(token, password);
      expect(res.status).toBe(400);
      expect(await fieldsOf(res)).toEqual({ password: message });

      expect(await status(token)).toBe('valid');
      expect((await signedIn.get('/api/auth/me')).status).toBe(200);
      const old = await t
        .client()
        .post('/api/auth/sign-in', { email: teacher.email, password: teacher.password });
      expect(old.status).toBe(200);
    },
  );

  it('still names the field before the link when both are wrong', async () => {
    const res = await reset('made-up', 'Password123!');
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({ password: COMMON_PASSWORD });
  });
});
