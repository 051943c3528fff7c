// Deployment behind a TLS-terminating proxy: the public origin comes from PUBLIC_URL, never from
// a request's Host; the client's address comes only through the proxy hops TRUST_PROXY names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.ts';
import { lastResetToken, teacher, testApp, type TestApp } from '../testing/test-app.ts';
import { clientAddress } from './client-address.ts';

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:PORT, with its loopback twins, and plain cookies', () => {
    const config = readConfig({ PORT: '3100' });
    expect(config.publicUrl).toBe('http://localhost:3100');
    expect(config.allowedOrigins).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://[::1]:3100',
    ]);
    expect(config.secureCookies).toBe(false);
  });

  it('is an origin: https gives secure cookies, and nothing else counts as the same site', () => {
    const config = readConfig({ PUBLIC_URL: 'https://Lectern.School.org' });
    expect(config.publicUrl).toBe('https://lectern.school.org');
    expect(config.allowedOrigins).toEqual(['https://lectern.school.org']);
    expect(config.secureCookies).toBe(true);
  });

  it.each([
    ['lectern.school.org', /must be a URL/],
    ['ftp://lectern.school.org', /https:\/\/ or http:\/\//],
    ['https://lectern.school.org/app', /origin only/],
    ['https://user:pw@lectern.school.org', /origin only/],
  ])('refuses %s with a clear message', (value, message) => {
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(message);
  });
});

describe('behind https at https://lectern.school.org', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({}, { PUBLIC_URL: 'https://lectern.school.org' });
  });
  afterAll(() => t.close());

  it('accepts writes from the https origin the browser sends', async () => {
    const res = await t.client().post('/api/auth/sign-up', teacher);
    expect(res.status).toBe(201);
  });

  it('refuses writes from any other origin, whatever the Host header says', async () => {
    const attacker = t.client();
    for (const origin of ['http://lectern.school.org', 'https://evil.example', 'null']) {
      const res = await attacker.post(
        '/api/auth/sign-in',
        { email: teacher.email, password: teacher.password },
        { origin, host: 'evil.example' },
      );
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { message: string }).message).toContain(
        'https://lectern.school.org',
      );
    }
  });

  it('mails a reset link on the public URL even when the request names another host', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/forgot',
        { email: teacher.email },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      );
    expect(res.status).toBe(202);
    const text = t.mail.at(-1)?.text ?? '';
    expect(text).toContain(
      `https://lectern.school.org/forgot/reset?token=${lastResetToken(t.mail)}`,
    );
    expect(text).not.toContain('evil.example');
  });

  it('explains where Lectern is when a page is opened through another address', async () => {
    const res = await t.app.request('http://192.168.1.20:3000/login', {
      headers: { host: '192.168.1.20:3000' },
    });
    expect(res.status).toBe(421);
    const html = await res.text();
    expect(html).toContain('Open Lectern at its own address');
    expect(html).toContain('<a href="https://lectern.school.org/">');
    expect(html).not.toContain('192.168.1.20');
  });

  it('sends HSTS and a CSP whose base-uri is none', async () => {
    const res = await t.app.request('https://lectern.school.org/api/auth/me', {
      headers: { host: 'lectern.school.org' },
    });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toContain("base-uri 'none'");
  });
});

describe('request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it.each([
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['text/plain', '{}'],
  ])('refuses %s on POST and DELETE, bodyless or not', async (type) => {
    const client = t.client();
    for (const [method, body] of [
      ['POST', undefined],
      ['DELETE', undefined],
      ['POST', 'a=1'],
    ] as const) {
      const res = await client.request(method, '/api/auth/sign-out', undefined, {
        'content-type': type,
        ...(body !== undefined && { 'content-length': String(body.length) }),
      });
      expect(res.status, `${method} ${type}`).toBe(415);
    }
  });

  it('accepts a bodyless POST with no Content-Length as an empty JSON object', async () => {
    const res = await t.app.request(`${t.origin}/api/auth/sign-out`, {
      method: 'POST',
      headers: { origin: t.origin },
    });
    expect(res.status).toBe(204);
    const check = await t.app.request(`${t.origin}/api/auth/reset/check`, {
      method: 'POST',
      headers: { origin: t.origin },
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ status: 'invalid' });
  });
});

describe('TRUST_PROXY and the client address', () => {
  const socket = '10.0.0.5';
  const read = (setting: string | undefined, forwarded: string | undefined) =>
    clientAddress(socket, forwarded, readConfig({ TRUST_PROXY: setting }).trustProxy);

  it('believes no X-Forwarded-For by default', () => {
    expect(read(undefined, '198.51.100.7')).toBe(socket);
    expect(read('false', '198.51.100.7')).toBe(socket);
  });

  it('with one hop, takes the address that proxy saw, not the client-supplied first value', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the real peer.
    expect(read('1', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(read('1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('with two hops, walks back two', () => {
    expect(read('2', '1.2.3.4, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  });

  it('with the proxies named, skips only those addresses', () => {
    expect(read('10.0.0.0/8', '1.2.3.4, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    expect(read('127.0.0.1', '198.51.100.7')).toBe(socket);
  });

  it('refuses TRUST_PROXY=true and nonsense with a clear message', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxy hops/);
    expect(() => readConfig({ TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY/);
  });
});
