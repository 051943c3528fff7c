/**
 * `npm run soak`: Lectern under a school's load, on this machine, measured from outside
 * (issue 21; not part of `npm test`). A throwaway PostgreSQL filled with a school
 * (scripts/school-data.ts: 60 teachers, ~10,900 students, ~394k work rows), two app processes
 * (`node server/main.ts` on loopback ports, TRUST_PROXY=127.0.0.1) behind a round-robin stand-in
 * for the proxy (scripts/soak/proxy.ts), and an evenly paced mixed load over 20 teachers'
 * sessions, each from its own forwarded address (scripts/soak/operations.ts). Every window (a
 * minute, or a step) it prints requests, non-2xx by code, dropped, p50/p95/p99, each process's
 * memory and the database's connections; at the end it checks in SQL that every acknowledged
 * write is there and that nothing of the 40 teachers not under load changed, and prints the
 * database's time by statement (pg_stat_statements, loaded in the throwaway server).
 *
 *   npm run soak                          10 minutes at 200 requests/s
 *   npm run soak -- --minutes 2 --rate 50
 *   npm run soak -- --step                from --rate (20) up by --step-by (20) every
 *                                         --step-seconds (30) until p95 > 250 ms or an error;
 *                                         then 3× the last good rate, to see the overload
 *   npm run soak -- --kill                SIGKILL one process halfway, and start it again
 *   npm run soak -- --rolling             SIGTERM each process in turn a third of the way in,
 *                                         each started again before the next
 *   npm run soak -- --sequential          one request at a time: the largest teacher's every
 *                                         GET and write --requests (200) times, then the demo
 *                                         teacher's in the school taking turns with the demo
 *                                         teacher's alone (scripts/soak/sequential.ts);
 *                                         --only <regex>: only the endpoints it matches;
 *                                         --compare <dir>: the largest teacher's requests take
 *                                         turns with another checkout's server (before / after)
 *
 * Loopback only; bounded in time (--minutes ≤ 60, plus setup) and requests (--max-requests);
 * it stops everything it started (apps, PostgreSQL, its temporary folder) however it ends. The
 * app logs are kept in test-results/soak/, the figures in test-results/soak/<mode>.json.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { AppProcess, startPostgres } from './soak/cluster.ts';
import { Ledger, nextOperation, type MixContext, type Teacher } from './soak/operations.ts';
import { RoundRobin, type Sent } from './soak/proxy.ts';
import { runSequential } from './soak/sequential.ts';
import {
  percentile,
  printHeader,
  printReport,
  Window,
  type Outcome,
  type WindowReport,
} from './soak/stats.ts';
import { digest, verifyWrites } from './soak/verify.ts';
import { newSchool, SCHOOL_PASSWORD, TEACHERS, teacherEmail, teacherId } from './school-data.ts';
import { spawnSync } from 'node:child_process';

const { values: flags } = parseArgs({
  options: {
    step: { type: 'boolean', default: false },
    kill: { type: 'boolean', default: false },
    rolling: { type: 'boolean', default: false },
    sequential: { type: 'boolean', default: false },
    requests: { type: 'string', default: '200' },
    only: { type: 'string' },
    compare: { type: 'string' },
    minutes: { type: 'string' },
    rate: { type: 'string' },
    'step-by': { type: 'string', default: '20' },
    'step-seconds': { type: 'string', default: '30' },
    'max-rate': { type: 'string', default: '1000' },
    'window-seconds': { type: 'string', default: '60' },
    teachers: { type: 'string', default: '20' },
    port: { type: 'string', default: '4310' },
    'pg-port': { type: 'string', default: '55432' },
    'static-dir': { type: 'string' },
    'max-requests': { type: 'string', default: '500000' },
  },
});

const mode = flags.sequential
  ? 'sequential'
  : flags.step
    ? 'step'
    : flags.kill
      ? 'kill'
      : flags.rolling
        ? 'rolling'
        : 'soak';
const minutes = Number(flags.minutes ?? (flags.step ? 6 : 10));
const rate = Number(flags.rate ?? (flags.step ? 20 : 200));
const loaded = Number(flags.teachers);
const maxRequests = Number(flags['max-requests']);
if (
  !(minutes > 0 && minutes <= 60) ||
  !(rate > 0 && rate <= 2000) ||
  !(loaded >= 1 && loaded < TEACHERS) ||
  !(Number(flags.requests) >= 1 && Number(flags.requests) <= 10_000) ||
  [flags.kill, flags.rolling, flags.step, flags.sequential].filter(Boolean).length > 1
)
  throw new Error(
    'Usage: npm run soak -- [--step | --kill | --rolling | --sequential [--requests N] [--only <regex>] [--compare <dir>]] [--minutes 1-60] [--rate 1-2000]',
  );

const P95_LIMIT_MS = 250;
/** Requests the generator keeps open at most; beyond, a request counts as dropped unsent. */
const CLIENT_IN_FLIGHT = 4000;
const PUBLIC_HOST = 'lectern.soak.test';

