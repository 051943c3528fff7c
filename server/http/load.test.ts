// A service that degrades, never collapses (ADR 031): the bound on requests in progress, health
// and readiness, draining on SIGTERM, and work for a client that has gone. Requests are held
// open by routes of the test's own (the app's serveApp hook), on a real Node server on
// loopback where connections matter.
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../../src/shared/busy.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { causedBy, ClientGone, DatabaseBusy } from '../db/request-scope.ts';
import type { AppDeps } from '../deps.ts';
import { createLogger } from '../log.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { drain } from './shutdown.ts';

/** A promise the test settles by hand: a request held open until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const until = async (condition: () => boolean, what: string) => {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 10));
  }
};

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own, with the public origin's Host. */
function send(port: number, path: string, host: string, method = 'GET') {
  const req = request({ port, host: '127.0.0.1', path, method, agent: false, headers: { host } });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
  req.end();
  return { req, answer };
}

let opened: { t: TestApp; server?: Server; closed: boolean }[] = [];
afterEach(async () => {
  for (const o of opened) {
    if (o.server?.listening) await new Promise((closed) => o.server!.close(closed));
    if (!o.closed) await o.t.close();
  }
  opened = [];
});

/** An app with the test's routes, and a real server for it when `listen`. */
async function app(
  routes: (app: Hono, deps: AppDeps) => void,
  overrides: Parameters<typeof testApp>[0] = {},
) {
  const entry: (typeof opened)[number] = { t: await testApp(overrides, {}, routes), closed: false };
  opened.push(entry);
  const listen = async () => {
    const server = serve({ fetch: entry.t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    entry.server = server;
    await new Promise((listening) => server.once('listening', listening));
    return (server.address() as AddressInfo).port;
  };
  const host = new URL(entry.t.origin).host;
  return { t: entry.t, listen, host, closedBy: () => (entry.closed = true) };
}

describe('the bound on requests in progress', () => {
  it('answers the excess at once with 503, Retry-After and a kind message', async () => {
    const held = gate();
    const { t } = await app(
      (a) =>
        a.get('/test/held', async (c) => {
          await held.opened;
          return c.json({ done: true });
        }),
      { maxInFlight: 2 },
    );
    const first = t.app.request(`${t.origin}/test/held`);
    const second = t.app.request(`${t.origin}/test/held`);
    await until(() => t.service.inFlight === 2, 'two requests in progress');

    const started = performance.now();
    const refused = await t.client().get('/api/auth/me');
    expect(performance.now() - started).toBeLessThan(500);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ error: 'busy', message: BUSY_MESSAGE, retryAfter: 2 });
    // Health and readiness are answered whatever the load.
    expect((await t.app.request(`${t.origin}/healthz`)).status).toBe(200);
    expect((await t.app.request(`${t.origin}/readyz`)).status).toBe(200);
    const shed = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(shed).toContainEqual(expect.objectContaining({ event: 'load_shed', refused: 1 }));

    held.open();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(t.service.inFlight).toBe(0);
    // Below the bound again: an ordinary answer (no session here).
    expect((await t.client().get('/api/auth/me')).status).toBe(401);
  });

  it('answers 503 with Retry-After when no database connection comes free in time', async () => {
    const { t } = await app((a) =>
      a.get('/test/busy', () => {
        throw new Error('no connection', { cause: new DatabaseBusy('wait', new Error()) });
      }),
    );
    const res = await t.app.request(`${t.origin}/test/busy`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toMatchObject({ error: 'busy', message: BUSY_MESSAGE });
  });
});

describe('health and readiness', () => {
  it('is alive and ready, and not ready once draining', async () => {
    const { t } = await app(() => undefined);
    const healthz = await t.app.request(`${t.origin}/healthz`);
    expect(healthz.status).toBe(200);
    expect(await healthz.json()).toEqual({ status: 'alive' });
    const ready = await t.app.request(`${t.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    t.service.startDraining();
    const draining = await t.app.request(`${t.origin}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    // Every answer now ends its connection, so that nothing keeps the server from closing.
    expect(draining.headers.get('connection')).toBe('close');
    const alive = await t.app.request(`${t.origin}/healthz`);
    expect(alive.status).toBe(200);
    expect(alive.headers.get('connection')).toBe('close');
    expect((await t.client().get('/api/auth/me')).headers.get('connection')).toBe('close');
  });

  it('ends the connection of a refusal while draining', async () => {
    const held = gate();
    const { t } = await app(
      (a) =>
        a.get('/test/held', async (c) => {
          await held.opened;
          return c.json({});
        }),
      { maxInFlight: 1 },
    );
    const first = t.app.request(`${t.origin}/test/held`);
    await until(() => t.service.inFlight === 1, 'the request in progress');
    t.service.startDraining();
    const refused = await t.client().get('/api/auth/me');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    held.open();
    expect((await first).headers.get('connection')).toBe('close');
  });

  it('is not ready when the database is closed, and answers at any address', async () => {
    const { t, closedBy } = await app(() => undefined, {});
    closedBy();
    await t.database.close();
    const res = await t.app.request('http://10.1.2.3:3000/readyz', {
      headers: { host: '10.1.2.3:3000' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'database_unreachable' });
    expect((await t.app.request('http://10.1.2.3:3000/healthz')).status).toBe(200);
  });
});

describe('SIGTERM', () => {
  it('takes no new connection, finishes the request in flight, then closes the database', async () => {
    const held = gate();
    const events: string[] = [];
    const { t, listen, host, closedBy } = await app((a, deps) =>
      a.get('/test/held', async (c) => {
        events.push('started');
        await held.opened;
        const [row] = rows(await deps.db.execute(sql`SELECT 42 AS answer`));
        events.push('answered');
        return c.json(row);
      }),
    );
    const port = await listen();
    const first = send(port, '/test/held', host);
    await until(() => t.service.inFlight === 1, 'the request in progress');

    closedBy();
    const stopped = drain({
      server: opened.at(-1)!.server!,
      state: t.service,
      closeDatabase: async () => {
        events.push('database closed');
        await t.close();
      },
      timeoutMs: 5_000,
      logger: createLogger({ write: () => undefined }),
    });
    expect((await t.app.request(`${t.origin}/readyz`)).status).toBe(503);
    await expect(send(port, '/healthz', host).answer).rejects.toThrow(/ECONNREFUSED/);

    held.open();
    const answer = await first.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ answer: 42 });
    expect(answer.headers.connection).toBe('close');
    await stopped;
    expect(events).toEqual(['started', 'answered', 'database closed']);
  });
});

describe('a client that has gone', () => {
  /** A route that waits, then runs `statements` selects, saying what became of them. */
  function routes(held: ReturnType<typeof gate>, events: string[]) {
    return (a: Hono, deps: AppDeps) => {
      const run = async (statements: number) => {
        for (let i = 0; i < statements; i += 1) {
          try {
            await deps.db.execute(sql`SELECT 1`);
            events.push('ran');
          } catch (error) {
            events.push(causedBy(error, ClientGone) ? 'abandoned' : 'failed');
            throw error;
          }
          if (i === 0) await held.opened;
        }
      };
      a.get('/test/read', async (c) => {
        await held.opened;
        await run(1);
        return c.json({});
      });
      // A write: one statement, the wait, then another.
      a.post('/test/write', async (c) => {
        await run(2);
        return c.json({});
      });
    };
  }

  async function leave(path: string, method: string) {
    const held = gate();
    const events: string[] = [];
    const { t, listen, host } = await app(routes(held, events));
    const port = await listen();
    const { req, answer } = send(port, path, host, method);
    answer.catch(() => undefined);
    await until(() => t.service.inFlight === 1, 'the request in progress');
    if (method === 'POST') await until(() => events.length === 1, 'the first statement');
    req.destroy();
    const server = opened.at(-1)!.server!;
    const connections = () =>
      new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)));
    for (let waited = 0; (await connections()) > 0 && waited < 5_000; waited += 10)
      await new Promise((tick) => setTimeout(tick, 10));
    held.open();
    await until(() => t.service.inFlight === 0, 'the request to settle');
    return { events, logs: t.logs.map((l) => JSON.parse(l) as Record<string, unknown>) };
  }

  it('abandons a read at its next statement', async () => {
    const { events, logs } = await leave('/test/read', 'GET');
    expect(events).toEqual(['abandoned']);
    expect(logs).toContainEqual(
      expect.objectContaining({ event: 'request_abandoned', path: '/test/read' }),
    );
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('finishes a write it has begun', async () => {
    const { events } = await leave('/test/write', 'POST');
    expect(events).toEqual(['ran', 'ran']);
  });
});

describe('the settings', () => {
  it('bounds requests, connections and the wait by default, and refuses nonsense', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      maxInFlight: 64,
      databasePoolSize: 6,
      databaseWaitMs: 1000,
      drainMs: 8000,
    });
    expect(readConfig({ MAX_REQUESTS_IN_FLIGHT: '64', DRAIN_SECONDS: '0' })).toMatchObject({
      maxInFlight: 64,
      drainMs: 0,
    });
    expect(() => readConfig({ MAX_REQUESTS_IN_FLIGHT: '0' })).toThrow(
      'MAX_REQUESTS_IN_FLIGHT must be a whole number from 1 to 10000 (got "0").',
    );
    expect(() => readConfig({ DATABASE_WAIT_MS: 'soon' })).toThrow(/DATABASE_WAIT_MS/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool (TEST_DATABASE_URL)', () => {
  it('waits a bounded time for a connection, then says busy', async () => {
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: 'unused',
      databasePoolSize: 1,
      databaseWaitMs: 100,
    });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const only = await pool.connect();
      const started = performance.now();
      const error = await database.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(causedBy(error, DatabaseBusy)?.reason).toBe('wait');
      only.release();
      expect(rows(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
