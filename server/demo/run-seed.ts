import { ConfigError, readConfig, type Config } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { DEMO_EMAIL, seedDemo } from './seed.ts';

/** The flag that lets the seed touch a database that may be a real school's. */
export const YES_PRODUCTION = '--yes-production';

export interface SeedOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Where the demo teacher signs in: the server's own address for these settings (`readConfig`:
 * `PUBLIC_URL`, else `http://localhost:PORT`), saying which setting it comes from. The seed runs
 * while the server is stopped, so it cannot ask the server: a server started with another `PORT`
 * or `PUBLIC_URL` is elsewhere, and the note says how to have its address printed.
 */
export function signInAt(
  config: Pick<Config, 'port' | 'publicUrl'>,
  env: NodeJS.ProcessEnv,
): { address: string; note?: string } {
  if (env.PUBLIC_URL) return { address: `${config.publicUrl}/login (PUBLIC_URL)` };
  if (config.port === 0)
    return {
      address: '/login on the address the server prints when it starts',
      note: 'PORT=0: the server listens on a free port of its choosing.',
    };
  if (env.PORT) return { address: `${config.publicUrl}/login (PORT=${config.port})` };
  return {
    address: `${config.publicUrl}/login`,
    note: `That is npm start's address with PORT and PUBLIC_URL unset; a server started with either is at its own address: give the seed the same setting to have that printed (e.g. PORT=3001 npm run seed).`,
  };
}

/**
 * `npm run seed [-- --yes-production]`: the demo teacher, afresh, on the database `npm start`
 * uses. Returns the exit code. Refuses, changing nothing, when the database may be a real
 * school's (DATABASE_URL set, or NODE_ENV=production) unless given `--yes-production`, and when
 * a server holds the embedded database.
 */
export async function runSeed(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: SeedOutput = console,
  now = new Date(),
): Promise<number> {
  const unknown = args.filter((arg) => arg !== YES_PRODUCTION);
  if (unknown.length > 0) {
    out.error(`The seed knows one option, ${YES_PRODUCTION} (got ${unknown.join(' ')}).`);
    return 2;
  }
  let config;
  try {
    config = readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(`The demo was not seeded: ${error.message}`);
    return 1;
  }
  const why = config.databaseUrl
    ? 'DATABASE_URL is set'
    : env.NODE_ENV === 'production'
      ? 'NODE_ENV is production'
      : undefined;
  if (why && !args.includes(YES_PRODUCTION)) {
    out.error(
      `The demo was not seeded: ${why}, so this may be a school's real database; to replace its demo teacher (${DEMO_EMAIL}) anyway, run: npm run seed -- ${YES_PRODUCTION}`,
    );
    return 2;
  }
  let release: () => void;
  try {
    release = lockDataDir(config, 'seed');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(`The demo was not seeded: ${error.message}`);
    return 1;
  }
  try {
    const database = await openDatabase(config);
    try {
      await migrate(database);
      const demo = await seedDemo(database.db, now);
      out.log(`Demo data ready: ${demo.classes} classes, ${demo.assignments} assignments.`);
      const where = signInAt(config, env);
      out.log(`Sign in at ${where.address} with`);
      out.log(`  email:    ${demo.email}`);
      out.log(`  password: ${demo.password}`);
      if (where.note) out.log(where.note);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  return 0;
}
