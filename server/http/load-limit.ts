import type { Context, MiddlewareHandler } from 'hono';
import { BUSY_MESSAGE, type BusyAnswer } from '../../src/shared/busy.ts';
import { inRequest } from '../db/request-scope.ts';
import type { Logger } from '../log.ts';

/** Seconds a refused client is asked to wait: long enough for a burst to pass. */
export const RETRY_AFTER_SECONDS = 2;

/** What a process is doing: requests in progress, and whether it is shutting down. */
export interface ServiceState {
  readonly inFlight: number;
  readonly draining: boolean;
  /** SIGTERM: readiness fails, and every answer from now on closes its connection. */
  startDraining(): void;
  /** Resolves once no request is in progress. */
  idle(): Promise<void>;
}

/** 503 with Retry-After and a kind message (ADR 031). */
export function busy(c: Context) {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  const body: BusyAnswer = {
    error: 'busy',
    message: BUSY_MESSAGE,
    retryAfter: RETRY_AFTER_SECONDS,
  };
  return c.json(body, 503);
}

/**
 * A bound on the requests one process works on at once: beyond `max` the excess is answered
 * at once with 503 rather than queued behind the others (a queue only turns overload into
 * slowness for everyone, and work for clients that have long gone). Each admitted request runs
 * in a scope that lets the database layer drop its work if its client disconnects. Refusals are
 * logged at most every 10 s, with their count, so that overload does not flood the log.
 */
export interface LoadLimit {
  state: ServiceState;
  middleware: MiddlewareHandler;
}

export function loadLimit(max: number, logger: Logger): LoadLimit {
  let inFlight = 0;
  let draining = false;
  let waiters: (() => void)[] = [];
  let refused = 0;
  let lastLogged = 0;

  const state: ServiceState = {
    get inFlight() {
      return inFlight;
    },
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    idle() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    // While draining, each answer ends its connection, so that keep-alive clients go elsewhere
    // and the server can close (a refusal too: a client kept on a busy, draining process would
    // hold it open until the drain's time is up).
    if (draining) c.header('Connection', 'close');
    if (inFlight >= max) {
      refused += 1;
      const now = Date.now();
      if (now - lastLogged >= 10_000) {
        logger.warn({ event: 'load_shed', refused, inFlight, max });
        lastLogged = now;
        refused = 0;
      }
      return busy(c);
    }
    inFlight += 1;
    try {
      await inRequest(c.req.raw.signal, c.req.method, next);
    } finally {
      inFlight -= 1;
      // Draining may have begun while this request was in progress.
      if (draining) c.header('Connection', 'close');
      if (inFlight === 0) {
        const done = waiters;
        waiters = [];
        for (const resolve of done) resolve();
      }
    }
  };
  return { state, middleware };
}
