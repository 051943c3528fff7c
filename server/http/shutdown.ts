import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log.ts';
import type { ServiceState } from './load-limit.ts';

/**
 * A graceful stop (SIGTERM, ADR 031): readiness fails at once, the server stops taking new
 * connections and closes its idle ones, every request in progress is finished (its answer
 * closes its connection), and only then is the database closed. A request still running when
 * `timeoutMs` is up has its connection closed; the database waits a second more for its work.
 */
export async function drain(options: {
  server: Server;
  state: ServiceState;
  closeDatabase: () => Promise<void>;
  timeoutMs: number;
  logger: Logger;
}): Promise<void> {
  const { server, state, logger } = options;
  const started = Date.now();
  state.startDraining();
  logger.info({ event: 'draining', inFlight: state.inFlight });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timers = new AbortController();
  const wait = <T>(ms: number, value: T) =>
    sleep(ms, value, { signal: timers.signal }).catch(() => undefined);
  try {
    if ((await Promise.race([closed, wait(options.timeoutMs, 'late')])) === 'late') {
      logger.warn({ event: 'drain_timeout', inFlight: state.inFlight });
      server.closeAllConnections();
    }
    // Work whose client went away while it ran may still be at the database.
    await Promise.race([state.idle(), wait(1000, 'late')]);
  } finally {
    timers.abort();
  }
  await options.closeDatabase();
  logger.info({ event: 'stopped', drainedMs: Date.now() - started });
}
