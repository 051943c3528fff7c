// `npm run seed` as a command: when it refuses (changing nothing), what it prints, and how it
// and a real server (`node server/main.ts`) keep out of each other's embedded database.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { classes, users } from '../db/schema.ts';
import { readConfig } from '../config.ts';
import { runSeed, signInAt } from './run-seed.ts';
import { DEMO_EMAIL } from './seed.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-seed-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Runs the seed as `npm run seed` would, with only `env` as its environment. */
async function seed(env: NodeJS.ProcessEnv, args: string[] = []) {
  const out: string[] = [];
  const errors: string[] = [];
  const code = await runSeed(args, env, {
    log: (line) => void out.push(line),
    error: (line) => void errors.push(line),
  });
  return { code, out: out.join('\n'), errors };
}

describe('npm run seed refuses a database that may be a school’s', () => {
  it('with DATABASE_URL set: one line, and it never connects', async () => {
    // Nothing listens on port 1: had the seed tried to connect, it would have failed.
    const { code, errors } = await seed({ DATABASE_URL: 'postgres://lectern@127.0.0.1:1/lectern' });
    expect(code).toBe(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/DATABASE_URL is set.*npm run seed -- --yes-production/);
  });

  it('with NODE_ENV=production: the folder is not even created', async () => {
    const dataDir = path.join(folder(), 'data');
    const { code, errors } = await seed({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(code).toBe(2);
    expect(errors[0]).toMatch(/NODE_ENV is production/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('and takes no option but --yes-production', async () => {
    const { code, errors } = await seed({ DATA_DIR: 'memory:' }, ['--yes']);
    expect(code).toBe(2);
    expect(errors[0]).toContain('--yes-production');
  });
});

describe('where npm run seed says to sign in: the server’s address for the same settings', () => {
  const at = (env: NodeJS.ProcessEnv) => signInAt(readConfig(env), env);

  it('with nothing set, npm start’s default, and how to reach a server on another port', () => {
    const where = at({});
    expect(where.address).toBe('http://localhost:3000/login');
    expect(where.note).toMatch(/PORT and PUBLIC_URL unset.*PORT=3001 npm run seed/);
  });

  it('with PORT, that port, named', () => {
    expect(at({ PORT: '3001' })).toEqual({ address: 'http://localhost:3001/login (PORT=3001)' });
  });

  it('with PUBLIC_URL, that address, whatever PORT says (as the server does)', () => {
    expect(at({ PORT: '3001', PUBLIC_URL: 'https://lectern.school.org' })).toEqual({
      address: 'https://lectern.school.org/login (PUBLIC_URL)',
    });
  });

  it('with PORT=0, no made-up port: the server prints the one it chose', () => {
    const where = at({ PORT: '0' });
    expect(where.address).not.toContain(':0');
    expect(where.note).toContain('PORT=0');
  });
});

describe('npm run seed on the embedded database', () => {
  const dataDir = folder();

  it('runs when told --yes-production, past a stale lock, and prints the configured URL', async () => {
    // The lock of a process that has exited (a server killed with SIGKILL).
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const lock = { pid: gone, host: hostname(), role: 'server', since: 'earlier' };
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(lock));
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://lectern.school.org',
    };
    const { code, out } = await seed(env, ['--yes-production']);
    expect(code).toBe(0);
    expect(out).toContain('Sign in at https://lectern.school.org/login (PUBLIC_URL) with');
    expect(out).toContain(`email:    ${DEMO_EMAIL}`);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('run again, leaves one demo teacher with the demo classes; the URL follows PORT', async () => {
    const { code, out } = await seed({ DATA_DIR: dataDir, PORT: '3456' });
    expect(code).toBe(0);
    expect(out).toContain('Sign in at http://localhost:3456/login (PORT=3456) with');
    expect(out).not.toContain('unset');
    const database = await openDatabase({ dataDir });
    try {
      const demo = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
      expect(demo).toHaveLength(1);
      const rows = await database.db
        .select()
        .from(classes)
        .where(eq(classes.teacherId, demo[0]!.id));
      expect(rows).toHaveLength(5);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses while another live process holds the folder, and leaves it as it was', async () => {
    const dir = folder();
    // The process that started this test is alive on this machine.
    const lock = { pid: process.ppid, host: hostname(), role: 'server', since: 'now' };
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(lock));
    const { code, errors } = await seed({ DATA_DIR: dir });
    expect(code).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`is in use by a Lectern server (pid ${process.ppid}`);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });
});

describe('a real server and the seed', () => {
  const dataDir = folder();
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  /** Starts `node server/main.ts`; `until(text)` resolves once its output holds `text`, or it exits. */
  function start(env: NodeJS.ProcessEnv) {
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', STATIC_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let code: number | null = null;
    const changed = new Set<() => void>();
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      for (const notify of changed) notify();
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (exitCode) => {
      code = exitCode;
      for (const notify of changed) notify();
    });
    const until = (text: string) =>
      new Promise<{ output: string; code: number | null }>((resolve) => {
        const check = () => {
          if (!output.includes(text) && code === null && child.exitCode === null) return;
          changed.delete(check);
          resolve({ output, code });
        };
        changed.add(check);
        check();
      });
    return { child, until };
  }

  it('keep out of each other’s way: the seed and a second server refuse while it runs', async () => {
    const first = start({ NODE_ENV: 'production' });
    server = first.child;
    expect((await first.until('"event":"listening"')).code).toBeNull();
    // Production with no SMTP_URL: start says so.
    expect((await first.until('"event":"no_smtp"')).output).toMatch(
      /"level":"warn".*"event":"no_smtp"/,
    );

    const refused = await seed({ DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.errors[0]).toContain(`in use by a Lectern server (pid ${first.child.pid}`);

    const second = await start({}).until('"event":"listening"');
    expect(second.code).toBe(1);
    expect(second.output).toContain('Lectern cannot start: The embedded database');

    // Stopped, the server gives the folder back, and the seed runs.
    const exited = new Promise((done) => first.child.once('exit', done));
    first.child.kill('SIGTERM');
    await exited;
    server = undefined;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    expect((await seed({ DATA_DIR: dataDir })).code).toBe(0);
  }, 180_000);
});
