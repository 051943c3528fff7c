// What the soak starts and must stop however it ends: a throwaway PostgreSQL (the tests'
// scripts/postgres-for-tests.sh) and Lectern's app processes, each `node server/main.ts`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Postgres {
  /** The server's URL (its `postgres` database). */
  url: string;
  stop(): void;
}

/** A PostgreSQL server of its own in a temporary folder, on `port` or the next free one. */
export function startPostgres(port: number): Postgres {
  const started = spawnSync('bash', ['scripts/postgres-for-tests.sh'], {
    env: {
      ...process.env,
      TEST_POSTGRES_PORT: String(port),
      // What each statement costs, planning included, for the end of the run to print.
      POSTGRES_OPTIONS:
        '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on',
    },
    encoding: 'utf8',
  });
  const dir = /data in (\S+)\)/.exec(started.stderr)?.[1];
  const url = started.stdout.trim().split('\n').at(-1);
  if (started.status !== 0 || !dir || !url?.startsWith('postgres://'))
    throw new Error(`PostgreSQL did not start: ${started.stderr}`);
  const bin = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .at(-1)!;
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  let stopped = false;
  return {
    url,
    stop() {
      if (stopped) return;
      stopped = true;
      const [command, ...args] = [
        ...asOwner,
        `${bin}/pg_ctl`,
        '-D',
        path.join(dir, 'data'),
        '-m',
        'fast',
        '-w',
        'stop',
      ];
      spawnSync(command, args, { stdio: 'ignore', timeout: 30_000 });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** GET `path` on loopback `port`: its status, or 0 when nothing answered within `ms`. */
export function probe(port: number, pathname: string, ms = 1000): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, agent: false, timeout: ms });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** One app process on a loopback port, restartable. */
export class AppProcess {
  child: ChildProcess | undefined;
  exited: Promise<void> = Promise.resolve();
  starts = 0;
  readonly index: number;
  readonly port: number;
  readonly env: NodeJS.ProcessEnv;
  readonly logFile: string;
  /** The checkout it runs from (another one's server code, to compare): this one by default. */
  readonly cwd: string | undefined;
  constructor(index: number, port: number, env: NodeJS.ProcessEnv, logFile: string, cwd?: string) {
    this.index = index;
    this.port = port;
    this.env = env;
    this.logFile = logFile;
    this.cwd = cwd;
  }

  start() {
    const log = openSync(this.logFile, 'a');
    // SOAK_APP_NODE_ARGS: Node's own flags for the app processes (V8's among them, which
    // NODE_OPTIONS does not take), to try a setting: e.g. `--max-semi-space-size=32`.
    const child = spawn(
      process.execPath,
      [...(process.env.SOAK_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'server/main.ts'],
      {
        env: { ...this.env, PORT: String(this.port) },
        stdio: ['ignore', log, log],
        cwd: this.cwd,
      },
    );
    closeSync(log);
    this.child = child;
    this.starts += 1;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && !this.child.signalCode;
  }

  /** Waits until /readyz answers 200; throws after `ms`. */
  async ready(ms = 60_000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`App ${this.index} exited; see ${this.logFile}`);
      if ((await probe(this.port, '/readyz')) === 200) return;
      await sleep(100);
    }
    throw new Error(`App ${this.index} was not ready within ${ms} ms; see ${this.logFile}`);
  }

  /** Resident memory in MB, from /proc (0 when not running). */
  rssMb(): number {
    if (!this.running) return 0;
    try {
      const status = readFileSync(`/proc/${this.child!.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  }

  signal(signal: NodeJS.Signals) {
    if (this.running) this.child!.kill(signal);
  }

  /** SIGTERM, then SIGKILL after `ms` if it has not exited. */
  async stop(ms = 15_000) {
    if (!this.running) return;
    this.signal('SIGTERM');
    const late = await Promise.race([this.exited.then(() => false), sleep(ms, true)]);
    if (late) {
      this.signal('SIGKILL');
      await this.exited;
    }
  }
}
