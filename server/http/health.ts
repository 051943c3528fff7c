import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { causedBy, DatabaseBusy } from '../db/request-scope.ts';
import type { Db } from '../db/database.ts';
import type { ServiceState } from './load-limit.ts';

/** How long readiness waits for the database's answer. */
const READY_WAIT_MS = 2000;

/**
 * `/healthz`: the process is alive and its event loop answers (the container's health check).
 * `/readyz`: it should be sent requests: not shutting down, and the database answers a trivial
 * query (the proxy's health check). Both are unauthenticated, cheap, not logged and outside
 * the rate and load limits; registered before the public-origin check, since a proxy or a
 * container asks by address. A database too busy to give a connection in time still counts
 * as reachable: failing readiness under load would take every process out of the proxy at
 * once and turn overload into an outage (ADR 031).
 */
export function healthRoutes(app: Hono, db: Db, state: ServiceState) {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    if (state.draining) c.header('Connection', 'close');
    return c.json({ status: 'alive' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (state.draining) {
      // A proxy's health checks keep their connection: this one must not hold the server open.
      c.header('Connection', 'close');
      return c.json({ status: 'draining' }, 503);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), READY_WAIT_MS);
    });
    try {
      const answer = await Promise.race([db.execute(sql`SELECT 1`), late]);
      if (answer === 'late') return c.json({ status: 'database_slow' }, 503);
      return c.json({ status: 'ready' });
    } catch (error) {
      // Reachable, with every connection at work: the load limit deals with that.
      if (causedBy(error, DatabaseBusy)?.reason === 'wait') return c.json({ status: 'ready' });
      return c.json({ status: 'database_unreachable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
}
