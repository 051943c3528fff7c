import { ConfigError, readConfig } from '../config.ts';
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
      out.log(`Sign in at ${config.publicUrl}/login with`);
      out.log(`  email:    ${demo.email}`);
      out.log(`  password: ${demo.password}`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  return 0;
}
