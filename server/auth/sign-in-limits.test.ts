// Sign-in limits that stop attackers, not teachers (ADR 016).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastResetToken,
  teacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';
import { LIMITS } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const signIn = (client: Client, email: string, password: string) =>
  client.post('/api/auth/sign-in', { email, password });

async function newTeacher(email: string) {
  const res = await t.client().post('/api/auth/sign-up', { ...teacher, email });
  expect(res.status).toBe(201);
}

describe('a school behind one address', () => {
  it('lets thirty teachers sign in correctly within five minutes', async () => {
    const school = '198.51.100.30';
    for (let i = 0; i < 30; i += 1) await newTeacher(`teacher${i}@one-address.test`);
    for (let i = 0; i < 30; i += 1) {
      t.advance(9_000);
      const res = await signIn(t.client(school), `teacher${i}@one-address.test`, teacher.password);
      expect(res.status, `teacher ${i}`).toBe(200);
    }
  });

  it('is not slowed by a few teachers mistyping, each on their own account', async () => {
    const school = '198.51.100.31';
    for (let i = 0; i < 10; i += 1) await newTeacher(`typo${i}@one-address.test`);
    for (let i = 0; i < 10; i += 1) {
      const client = t.client(school);
      expect((await signIn(client, `typo${i}@one-address.test`, 'a wrong guess')).status).toBe(401);
      expect((await signIn(client, `typo${i}@one-address.test`, teacher.password)).status).toBe(
        200,
      );
    }
  });
});

describe('guessing one account from many addresses', () => {
  const email = 'guessed@limits.test';
  let owner: Client;
  beforeAll(async () => {
    await newTeacher(email);
    // The owner signed in on this browser before: it holds a device cookie.
    owner = t.client('203.0.113.200');
    expect((await signIn(owner, email, teacher.password)).status).toBe(200);
  });

  it('slows the guesses progressively, whatever address they come from', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(t.client(), email, `guess ${i}`)).status).toBe(401);
    // The sixth failure locks the account for unknown devices, 30 s at first.
    expect((await signIn(t.client(), email, 'guess 5')).status).toBe(401);
    const locked = await signIn(t.client(), email, 'guess 6');
    expect(locked.status).toBe(429);
    const first = Number(locked.headers.get('retry-after'));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    expect(await locked.json()).toMatchObject({ error: 'rate_limited', retryAfter: first });
    // Even the right password waits: a lock answers before the password is checked.
    expect((await signIn(t.client(), email, teacher.password)).status).toBe(429);

    t.advance(first * 1000);
    expect((await signIn(t.client(), email, 'guess 7')).status).toBe(401);
    const second = Number((await signIn(t.client(), email, 'guess 8')).headers.get('retry-after'));
    expect(second).toBeGreaterThan(first);
    expect(second).toBeLessThanOrEqual(60);
  });

  it('still lets the owner in from a device that signed in before', async () => {
    expect((await signIn(t.client(), email, teacher.password)).status).toBe(429);
    expect((await signIn(owner, email, teacher.password)).status).toBe(200);
  });

  it('forgives the failures once the owner has signed in', async () => {
    const stranger = t.client();
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(stranger, email, `after ${i}`)).status).toBe(401);
    expect((await signIn(stranger, email, 'after 5')).status).toBe(401);
  });
});

describe('a completed reset', () => {
  it('lifts every lock on the account', async () => {
    const email = 'locked-out@limits.test';
    await newTeacher(email);
    for (let i = 0; i < 7; i += 1) await signIn(t.client(), email, `guess ${i}`);
    expect((await signIn(t.client(), email, teacher.password)).status).toBe(429);

    const client = t.client();
    expect((await client.post('/api/auth/forgot', { email })).status).toBe(202);
    const password = 'a brand new passphrase';
    const reset = await client.post('/api/auth/reset', {
      token: lastResetToken(t.mail),
      password,
      confirmPassword: password,
    });
    expect(reset.status).toBe(200);
    expect((await signIn(t.client(), email, password)).status).toBe(200);
  });
});

describe('one address failing on many accounts', () => {
  it('is slowed after a hundred failures, briefly and for a fixed time', async () => {
    const attacker = '198.51.100.99';
    for (let i = 0; i < 100; i += 1)
      expect((await signIn(t.client(attacker), `nobody${i}@limits.test`, 'guess')).status).toBe(
        401,
      );
    expect((await signIn(t.client(attacker), 'nobody-else@limits.test', 'guess')).status).toBe(401);
    const first = await signIn(t.client(attacker), 'one-more@limits.test', 'guess');
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('retry-after'))).toBe(60);
    t.advance(60_000);
    expect((await signIn(t.client(attacker), 'again@limits.test', 'guess')).status).toBe(401);
    // The lock does not double: a school's colleagues share the address (ADR 035).
    const second = await signIn(t.client(attacker), 'and-again@limits.test', 'guess');
    expect(Number(second.headers.get('retry-after'))).toBe(60);
  });
});

describe('reset and the reset-link check', () => {
  it('are limited per address, above what a school’s staff need', async () => {
    const client = t.client();
    for (let i = 0; i < LIMITS.reset.max; i += 1)
      await client.post('/api/auth/reset', { token: 'x' });
    expect((await client.post('/api/auth/reset', { token: 'x' })).status).toBe(429);
    const checker = t.client();
    for (let i = 0; i < LIMITS.resetCheck.max; i += 1)
      await checker.post('/api/auth/reset/check', { token: 'x' });
    expect((await checker.post('/api/auth/reset/check', { token: 'x' })).status).toBe(429);
  });
});
