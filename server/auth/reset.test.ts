import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../db/schema.ts';
import { lastResetToken, teacher, testApp, type TestApp } from '../testing/test-app.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await t.client().post('/api/auth/sign-up', teacher);
});
afterAll(() => t.close());

const forgot = (email: string) => t.client().post('/api/auth/forgot', { email });
const newPassword = 'a brand new passphrase';
const reset = (token: string, password = newPassword) =>
  t.client().post('/api/auth/reset', { token, password, confirmPassword: password });
const status = async (token: string) =>
  ((await (await t.client().post('/api/auth/reset/check', { token })).json()) as { status: string })
    .status;

describe('forgot password', () => {
  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const sentBefore = t.mail.length;
    const known = await forgot(teacher.email);
    const unknown = await forgot('nobody@school.org');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(t.mail.length).toBe(sentBefore + 1);
    expect(t.mail.at(-1)!.to).toBe(teacher.email);
  });

  it('stores only the hash of a token of 256 random bits', async () => {
    await forgot(teacher.email);
    const token = lastResetToken(t.mail);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const [byHash] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(byHash).toBeDefined();
    const [byToken] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, token));
    expect(byToken).toBeUndefined();
  });

  it('validates the e-mail with the form’s message', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { email: 'Please enter a valid email address.' },
    });
  });
});

describe('reset password', () => {
  it('changes the password once, ends every session, and the old password stops working', async () => {
    const signedIn = t.client();
    await signedIn.post('/api/auth/sign-in', { email: teacher.email, password: teacher.password });
    expect((await signedIn.get('/api/auth/me')).status).toBe(200);

    await forgot(teacher.email);
    const token = lastResetToken(t.mail);
    expect(await status(token)).toBe('valid');
    expect((await reset(token)).status).toBe(200);

    expect((await signedIn.get('/api/auth/me')).status).toBe(401);
    const old = await t
      .client()
      .post('/api/auth/sign-in', { email: teacher.email, password: teacher.password });
    expect(old.status).toBe(401);
    const fresh = await t
      .client()
      .post('/api/auth/sign-in', { email: teacher.email, password: newPassword });
    expect(fresh.status).toBe(200);

    // Single use.
    expect(await status(token)).toBe('used');
    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'reset_link', status: 'used' });
  });

  it('expires a link after 30 minutes', async () => {
    await forgot(teacher.email);
    const token = lastResetToken(t.mail);
    t.advance(29 * 60_000);
    expect(await status(token)).toBe('valid');
    t.advance(2 * 60_000);
    expect(await status(token)).toBe('expired');
    expect(await (await reset(token)).json()).toMatchObject({
      error: 'reset_link',
      status: 'expired',
    });
  });

  it('refuses an altered or made-up token', async () => {
    await forgot(teacher.email);
    const token = lastResetToken(t.mail);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await status(altered)).toBe('invalid');
    expect(await (await reset(altered)).json()).toMatchObject({
      error: 'reset_link',
      status: 'invalid',
    });
    expect(await status('')).toBe('invalid');
    // The real one still works.
    expect(await status(token)).toBe('valid');
  });

  it('holds the new password to the sign-up rules', async () => {
    await forgot(teacher.email);
    const token = lastResetToken(t.mail);
    const res = await t
      .client()
      .post('/api/auth/reset', { token, password: 'short', confirmPassword: 'other' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: {
        password: 'Please enter at least 12 characters.',
        confirmPassword: 'The passwords do not match.',
      },
    });
    expect(await status(token)).toBe('valid');
  });
});