// ---------------------------------------------------------------------------------------------
// Everything started is stopped on the way out, in reverse order, whatever the way out is.
const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('soak: clean-up step failed:', error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    console.error(`soak: ${signal}, stopping everything it started`);
    void cleanUp().finally(() => process.exit(130));
  });
const hardStop = setTimeout(
  () => {
    console.error('soak: over its time limit, stopping');
    void cleanUp().finally(() => process.exit(3));
  },
  (minutes + 15) * 60_000,
);

async function freePorts(from: number, count: number): Promise<number[]> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  const ports: number[] = [];
  for (let port = from; ports.length < count && port < from + 200; port += 1)
    if (await free(port)) ports.push(port);
  return ports;
}

/** The built app, copied so that a build running beside the soak cannot change it under it. */
function staticDir(tmp: string): string {
  const target = path.join(tmp, 'dist');
  if (flags['static-dir']) return path.resolve(flags['static-dir']);
  if (existsSync('dist/server/render.js')) {
    cpSync('dist', target, { recursive: true });
    return target;
  }
  console.log('--- building the app into the soak folder (no dist/ with its renderer here)');
  const built = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--logLevel', 'warn', '--outDir', target],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('The build failed');
  return target;
}

async function signIn(proxy: RoundRobin, n: number): Promise<string> {
  const sent = await proxy.send({
    method: 'POST',
    path: '/api/auth/sign-in',
    headers: {
      host: PUBLIC_HOST,
      origin: `http://${PUBLIC_HOST}`,
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${n}`,
    },
    body: JSON.stringify({ email: teacherEmail(n), password: SCHOOL_PASSWORD }),
  });
  if (sent.status !== 200) throw new Error(`Teacher ${n} could not sign in: ${sent.status}`);
  const cookies = sent.answer!.headers['set-cookie'] ?? [];
  return cookies.map((line) => line.split(';')[0]).join('; ');
}

/** The loaded teachers' live classes, rosters and assignments, from the database. */
async function teachersOf(client: pg.Client, proxy: RoundRobin): Promise<Teacher[]> {
  const teachers: Teacher[] = [];
  for (let n = 1; n <= loaded; n += 1) {
    const id = teacherId(n);
    const { rows: classes } = await client.query<{ id: string; students: string[] }>(
      `SELECT c.id::text, coalesce(array_agg(s.id::text) FILTER (WHERE s.id IS NOT NULL), '{}') AS students
       FROM classes c LEFT JOIN students s ON s.class_id = c.id AND s.deleted_at IS NULL
       WHERE c.teacher_id = $1 AND c.deleted_at IS NULL GROUP BY c.id`,
      [id],
    );
    const { rows: assignments } = await client.query<{
      id: string;
      class_id: string;
      max_points: number;
    }>(
      `SELECT a.id::text, a.class_id::text, a.max_points FROM assignments a
       JOIN classes c ON c.id = a.class_id AND c.deleted_at IS NULL
       WHERE a.teacher_id = $1 AND a.deleted_at IS NULL`,
      [id],
    );
    teachers.push({
      n,
      id,
      address: `198.51.100.${n}`,
      cookie: await signIn(proxy, n),
      classes,
      assignments: assignments.map((a) => ({
        id: a.id,
        classId: a.class_id,
        maxPoints: a.max_points,
      })),
      added: [],
      busy: new Set(),
    });
  }
  return teachers;
}

/** Each process's RSS in the second window and the last, and the growth between (%). */
function memory(reports: WindowReport[]) {
  const second = reports[1]?.rssMb;
  const last = reports.at(-1)?.rssMb;
  if (!second || !last || reports.length < 3) return undefined;
  return {
    second: second.map(Math.round),
    last: last.map(Math.round),
    growthPercent: last.map((mb, i) => Math.round((mb / second[i]! - 1) * 1000) / 10),
  };
}

interface Timed extends Outcome {
  at: number;
}

/**
 * Each second of the run (by when the answer came): requests, p50 / p95 / slowest ms and the
 * 503s, per process: where a stall or a burst of refusals began, for reading against the app
 * logs (in the JSON, not printed).
 */
function perSecond(all: Timed[]) {
  const seconds = new Map<number, Timed[]>();
  for (const o of all) {
    const s = Math.floor(o.at / 1000);
    let list = seconds.get(s);
    if (!list) seconds.set(s, (list = []));
    list.push(o);
  }
  return [...seconds].map(([second, list]) => {
    const ms = list.map((o) => o.ms).sort((a, b) => a - b);
    const at = (p: number) => Math.round(percentile(ms, p));
    return {
      second,
      requests: list.length,
      p50: at(50),
      p95: at(95),
      slowest: at(100),
      busy: [0, 1].map((u) => list.filter((o) => o.status === 503 && o.upstream === u).length),
      slowestOf: [...list]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map((o) => `${o.name ?? '?'} ${Math.round(o.ms)}`),
    };
  });
}

/** The paced load: requests fired on schedule, outcomes into the current window. */
class Load {
  window = new Window('start', 0);
  reports: WindowReport[] = [];
  timeline: Timed[] = [];
  inFlight = 0;
  sent = 0;
  skipped = 0;
  generatorErrors = 0;
  readonly t0 = performance.now();
  readonly stalls = monitorEventLoopDelay({ resolution: 10 });
  readonly proxy: RoundRobin;
  readonly ctx: MixContext;
  readonly teachers: Teacher[];
  constructor(proxy: RoundRobin, ctx: MixContext, teachers: Teacher[]) {
    this.proxy = proxy;
    this.ctx = ctx;
    this.teachers = teachers;
    this.stalls.enable();
  }

  private record(outcome: Outcome) {
    this.window.outcomes.push(outcome);
    this.timeline.push({ ...outcome, at: performance.now() - this.t0 });
  }

  fire(scheduledAt: number) {
    if (this.sent >= maxRequests) return;
    this.sent += 1;
    const started = performance.now();
    this.window.late.push(started - scheduledAt);
    if (this.inFlight >= CLIENT_IN_FLIGHT) {
      this.record({ status: 0, ms: 0, upstream: -1, kind: 'dropped', retried: 0, write: false });
      return;
    }
    const op = nextOperation(this.ctx, this.teachers);
    this.inFlight += 1;
    void this.proxy.send(op.call).then(
      (sent: Sent) => {
        this.inFlight -= 1;
        try {
          op.settle?.(sent);
        } catch (error) {
          console.error(`soak: ${op.name}: could not read the answer:`, error);
        }
        this.record({
          name: op.name,
          status: sent.status,
          ms: performance.now() - started,
          upstream: sent.upstream,
          kind: sent.kind,
          retried: sent.retried,
          write: op.write,
        });
      },
      (error: unknown) => {
        // A request the generator could not even make: its own bug, not the server's answer.
        this.inFlight -= 1;
        this.generatorErrors += 1;
        if (this.generatorErrors <= 3) console.error(`soak: ${op.name}: not sent:`, error);
      },
    );
  }

  /** Fires at `rateOf()` per second, evenly, for `ms`; a schedule more than 1 s behind is cut. */
  async paced(rateOf: () => number, ms: number) {
    const start = performance.now();
    let next = start;
    while (performance.now() - start < ms && this.sent < maxRequests) {
      const now = performance.now();
      if (now - next > 1000) {
        const behind = Math.floor(((now - next) / 1000) * rateOf());
        this.skipped += behind;
        this.window.skipped += behind;
        next = now;
      }
      while (next <= now) {
        this.fire(next);
        next += 1000 / rateOf();
      }
      await sleep(Math.max(1, Math.min(5, next - performance.now())));
    }
  }

  async settle(ms = 15_000) {
    for (let waited = 0; this.inFlight > 0 && waited < ms; waited += 50) await sleep(50);
  }

  async closeWindow(label: string, rate: number, apps: AppProcess[], client: pg.Client) {
    const window = this.window;
    this.window = new Window(label, rate);
    window.stallMs = this.stalls.max / 1e6;
    this.stalls.reset();
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    const report = window.report(
      apps.map((a) => a.rssMb()),
      rows[0]!.n,
    );
    // The window the clock opened just as the run ended has nothing in it.
    if (report.requests > 0 || report.skipped > 0) {
      this.reports.push(report);
      printReport(report);
    }
    return report;
  }
}

/** Runs `load` at `rate` for `ms`, printing a window every --window-seconds. */
async function steady(
  load: Load,
  rateNow: number,
  ms: number,
  apps: AppProcess[],
  client: pg.Client,
  events?: (elapsed: number) => Promise<void>,
) {
  const windowMs = Number(flags['window-seconds']) * 1000;
  const started = performance.now();
  const seconds = windowMs / 1000;
  const name = (k: number) =>
    seconds === 60 ? `minute ${k}` : `${(k - 1) * seconds}-${k * seconds} s`;
  let k = 1;
  load.window = new Window(name(k), rateNow);
  const ticker = setInterval(() => {
    k += 1;
    void load.closeWindow(name(k), rateNow, apps, client);
  }, windowMs);
  try {
    await Promise.all([load.paced(() => rateNow, ms), events?.(performance.now() - started)]);
  } finally {
    clearInterval(ticker);
  }
  await load.settle();
  await load.closeWindow('end', rateNow, apps, client);
}

/** The step test: up until p95 or errors give way, then three times the last good rate. */
async function stepTest(load: Load, apps: AppProcess[], client: pg.Client) {
  const stepMs = Number(flags['step-seconds']) * 1000;
  const budget = minutes * 60_000;
  const started = performance.now();
  let current = rate;
  let capacity = 0;
  load.window = new Window(`${current}/s`, current);
  for (;;) {
    await load.paced(() => current, stepMs);
    const report = await load.closeWindow(`${current}/s`, current, apps, client);
    const errors =
      Object.entries(report.nonOk).filter(([code]) => Number(code) >= 500).length + report.dropped;
    if (report.p95 > P95_LIMIT_MS || errors > 0) break;
    capacity = current;
    current += Number(flags['step-by']);
    load.window = new Window(`${current}/s`, current);
    if (current > Number(flags['max-rate']) || performance.now() - started + 2 * stepMs > budget)
      break;
  }
  await load.settle();
  const overload = Math.max(capacity, rate) * 3;
  console.log(
    `--- capacity: ${capacity} requests/s (p95 ≤ ${P95_LIMIT_MS} ms, no error); now ${overload}/s for ${stepMs / 1000} s`,
  );
  load.window = new Window(`3× ${overload}/s`, overload);
  await load.paced(() => overload, stepMs);
  await load.settle();
  const report = await load.closeWindow('after', overload, apps, client);
  return { capacity, overload, report: load.reports.at(-2) ?? report };
}

/** When a process stopped, and when it answered again; the errors in between, by process. */
function around(load: Load, fromMs: number, toMs: number) {
  const slice = load.timeline.filter((o) => o.at >= fromMs && o.at <= toMs + 10_000);
  const errors = slice.filter((o) => o.kind !== 'answered' || o.status >= 500);
  const byProcess: Record<string, number> = {};
  for (const o of errors) byProcess[o.upstream] = (byProcess[o.upstream] ?? 0) + 1;
  const codes: Record<string, number> = {};
  for (const o of errors)
    codes[o.kind === 'dropped' ? 'dropped' : o.status] =
      (codes[o.kind === 'dropped' ? 'dropped' : o.status] ?? 0) + 1;
  const last = errors.at(-1);
  return {
    errors: errors.length,
    codes,
    byProcess,
    retriedOnOther: slice.filter((o) => o.retried > 0).length,
    lastErrorAfterMs: last ? Math.round(last.at - fromMs) : 0,
  };
}

/**
 * pg_stat_statements over the soak's database: `reset` before the load (true when it is there),
 * `read` after it: each statement's calls, mean execution and planning time, and its share of
 * the database's time, most first. Empty when the server has no pg_stat_statements.
 */
async function statementCosts(client: pg.Client, step: 'reset'): Promise<boolean>;
async function statementCosts(
  client: pg.Client,
  step: 'read',
): Promise<
  { calls: number; execMs: number; planMs: number; sharePercent: number; query: string }[]
>;
async function statementCosts(client: pg.Client, step: 'reset' | 'read') {
  try {
    if (step === 'reset') {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await client.query('SELECT pg_stat_statements_reset()');
      return true;
    }
    const { rows } = await client.query<{
      calls: string;
      exec: number;
      plan: number;
      total: number;
      query: string;
    }>(
      `SELECT calls, total_exec_time AS exec, total_plan_time AS plan,
              total_exec_time + total_plan_time AS total, query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       ORDER BY total DESC`,
    );
    const all = rows.reduce((sum, r) => sum + r.total, 0) || 1;
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return rows.slice(0, 20).map((r) => ({
      calls: Number(r.calls),
      execMs: round(r.exec / Number(r.calls)),
      planMs: round(r.plan / Number(r.calls)),
      sharePercent: Math.round((r.total / all) * 1000) / 10,
      query: r.query.replace(/\s+/g, ' '),
    }));
  } catch {
    return step === 'reset' ? false : [];
  }
}

/** An app process's environment: production, on `databaseUrl`, behind the loopback proxy. */
function appEnv(databaseUrl: string, dist: string, tmp: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'PORT', 'PUBLIC_URL', 'TRUST_PROXY'])
    delete env[name];
  return Object.assign(env, {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://${PUBLIC_HOST}`,
    // The load generator stands where the proxy would, on loopback: its X-Forwarded-For entry
    // (one address per teacher) is believed, as Caddy's would be (ADR 015).
    TRUST_PROXY: '127.0.0.1',
    STATIC_DIR: dist,
    NODE_ENV: 'production',
    DATA_DIR: path.join(tmp, 'data'),
    // SOAK_APP_NODE_OPTIONS, e.g. `--cpu-prof --cpu-prof-dir=…`: where an app process spends
    // its time (the profile is written when it exits).
    ...(process.env.SOAK_APP_NODE_OPTIONS && { NODE_OPTIONS: process.env.SOAK_APP_NODE_OPTIONS }),
  });
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'lectern-soak-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  const results = path.resolve('test-results/soak');
  mkdirSync(results, { recursive: true });
  console.log(
    `--- soak (${mode}): ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (mode === 'sequential') {
    const dist = staticDir(tmp);
    const { code, summary } = await runSequential({
      pgPort: Number(flags['pg-port']),
      ports: await freePorts(Number(flags.port), 3),
      requests: Number(flags.requests),
      only: flags.only === undefined ? undefined : new RegExp(flags.only),
      compare: flags.compare === undefined ? undefined : path.resolve(flags.compare),
      results,
      appEnv: (databaseUrl) => appEnv(databaseUrl, dist, tmp),
      cleanups,
    });
    const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model };
    writeFileSync(
      path.join(results, 'sequential.json'),
      JSON.stringify({ mode, machine, ...(summary as object) }, null, 2),
    );
    console.log(
      `--- figures in ${path.relative(process.cwd(), path.join(results, 'sequential.json'))}`,
    );
    return code;
  }

  const postgres = startPostgres(Number(flags['pg-port']));
  cleanups.push(() => postgres.stop());
  const filling = performance.now();
  const databaseUrl = await newSchool(postgres.url, 'lectern_soak');
  console.log(`--- school filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  const dist = staticDir(tmp);

  const ports = await freePorts(Number(flags.port), 2);
  const env = appEnv(databaseUrl, dist, tmp);
  const apps = ports.map(
    (port, i) => new AppProcess(i, port, env, path.join(results, `${mode}-app-${i}.log`)),
  );
  for (const app of apps) rmSync(app.logFile, { force: true });
  cleanups.push(() => Promise.all(apps.map((a) => a.stop())));
  for (const app of apps) app.start();
  await Promise.all(apps.map((a) => a.ready()));
  console.log(
    `--- two app processes on ${ports.join(' and ')}, PostgreSQL at ${new URL(databaseUrl).host}`,
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  const proxy = new RoundRobin(ports);
  cleanups.push(() => proxy.close());
  const ledger = new Ledger();
  const ctx: MixContext = { host: PUBLIC_HOST, origin: `http://${PUBLIC_HOST}`, ledger };
  const teachers = await teachersOf(client, proxy);
  const page = await proxy.send({
    method: 'GET',
    path: '/admin/dashboard',
    headers: {
      host: PUBLIC_HOST,
      cookie: teachers[0]!.cookie,
      'x-forwarded-for': teachers[0]!.address,
    },
  });
  const rendered = page.answer?.body.toString('utf8').includes('lectern-page-data') ?? false;
  if (!rendered)
    console.log('--- note: /admin/dashboard came back as the shell (the build has no renderer)');

  const others = Array.from({ length: TEACHERS - loaded }, (_, i) => teacherId(loaded + 1 + i));
  const before = await digest(client, others);
  const tracked = await statementCosts(client, 'reset');

  const load = new Load(proxy, ctx, teachers);
  printHeader();
  const started = Date.now();
  const events: Record<string, unknown>[] = [];
  let step: Awaited<ReturnType<typeof stepTest>> | undefined;
  const ms = minutes * 60_000;
  if (mode === 'step') {
    step = await stepTest(load, apps, client);
    const over = load.reports.find((r) => r.label.startsWith('3×'));
    if (over && step.capacity > 0) {
      const okPerSecond = over.ok / over.seconds;
      console.log(
        `--- overload ${step.overload}/s: ${okPerSecond.toFixed(1)} answered 2xx a second (${Math.round((okPerSecond / step.capacity) * 100)} % of the capacity); ${over.nonOk['503'] ?? 0} × 503, p95 ${over.busyP95} ms, slowest ${over.busyMax} ms, ${over.busyOver1s} over 1 s`,
      );
    }
  } else
    await steady(load, rate, ms, apps, client, async () => {
      if (mode === 'kill') {
        await sleep(ms / 2);
        const app = apps[0]!;
        const at = performance.now() - load.t0;
        app.signal('SIGKILL');
        await app.exited;
        app.start();
        await app.ready();
        const back = performance.now() - load.t0;
        events.push({
          event: 'SIGKILL',
          process: 0,
          at: Math.round(at),
          answeredAgainAfterMs: Math.round(back - at),
        });
        console.log(`--- SIGKILL process 0; ready again after ${Math.round(back - at)} ms`);
      }
      if (mode === 'rolling') {
        await sleep(ms / 3);
        for (const app of apps) {
          const at = performance.now() - load.t0;
          app.signal('SIGTERM');
          await app.exited;
          const down = performance.now() - load.t0;
          app.start();
          await app.ready();
          const back = performance.now() - load.t0;
          events.push({
            event: 'SIGTERM',
            process: app.index,
            at: Math.round(at),
            drainedMs: Math.round(down - at),
            readyAgainAfterMs: Math.round(back - at),
          });
          console.log(
            `--- SIGTERM process ${app.index}: drained and exited in ${Math.round(down - at)} ms, ready again after ${Math.round(back - at)} ms`,
          );
          await sleep(5_000);
        }
      }
    });
  await load.settle();

  for (const e of events)
    Object.assign(
      e,
      around(
        load,
        e.at as number,
        (e.at as number) + ((e.answeredAgainAfterMs ?? e.readyAgainAfterMs) as number),
      ),
    );
  const costs = await statementCosts(client, 'read');
  const after = await digest(client, others);
  const verdict = await verifyWrites(client, ledger);
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  const logLines = apps.flatMap((a) =>
    existsSync(a.logFile) ? readFileSync(a.logFile, 'utf8').split('\n') : [],
  );
  const serverErrors = logLines.filter((l) => l.includes('"server_error"'));
  const all = load.timeline;
  const fiveHundreds = all.filter((o) => o.status === 500).length;
  const summary = {
    mode,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg() },
    minutes: (Date.now() - started) / 60_000,
    rate,
    requests: all.length,
    status: Object.fromEntries(
      [...new Set(all.map((o) => (o.kind === 'dropped' ? 'dropped' : String(o.status))))].map(
        (k) => [
          k,
          all.filter((o) => (o.kind === 'dropped' ? 'dropped' : String(o.status)) === k).length,
        ],
      ),
    ),
    fiveHundreds,
    behindScheduleSkipped: load.skipped,
    generatorErrors: load.generatorErrors,
    serverRenderedDashboard: rendered,
    writes: {
      acknowledged: ledger.acknowledged,
      unknownOutcome: ledger.unknown,
      rowsChecked: verdict.checked,
      missing: verdict.missing.length,
    },
    untouchedTeachers: { teachers: others.length, changedTables: changed },
    serverErrorLogLines: serverErrors.length,
    memory: memory(load.reports),
    events,
    statements: costs,
    step: step && { capacity: step.capacity, overload: step.overload },
    windows: load.reports,
    perSecond: perSecond(all),
  };
  writeFileSync(path.join(results, `${mode}.json`), JSON.stringify(summary, null, 2));
  console.log(
    `--- ${all.length} requests: ${JSON.stringify(summary.status)}; 500s: ${fiveHundreds}; skipped behind schedule: ${load.skipped}; not sent (generator errors): ${load.generatorErrors}`,
  );
  for (const e of events) console.log(`--- ${JSON.stringify(e)}`);
  console.log(
    `--- writes: ${ledger.acknowledged} acknowledged (${verdict.checked} rows checked), ${verdict.missing.length} missing; ${ledger.unknown} unacknowledged (a 5xx or no answer: either outcome allowed)`,
  );
  for (const line of verdict.missing.slice(0, 10)) console.log(`    missing: ${line}`);
  console.log(
    `--- the ${others.length} teachers not under load: ${changed.length === 0 ? 'unchanged' : `CHANGED in ${changed.join(', ')}`}`,
  );
  console.log(`--- server_error lines in the app logs: ${serverErrors.length}`);
  if (summary.memory)
    console.log(
      `--- memory (MB): window 2 ${summary.memory.second.join(' / ')}, last ${summary.memory.last.join(' / ')} (${summary.memory.growthPercent.join(' / ')} %)`,
    );
  for (const line of serverErrors.slice(0, 5)) console.log(`    ${line.slice(0, 300)}`);
  if (tracked && costs.length > 0) {
    console.log(
      "--- the database's time during the load, by statement (pg_stat_statements, planning included):",
    );
    console.log('  share  calls   exec ms/call  plan ms/call  statement');
    for (const c of costs.slice(0, 8))
      console.log(
        `  ${`${c.sharePercent}%`.padStart(5)}  ${String(c.calls).padStart(6)}  ${String(c.execMs).padStart(12)}  ${String(c.planMs).padStart(12)}  ${c.query.slice(0, 110)}`,
      );
  }
  console.log(`--- figures in ${path.relative(process.cwd(), path.join(results, `${mode}.json`))}`);
  return verdict.missing.length === 0 && changed.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error('soak:', error);
} finally {
  clearTimeout(hardStop);
  await cleanUp();
}
process.exit(code);
