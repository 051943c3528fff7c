import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The request a database call works for, so that the database layer can abandon the work of a
 * client that has gone (ADR 031). A read is abandoned at any statement; a write only before
 * its first statement, so that nothing is left half done.
 */
interface Scope {
  signal: AbortSignal;
  read: boolean;
  begun: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

/** The client closed the connection: nobody is left to answer, and the work was dropped. */
export class ClientGone extends Error {
  constructor() {
    super('The client went away; its request was abandoned.');
    this.name = 'ClientGone';
  }
}

/**
 * No database connection to be had now: none came free within the pool's bounded wait
 * (`wait`), a new one could not be opened in that time (`connect`), or the pool is closed.
 */
export class DatabaseBusy extends Error {
  readonly reason: 'wait' | 'connect' | 'closed';
  constructor(reason: DatabaseBusy['reason'], cause: unknown) {
    super(`No database connection (${reason}).`, { cause });
    this.name = 'DatabaseBusy';
    this.reason = reason;
  }
}

/** Runs `work` as the request with this signal and method. */
export function inRequest<T>(signal: AbortSignal, method: string, work: () => T): T {
  return scope.run({ signal, read: method === 'GET' || method === 'HEAD', begun: false }, work);
}

/**
 * Before a statement: throws ClientGone when the request's client has gone and its work may
 * stop here. `starting` marks the request's writes as begun (from then on they finish).
 */
export function abandonIfGone(starting: boolean): void {
  if (gone(starting)) throw new ClientGone();
}

/** Whether the request's work stops here (else, when `starting`, its writes have begun). */
function gone(starting: boolean): boolean {
  const current = scope.getStore();
  if (!current) return false;
  if (current.signal.aborted && (current.read || !current.begun)) return true;
  if (starting) current.begun = true;
  return false;
}

/** The error `error` is, or was caused by, of class `type`. */
export function causedBy<T extends Error>(
  error: unknown,
  type: abstract new (...args: never[]) => T,
): T | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as Error).cause, depth += 1)
    if (e instanceof type) return e;
  return undefined;
}

/** pg-pool's errors, by message (it gives them no code). */
const BUSY = new Map<string, DatabaseBusy['reason']>([
  ['timeout exceeded when trying to connect', 'wait'],
  ['Connection terminated due to connection timeout', 'connect'],
  ['Cannot use a pool after calling end on the pool', 'closed'],
]);

/**
 * The pool's connections checked out for the request in scope: not for a client that has gone
 * (checked before waiting and again once a connection is free), and a wait that ran out (or a
 * pool already closed) as DatabaseBusy, which the app answers with 503.
 */
export function guardPool(pool: pg.Pool): void {
  type Connect = (
    cb?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => unknown;
  const connect = pool.connect.bind(pool) as Connect;
  const busy = (error: Error) => {
    const reason = BUSY.get(error.message);
    return reason ? new DatabaseBusy(reason, error) : error;
  };
  const guarded: Connect = (cb) => {
    if (gone(false)) {
      const error = new ClientGone();
      if (cb) return void process.nextTick(cb, error);
      return Promise.reject(error);
    }
    const checked = (client: pg.PoolClient) => {
      if (!gone(true)) return client;
      client.release();
      throw new ClientGone();
    };
    if (!cb)
      return (connect() as Promise<pg.PoolClient>).then(checked, (error: Error) => {
        throw busy(error);
      });
    // pg-pool's own query() asks for its connection with a callback.
    return connect((err, client, done) => {
      if (err || !client) return cb(err && busy(err), client, done);
      let ready: pg.PoolClient;
      try {
        ready = checked(client);
      } catch (error) {
        return cb(error as Error);
      }
      cb(undefined, ready, done);
    });
  };
  pool.connect = guarded as typeof pool.connect;
}

/**
 * The embedded database has one connection and queues every query in order: a query for a
 * client that has gone is not queued (what bounds the queue is the number of requests in
 * progress, ADR 031).
 */
export function guardPglite(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    abandonIfGone(true);
    return query(...args);
  }) as typeof client.query;
  client.transaction = ((...args: Parameters<typeof transaction>) => {
    abandonIfGone(true);
    return transaction(...args);
  }) as typeof client.transaction;
}
