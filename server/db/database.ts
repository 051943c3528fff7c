import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs SQL text (several statements allowed); used for migrations. */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  kind: 'embedded' | 'postgres';
}

/**
 * PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite (real PostgreSQL in
 * WebAssembly) in `dataDir`, or in memory for `memory:`. Both speak the same SQL.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      close: () => pool.end(),
      kind: 'postgres',
    };
  }
  const client =
    options.dataDir === 'memory:' ? await PGlite.create() : await PGlite.create(options.dataDir);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
    kind: 'embedded',
  };
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies the SQL files in ./migrations that have not run yet, in name order, each in its own
 * transaction. An advisory lock keeps several app processes from migrating at once. Returns
 * the names of all migrations, now applied.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
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
