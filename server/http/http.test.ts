import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, teacher, testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('limits sign-up and forgot-password too, per e-mail (ADR 035)', async () => {
    const email = 'n@school.org';
    for (let i = 0; i < 5; i += 1) await t.client().post('/api/auth/sign-up', { email });
    expect((await t.client().post('/api/auth/sign-up', { email })).status).toBe(429);
    for (let i = 0; i < 5; i += 1) await t.client().post('/api/auth/forgot', { email });
    expect((await t.client().post('/api/auth/forgot', { email })).status).toBe(429);
    // Another e-mail from the same address is not held up.
    expect((await t.client().post('/api/auth/forgot', { email: 'm@school.org' })).status).toBe(202);
  });
});

describe('requests that change state', () => {
  it('must come from our own origin', async () => {
    const res = await t
      .client()
      .post('/api/auth/sign-up', teacher, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const bySite = await t
      .client()
      .post('/api/auth/sign-in', teacher, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(bySite.status).toBe(403);
  });

  it('must be JSON', async () => {
    const res = await t.client().post('/api/auth/sign-in', 'email=a%40b.org&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
  });

  it('get a 400 for malformed JSON or a body that is not an object', async () => {
    const bad = await t.client().post('/api/auth/sign-in', '{"email": ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'bad_json' });
    const list = await t.client().post('/api/auth/sign-in', '[1,2]');
    expect(list.status).toBe(400);
    const wrongTypes = await t
      .client()
      .post('/api/auth/sign-in', { email: 42, password: { x: 1 } });
    expect(wrongTypes.status).toBe(400);
    expect(await wrongTypes.json()).toMatchObject({ error: 'validation' });
  });

  it('get a 413 for an oversized body', async () => {
    const res = await t
      .client()
      .post('/api/auth/sign-in', { email: 'a@b.org', password: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
  });
});

describe('every response', () => {
  it('carries a CSP without inline scripts, nosniff, a referrer policy and no framing', async () => {
    const res = await t.client().get('/api/auth/me');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends no referrer from the reset page', async () => {
    const res = await t.app.request(`${ORIGIN}/forgot/reset?token=abc`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('the API', () => {
  it('checks the session on every call', async () => {
    const res = await t.client().get('/api/dashboard/summary');
    expect(res.status).toBe(401);
  });

  it('answers 404 for an unknown endpoint', async () => {
    const client = t.client();
    await client.post('/api/auth/sign-up', { ...teacher, email: 'lin@school.org' });
    expect((await client.get('/api/nothing-here')).status).toBe(404);
  });
});
