// Lectern's server: one Node process serving the built app and the JSON API on PORT, on the
// embedded database (or PostgreSQL when DATABASE_URL is set). Migrations run at start.
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { purgeDeleted } from './db/purge.ts';
import { outboxMailer, smtpMailer } from './mail/mailer.ts';
import { serveSpa } from './static.ts';

const config = readConfig();
const database = await openDatabase(config);
await migrate(database);
await purgeDeleted(database.db, new Date());

const log = (line: string) => console.log(line);
const clientAddress = (c: Context) => {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

const app = createApp(
  {
    db: database.db,
    config,
    mailer: config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(database.db, log),
    now: () => new Date(),
    log,
    clientAddress,
    publicOrigin: (c) => process.env.PUBLIC_URL ?? new URL(c.req.url).origin,
  },
  serveSpa(config.staticDir),
);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const where =
    database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  log(`Lectern is listening on http://localhost:${info.port} (${where})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  });
}
