// Lectern's server: one Node process serving the built app and the JSON API on PORT, on the
// embedded database (or PostgreSQL when DATABASE_URL is set). Migrations run at start.
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createApp } from './app.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { clientAddress } from './http/client-address.ts';
import { loadLimit } from './http/load-limit.ts';
import { answerEveryRequest } from './http/node-server.ts';
import { drain } from './http/shutdown.ts';
import type { Server } from 'node:http';
import { lockDataDir } from './db/data-dir-lock.ts';
import { migrate, openDatabase } from './db/database.ts';
import { CHILDRENS_TABLES, compactIfDue, purgeDeleted, purgeExpired } from './db/purge.ts';
import { createLogger } from './log.ts';
import { outboxMailer, smtpMailer } from './mail/mailer.ts';
import { noSmtpWarning } from './mail/no-smtp-warning.ts';
import { serveSpa } from './static.ts';

let config: Config;
try {
  config = readConfig();
  // One process at a time on the embedded database; given back at exit (ADR 020).
  process.on('exit', lockDataDir(config, 'server'));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Lectern cannot start: ${error.message}`);
  process.exit(1);
}
const database = await openDatabase(config);
await migrate(database);
await purgeDeleted(database.db, new Date());
await purgeExpired(database.db, new Date(), config.session.idleMs);
/** Purged children's rows leave the tables' files within a day (one process rewrites them). */
const compact = async (now: Date) => {
  const started = performance.now();
  if (await compactIfDue(database.db, now))
    logger.info({
      event: 'compacted',
      tables: CHILDRENS_TABLES,
      ms: Math.round(performance.now() - started),
    });
};
// Every five minutes, in every process (the deletes are idempotent; the rewrite is claimed).
const purging = setInterval(() => {
  const now = new Date();
  void purgeDeleted(database.db, now)
    .then(() => purgeExpired(database.db, now, config.session.idleMs))
    .then(() => compact(now))
    .catch((error: unknown) => logger.error({ event: 'purge_failed', err: error }));
}, 5 * 60_000).unref();

const logger = createLogger();
const load = loadLimit(config.maxInFlight, logger);
const addressOf = (c: Context) => {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return clientAddress(socket, c.req.header('x-forwarded-for'), config.trustProxy);
};

const spa = serveSpa(config.staticDir);
const app = createApp(
  {
    db: database.db,
    config,
    mailer: config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(database.db, logger),
    now: () => new Date(),
    logger,
    clientAddress: addressOf,
    load,
  },
  spa,
);

// Ready before listening: every database connection open, the renderer loaded (ADR 031). A
// process that opened them on its first requests queued and refused them for its first seconds.
const warming = performance.now();
await Promise.all([
  database.warm(),
  // A renderer that fails here fails on a request too, where it is logged and the shell sent.
  spa.warm().catch((error: unknown) => logger.warn({ event: 'warm_failed', err: error })),
]);
const warmMs = Math.round(performance.now() - warming);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info(
    {
      event: 'listening',
      port: info.port,
      database: database.kind === 'embedded' ? `embedded (${config.dataDir})` : 'PostgreSQL',
      publicUrl: config.publicUrl,
      sameSite: config.allowedOrigins.slice(1),
      warmMs,
    },
    `Lectern is listening on port ${info.port}; open it at ${config.publicUrl} (set PUBLIC_URL when people reach it at another address)`,
  );
  const noSmtp = noSmtpWarning(config, process.env);
  if (noSmtp) logger.warn({ event: 'no_smtp' }, noSmtp);
});

answerEveryRequest(server as Server);
// An idle keep-alive connection is closed by the proxy, never by Lectern: a server that closes one
// just as the proxy sends on it makes the proxy answer 502 for a request it may not retry. So
// the server waits longer than the proxy's idle timeout (deploy/Caddyfile: 60 s; Node's is 5 s).
(server as Server).keepAliveTimeout = 65_000;

// SIGTERM (or Ctrl-C): finish what is in flight, then close the database (ADR 031). A second
// signal stops at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    clearInterval(purging);
    void drain({
      server: server as Server,
      state: load.state,
      closeDatabase: () => database.close(),
      timeoutMs: config.drainMs,
      logger,
    })
      .catch((error: unknown) => logger.error({ event: 'stop_failed', err: error }))
      .finally(() => process.exit(0));
  });
}
