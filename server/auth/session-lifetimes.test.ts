// Sessions end after an idle period and at an absolute lifetime (ADR 017), over HTTP with the
// test clock: 20 idle minutes and 12 hours by default.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse, SessionResponse } from '../../src/shared/api-types/auth.ts';
import { sessions } from '../db/schema.ts';
import {
  signedInTeacher,
  START,
  teacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';
import { LIMITS } from './rate-limit.ts';
import { hashToken } from './tokens.ts';

const MINUTE = 60_000;
const IDLE = 20 * MINUTE;
const MAX = 12 * 60 * MINUTE;
const UNAUTHENTICATED = { error: 'unauthenticated', message: 'Please sign in.' };

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let n = 0;
const newTeacher = () => signedInTeacher(t, `lifetime${(n += 1)}@school.org`);
// The harness's clock, followed here: every test moves it through `advance`.
let elapsed = 0;
const now = () => new Date(START.getTime() + elapsed);
const advance = (ms: number) => {
  elapsed += ms;
  t.advance(ms);
};

/** The stored session row behind a client's cookie. */
async function row(client: Client) {
  const token = client.cookies.get('lectern_session');
  const [found] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, hashToken(token ?? '')));
  return found;
}
const lastSeen = async (client: Client) => (await row(client))?.lastSeenAt.getTime();
const classes = async (client: Client) => (await client.get('/api/classes')).status;

describe('the idle end', () => {
  it('keeps a session alive by use, and ends it after 20 minutes without a request', async () => {
    const client = await newTeacher();
    advance(IDLE - 1000);
    expect(await classes(client)).toBe(200);
    advance(IDLE - 1000);
    expect(await classes(client)).toBe(200);
    advance(IDLE);
    expect(await classes(client)).toBe(401);
    expect(await client.get('/api/auth/me').then((r) => r.json())).toEqual(UNAUTHENTICATED);
  });

  it('counts GET /api/auth/me as activity too', async () => {
    const client = await newTeacher();
    advance(IDLE - 1000);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    advance(IDLE - 1000);
    expect(await classes(client)).toBe(200);
  });

  it('writes the activity at most once a minute', async () => {
    const client = await newTeacher();
    const signedUp = now().getTime();
    expect(await lastSeen(client)).toBe(signedUp);
    advance(30_000);
    expect(await classes(client)).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(await lastSeen(client)).toBe(signedUp);
    advance(30_000);
    expect(await classes(client)).toBe(200);
    expect(await lastSeen(client)).toBe(signedUp + MINUTE);
    advance(59_000);
    expect(await classes(client)).toBe(200);
    expect(await lastSeen(client)).toBe(signedUp + MINUTE);
    advance(1000);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(await lastSeen(client)).toBe(signedUp + 2 * MINUTE);
  });
});

describe('the absolute end', () => {
  it('ends a session 12 hours after sign-in however busy it is, as its cookie says', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/sign-up', { ...teacher, email: 'busy@school.org' });
    const end = new Date(now().getTime() + MAX);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lectern_session='));
    expect(cookie).toContain(`Expires=${end.toUTCString()}`);
    expect((await row(client))?.expiresAt.getTime()).toBe(end.getTime());

    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      advance(10 * MINUTE);
      expect(await classes(client)).toBe(200);
    }
    const session = (await (await client.get('/api/auth/session')).json()) as SessionResponse;
    expect(session.session).toEqual({
      idleTimeoutSeconds: 1200,
      idleSecondsLeft: 1200,
      secondsLeft: 600,
    });
    advance(10 * MINUTE - 1000);
    expect(await classes(client)).toBe(200);
    advance(1000);
    expect(await classes(client)).toBe(401);
    expect((await client.post('/api/auth/session/keep-alive')).status).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('returns the session’s times beside the user', async () => {
    const client = await newTeacher();
    const first = (await (await client.get('/api/auth/me')).json()) as MeResponse;
    expect(first.user).toMatchObject({
      email: `lifetime${n}@school.org`,
      fullName: 'Grace Hopper',
    });
    expect(first.session).toEqual({
      idleTimeoutSeconds: 1200,
      idleSecondsLeft: 1200,
      secondsLeft: 12 * 3600,
    });
    advance(5 * MINUTE);
    const later = (await (await client.get('/api/auth/me')).json()) as MeResponse;
    expect(later.session).toEqual({
      idleTimeoutSeconds: 1200,
      idleSecondsLeft: 1200,
      secondsLeft: 12 * 3600 - 300,
    });
  });
});

describe('GET /api/auth/session', () => {
  it('tells the time left without counting as activity', async () => {
    const client = await newTeacher();
    const before = await lastSeen(client);
    advance(5 * MINUTE);
    const res = await client.get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      session: { idleTimeoutSeconds: 1200, idleSecondsLeft: 900, secondsLeft: 12 * 3600 - 300 },
    });
    expect(await lastSeen(client)).toBe(before);
    // Asking every minute does not keep an abandoned session alive.
    for (let i = 0; i < 14; i += 1) {
      advance(MINUTE);
      expect((await client.get('/api/auth/session')).status).toBe(200);
    }
    advance(MINUTE);
    const over = await client.get('/api/auth/session');
    expect(over.status).toBe(401);
    expect(await over.json()).toEqual(UNAUTHENTICATED);
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().get('/api/auth/session');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('POST /api/auth/session/keep-alive', () => {
  it('counts as activity at once, sent with no body at all', async () => {
    const client = await newTeacher();
    advance(30_000);
    const res = await client.request('POST', '/api/auth/session/keep-alive');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      session: { idleTimeoutSeconds: 1200, idleSecondsLeft: 1200, secondsLeft: 12 * 3600 - 30 },
    });
    expect(await lastSeen(client)).toBe(now().getTime());
    advance(IDLE - 1000);
    expect((await client.post('/api/auth/session/keep-alive', {})).status).toBe(200);
    advance(IDLE - 1000);
    expect(await classes(client)).toBe(200);
  });

  it('passes the same Origin and JSON checks as every other POST', async () => {
    const client = await newTeacher();
    const before = await lastSeen(client);
    advance(2 * MINUTE);
    const foreign = await client.request('POST', '/api/auth/session/keep-alive', undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const form = await client.request('POST', '/api/auth/session/keep-alive', 'a=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(await lastSeen(client)).toBe(before);
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().request('POST', '/api/auth/session/keep-alive');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(UNAUTHENTICATED);
  });

  it(`is limited per address (${LIMITS.keepAlive.max} in 15 minutes)`, async () => {
    const client = await newTeacher();
    for (let i = 0; i < LIMITS.keepAlive.max; i += 1) {
      const res = await client.request('POST', '/api/auth/session/keep-alive');
      if (res.status !== 200) throw new Error(`Keep-alive ${i + 1} answered ${res.status}`);
    }
    const over = await client.request('POST', '/api/auth/session/keep-alive');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('a short idle period (SESSION_IDLE_MINUTES=1.5)', () => {
  it('ends a session after 90 seconds without a request', async () => {
    const short = await testApp({}, { SESSION_IDLE_MINUTES: '1.5' });
    try {
      const client = await signedInTeacher(short, 'short@school.org');
      const me = (await (await client.get('/api/auth/me')).json()) as MeResponse;
      expect(me.session.idleTimeoutSeconds).toBe(90);
      short.advance(89_000);
      expect((await client.get('/api/classes')).status).toBe(200);
      short.advance(89_000);
      expect((await client.get('/api/classes')).status).toBe(200);
      short.advance(90_000);
      expect((await client.get('/api/classes')).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});
