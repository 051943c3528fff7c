import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { guardPglite, guardPool } from './request-scope.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs SQL text (several statements allowed); used for migrations. */
  exec(sqlText: string): Promise<void>;
  /**
   * Opens every connection the process may use, before it takes requests: opening one (and
   * its first statements) under load made the first seconds of a start queue (ADR 031).
   */
  warm(): Promise<void>;
  close(): Promise<void>;
  kind: 'embedded' | 'postgres';
}

/**
 * Settings of the app's PostgreSQL connections, sent when each connects: no JIT compilation
 * (ADR 030). The app's queries read one teacher's rows in milliseconds; compiling them costs
 * more than it saves, and an estimate over jit_above_cost would compile on every call.
 * PGOPTIONS adds to these (and wins); an `options` in DATABASE_URL replaces them.
 */
export const APP_OPTIONS = ['-c jit=off', process.env.PGOPTIONS].filter(Boolean).join(' ');

/**
 * PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite (real PostgreSQL in
 * WebAssembly) in `dataDir`, or in memory for `memory:`. Both speak the same SQL.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL connections at most (pg's default, 10, when not given). */
  databasePoolSize?: number;
  /** How long a query waits for a free connection (without bound when not given). */
  databaseWaitMs?: number;
  /**
   * For `memory:`: start from this copy of a data directory (PGlite's `dumpDataDir`) instead of
   * an empty one. The tests start every database from one that is migrated already.
   */
  copyOf?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const max = options.databasePoolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      options: APP_OPTIONS,
      max,
      // Connections are kept, not closed after 10 s idle (pg's default): each one's prepared
      // statements go with it, and a quiet minute would make the next busy one reconnect.
      min: max,
      connectionTimeoutMillis: options.databaseWaitMs ?? 0,
    });
    // A connection that fails while idle (the server restarted) is dropped and replaced; without
    // a listener its 'error' event would end the process.
    pool.on('error', () => undefined);
    guardPool(pool);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      warm: async () => {
        // Each holds its connection until all have one: `max` connections open at once. Best
        // effort: one that cannot open now (a slow start) opens on the first request instead.
        const clients = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
        await Promise.allSettled(
          clients.map(async (client) => {
            if (client.status !== 'fulfilled') return;
            try {
              await client.value.query('SELECT 1');
            } finally {
              client.value.release();
            }
          }),
        );
      },
      close: () => pool.end(),
      kind: 'postgres',
    };
  }
  const client =
    options.dataDir === 'memory:'
      ? await PGlite.create(options.copyOf ? { loadDataDir: options.copyOf } : {})
      : await PGlite.create(options.dataDir);
  guardPglite(client);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    warm: () => Promise.resolve(),
    close: () => client.close(),
    kind: 'embedded',
  };
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** The migrations' file names (in MIGRATIONS_DIR), in the order they are applied. */
export async function migrationNames(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * Applies the SQL files in ./migrations that have not run yet, in name order, each in its own
 * transaction. An advisory lock keeps several app processes from migrating at once. Returns
 * the names of all migrations, now applied.
 */
export async function migrate(database: Pick<Database, 'exec'>): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const name of await migrationNames()) {
    const sqlText = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
    const quoted = name.replaceAll("'", "''");
    // The whole check-and-apply is one transaction under a lock, so a second process waits and
    // then sees the migration as done.
    await database.exec(`BEGIN;
SELECT pg_advisory_xact_lock(7342001);
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
    EXECUTE ${dollarQuote(sqlText)};
    INSERT INTO schema_migrations (name) VALUES ('${quoted}');
  END IF;
END $$;
COMMIT;`);
    applied.push(name);
  }
  return applied;
}

/** Quotes SQL text as a PostgreSQL dollar-quoted string that cannot clash with its content. */
function dollarQuote(text: string): string {
  let tag = 'mig';
  while (text.includes(`$${tag}$`)) tag += 'x';
  return `$${tag}$${text}$${tag}$`;
}
