import type { Context } from 'hono';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { LoadLimit } from './http/load-limit.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the app is built from; tests pass their own clock and mailer. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** The client's address, for rate limits. */
  clientAddress: (c: Context) => string;
  /** The bound on requests in progress, and the draining state (made from config if absent). */
  load?: LoadLimit;
}
