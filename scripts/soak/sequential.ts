// `npm run soak -- --sequential`: issue 21's first target, one request at a time. One app
// process on a school-sized PostgreSQL with the demo teacher seeded into it: the school's
// largest teacher (the most work rows) and the demo teacher each ask every GET endpoint and
// every write `requests` times in a row, warm; the demo teacher's requests take turns with the
// same requests of the demo teacher alone, on a second app process and a database with only
// the demo seed. Prints p50 / p95 / max per endpoint, the targets (p95: summary
// ≤ 50 ms, attention ≤ 25, the needs-attention list ≤ 40, the markbook's data ≤ 50 for a
// typical class and for the largest (issue 22 item 11), every other GET and every write ≤ 20;
// the demo teacher in the school within 2× of alone) and the load average around each.
// With `compare` (another checkout's folder, e.g. the commit before a change, with its own
// node_modules), the largest teacher's requests take turns between this checkout's server and
// that one's on the same database, so that a before and after share the machine's load.
import { Agent, request, type OutgoingHttpHeaders } from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { migrate, openDatabase } from '../../server/db/database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/demo/seed.ts';
import { newSchool, SCHOOL_PASSWORD } from '../school-data.ts';
import { AppProcess, startPostgres } from './cluster.ts';
import { json, type Answer } from './proxy.ts';

const HOST = 'lectern.soak.test';
const ORIGIN = `http://${HOST}`;

/** p95 limits (ms) of issue 21 item 4; every endpoint not named here has `other`. */
export const LIMITS: Record<string, number> = {
  summary: 50,
  attention: 25,
  'needs attention': 40,
  // Issue 22 item 11: the markbook's data at school scale.
  markbook: 50,
  'markbook, largest class': 50,
};
const OTHER_LIMIT = 20;
const DEMO_RATIO = 2;

interface Options {
  pgPort: number;
  /** Free loopback ports: the school's app process, the demo-alone one, the compared one. */
  ports: number[];
  /** Another checkout whose server the largest teacher's requests take turns with. */
  compare?: string | undefined;
  requests: number;
  /** Only the endpoints (GETs and writes) whose name this matches, when given. */
  only?: RegExp | undefined;
  results: string;
  /** The environment of an app process on `databaseUrl`. */
  appEnv: (databaseUrl: string) => NodeJS.ProcessEnv;
  cleanups: (() => unknown)[];
}

interface Figures {
  p50: number;
  p95: number;
  max: number;
  failed: number;
}

interface Run {
  scenario: string;
  teacher: string;
  loadBefore: number[];
  loadAfter: number[];
  endpoints: Record<string, Figures>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/** One keep-alive connection to one app process, one request at a time. */
class Client {
  cookie = '';
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private readonly port: number;
  private readonly address: string;
  constructor(port: number, address: string) {
    this.port = port;
    this.address = address;
  }

  close() {
    this.agent.destroy();
  }

  send(method: string, path: string, body?: unknown, html = false): Promise<Answer> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: OutgoingHttpHeaders = {
      host: HOST,
      cookie: this.cookie,
      'x-forwarded-for': this.address,
      'accept-encoding': 'gzip, br',
      accept: html ? 'text/html' : 'application/json',
      ...(method !== 'GET' && { origin: ORIGIN }),
      ...(text !== undefined && {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      }),
    };
    return new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
      req.on('error', reject);
      req.end(text);
    });
  }

  async signIn(email: string, password: string) {
    const answer = await this.send('POST', '/api/auth/sign-in', { email, password });
    if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
    this.cookie = (answer.headers['set-cookie'] ?? []).map((l) => l.split(';')[0]).join('; ');
  }
}

/**
 * A teacher's largest live class, a past assignment of it with work, its students, a small
 * class; and for the markbook, the teacher's class with the most work rows and the one nearest
 * the median of the whole database's live classes (a typical class).
 */
async function rowsOf(client: pg.Client, email: string) {
  const { rows: teacher } = await client.query<{ id: string }>(
    'SELECT id::text FROM users WHERE email = $1',
    [email],
  );
  const id = teacher[0]!.id;
  const { rows: classes } = await client.query<{ id: string; n: number }>(
    `SELECT c.id::text, count(s.id)::int AS n FROM classes c
     JOIN students s ON s.class_id = c.id AND s.deleted_at IS NULL
     WHERE c.teacher_id = $1 AND c.deleted_at IS NULL GROUP BY c.id ORDER BY n DESC, c.id`,
    [id],
  );
  const big = classes[0]!.id;
  const { rows: assignment } = await client.query<{ id: string; max_points: number }>(
    `SELECT a.id::text, a.max_points FROM assignments a
     WHERE a.class_id = $1 AND a.deleted_at IS NULL AND a.due_date < current_date
     ORDER BY a.due_date DESC, a.id LIMIT 1`,
    [big],
  );
  const { rows: students } = await client.query<{ id: string }>(
    `SELECT id::text FROM students WHERE class_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [big],
  );
  const workOfClasses = `SELECT c.id::text, c.teacher_id, count(w.assignment_id)::int AS n
     FROM classes c
     LEFT JOIN assignments a ON a.class_id = c.id AND a.deleted_at IS NULL
     LEFT JOIN work w ON w.assignment_id = a.id
     WHERE c.deleted_at IS NULL GROUP BY c.id`;
  const { rows: median } = await client.query<{ n: number }>(
    `SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) AS n FROM (${workOfClasses}) x`,
  );
  const { rows: byWork } = await client.query<{ id: string; n: number }>(
    `SELECT id, n FROM (${workOfClasses}) x WHERE teacher_id = $1 ORDER BY n DESC, id`,
    [id],
  );
  const typical = [...byWork].sort(
    (a, b) => Math.abs(a.n - median[0]!.n) - Math.abs(b.n - median[0]!.n),
  )[0]!;
  return {
    id,
    markbook: { largest: byWork[0]!, typical, median: median[0]!.n },
    bigClass: big,
    smallClass: classes.at(-1)!.id,
    assignment: assignment[0]!.id,
    maxPoints: assignment[0]!.max_points,
    students: students.map((s) => s.id),
  };
}

type Rows = Awaited<ReturnType<typeof rowsOf>>;

/** Every GET the app asks for a teacher, by the name the targets use. */
function reads(r: Rows): Record<string, { path: string; html?: boolean }> {
  return {
    summary: { path: '/api/dashboard/summary' },
    attention: { path: '/api/dashboard/attention' },
    'needs attention': { path: '/api/assignments?status=attention' },
    upcoming: { path: '/api/dashboard/upcoming' },
    weekly: { path: '/api/dashboard/weekly' },
    classes: { path: '/api/classes' },
    class: { path: `/api/classes/${r.bigClass}` },
    assignments: { path: '/api/assignments?status=all' },
    'to mark': { path: '/api/assignments?status=to_mark' },
    'assignments of a class': { path: `/api/assignments?status=all&classId=${r.bigClass}` },
    assignment: { path: `/api/assignments/${r.assignment}` },
    students: { path: '/api/students' },
    roster: { path: `/api/students?classId=${r.bigClass}&pageSize=50` },
    student: { path: `/api/students/${r.students[0]}` },
    'search students': { path: '/api/students?q=chen' },
    'search assignments': { path: '/api/assignments?status=all&q=quiz' },
    categories: { path: '/api/categories' },
    progress: { path: `/api/work/progress/${r.bigClass}` },
    marking: { path: `/api/work/${r.assignment}` },
    me: { path: '/api/auth/me' },
    session: { path: '/api/auth/session' },
    'recent sign-ins': { path: '/api/account/sign-ins' },
    'dashboard page': { path: '/admin/dashboard', html: true },
    markbook: { path: `/api/markbook/${r.markbook.typical.id}` },
    'markbook, largest class': { path: `/api/markbook/${r.markbook.largest.id}` },
  };
}

type Write = () => { method: string; path: string; body?: unknown; then?: (a: Answer) => void };

/** Every write, each asked in turn; students and assignments added, then deleted again. */
function writes(r: Rows, name: string): Record<string, Write> {
  let k = 0;
  const student = () => r.students[k++ % r.students.length]!;
  let addedStudent = '';
  let addedAssignment = '';
  const id = (a: Answer) => json<{ id: string }>(a).id;
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    mark: () => ({
      method: 'PUT',
      path: `/api/work/${r.assignment}/${student()}`,
      body: { handedIn: 'on_time', score: k % (r.maxPoints + 1), comment: '' },
    }),
    comment: () => ({
      method: 'PUT',
      path: `/api/work/${r.assignment}/${student()}`,
      body: { handedIn: 'on_time', score: k % (r.maxPoints + 1), comment: `Comment ${k}` },
    }),
    'hand-in': () => ({
      method: 'PUT',
      path: `/api/work/${r.assignment}/${student()}`,
      body: { handedIn: 'late', score: null, comment: '' },
    }),
    'add student': () => ({
      method: 'POST',
      path: '/api/students',
      body: {
        classId: r.smallClass,
        firstName: 'Sequential',
        lastName: `Student ${(k += 1)}`,
        studentNumber: `SEQ-${name}-${k}`, // ≤ 20 characters
        notes: '',
      },
      then: (a) => (addedStudent = id(a)),
    }),
    'delete student': () => ({ method: 'DELETE', path: `/api/students/${addedStudent}` }),
    'add assignment': () => ({
      method: 'POST',
      path: '/api/assignments',
      body: {
        title: `Sequential ${(k += 1)}`,
        classId: r.smallClass,
        dueDate: inAWeek,
        maxPoints: '20',
        description: '',
      },
      then: (a) => (addedAssignment = id(a)),
    }),
    'delete assignment': () => ({ method: 'DELETE', path: `/api/assignments/${addedAssignment}` }),
    profile: () => ({
      method: 'PUT',
      path: '/api/account/profile',
      body: { fullName: `Teacher ${(k += 1)}`, school: 'Lectern High' },
    }),
  };
}

interface Target {
  scenario: string;
  teacher: { email: string; password: string; address: string };
  port: number;
  db: pg.Client;
}

/** A target signed in, with what it asks and what it measured. */
interface Measured {
  target: Target;
  client: Client;
  gets: ReturnType<typeof reads>;
  rounds: [string, Write][][];
  failed: (name: string, answer: Answer) => void;
  times: Record<string, number[]>;
  failures: Record<string, number>;
}

const figuresOf = (times: number[], failed: number): Figures => {
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1)!),
    failed,
  };
};

/**
 * The targets in the order of round `i`: each goes first as often as the others, so that what
 * the first of a round pays (a write that the next one repeats without a change, a cache the
 * next one finds warm) is shared alike.
 */
const turns = <T>(targets: T[], i: number): T[] => {
  const first = i % targets.length;
  return [...targets.slice(first), ...targets.slice(0, first)];
};

/**
 * Each target's every endpoint, `requests` times, one request at a time, after a warm-up. With
 * more than one target the requests take turns (one of each, then the next of each, who goes
 * first changing every round), so that what else the machine is doing weighs on each alike.
 */
async function measureTeachers(targets: Target[], requests: number, only?: RegExp): Promise<Run[]> {
  const chosen = (name: string) => only === undefined || only.test(name);
  const clients: Client[] = [];
  try {
    const each: Measured[] = [];
    for (const target of targets) {
      const rows = await rowsOf(target.db, target.teacher.email);
      const { largest, typical, median } = rows.markbook;
      console.log(
        `--- ${target.scenario}: markbook of a typical class ${typical.id} (${typical.n} work rows; the median live class has ${median}), of the largest ${largest.id} (${largest.n})`,
      );
      const client = new Client(target.port, target.teacher.address);
      clients.push(client);
      await client.signIn(target.teacher.email, target.teacher.password);
      const printed: Record<string, number> = {};
      const failed = (name: string, a: Answer) => {
        if (a.status >= 200 && a.status < 300) return;
        printed[name] = (printed[name] ?? 0) + 1;
        // The first three of each endpoint: enough to see why, not a screenful.
        if (printed[name] <= 3)
          console.log(
            `    ${target.scenario}, ${name}: ${a.status} ${a.body.toString('utf8').slice(0, 200)}`,
          );
      };
      const asked = writes(rows, String(target.teacher.address.split('.').at(-1)));
      // The writes in pairs where one undoes the other (a student added, then deleted), so the
      // teacher's size stays as it was.
      const allRounds: [string, Write][][] = [
        [['mark', asked.mark!]],
        [['comment', asked.comment!]],
        [['hand-in', asked['hand-in']!]],
        [
          ['add student', asked['add student']!],
          ['delete student', asked['delete student']!],
        ],
        [
          ['add assignment', asked['add assignment']!],
          ['delete assignment', asked['delete assignment']!],
        ],
        [['profile', asked.profile!]],
      ];
      const rounds = allRounds.filter((round) => round.some(([name]) => chosen(name)));
      const gets = Object.fromEntries(Object.entries(reads(rows)).filter(([name]) => chosen(name)));
      each.push({
        target,
        client,
        gets,
        rounds,
        failed,
        times: {},
        failures: {},
      });
    }
    // Warm: every GET five times over (connections, plans, the code's first runs).
    for (let i = 0; i < 5; i += 1)
      for (const t of each)
        for (const [name, get] of Object.entries(t.gets))
          t.failed(name, await t.client.send('GET', get.path, undefined, get.html));
    const loadBefore = load();
    const ask = async (
      t: Measured,
      name: string,
      call: { method: string; path: string; body?: unknown; html?: boolean },
      record: boolean,
    ) => {
      const started = performance.now();
      const answer = await t.client.send(call.method, call.path, call.body, call.html);
      const ms = performance.now() - started;
      if (answer.status < 200 || answer.status >= 300) {
        if (record) t.failures[name] = (t.failures[name] ?? 0) + 1;
        t.failed(name, answer);
      }
      if (record) (t.times[name] ??= []).push(ms);
      return answer;
    };
    for (const name of Object.keys(each[0]!.gets))
      for (let i = 0; i < requests; i += 1)
        for (const t of turns(each, i))
          await ask(t, name, { method: 'GET', ...t.gets[name]! }, true);
    // The writes: a few rounds of each first, to warm.
    for (let r = 0; r < each[0]!.rounds.length; r += 1)
      for (let i = -5; i < requests; i += 1)
        for (const t of turns(each, i + 5))
          for (const [name, make] of t.rounds[r]!) {
            const call = make();
            const answer = await ask(t, name, call, i >= 0);
            if (answer.status >= 200 && answer.status < 300) call.then?.(answer);
          }
    const loadAfter = load();
    return each.map((t) => ({
      scenario: t.target.scenario,
      teacher: t.target.teacher.email,
      loadBefore,
      loadAfter,
      endpoints: Object.fromEntries(
        Object.entries(t.times).map(([name, times]) => [
          name,
          figuresOf(times, t.failures[name] ?? 0),
        ]),
      ),
    }));
  } finally {
    for (const client of clients) client.close();
  }
}

/** An app process on `databaseUrl` for as long as `work` runs. */
async function startApp(
  options: Options,
  index: number,
  databaseUrl: string,
  name: string,
  cwd?: string,
) {
  const app = new AppProcess(
    index,
    options.ports[index]!,
    options.appEnv(databaseUrl),
    `${options.results}/sequential-${name}.log`,
    cwd,
  );
  options.cleanups.push(() => app.stop());
  app.start();
  await app.ready();
  return app;
}

async function seeded(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
  try {
    await migrate(database);
    await seedDemo(database.db, new Date());
    await database.exec('ANALYZE');
  } finally {
    await database.close();
  }
}

function print(run: Run) {
  console.log(
    `\n--- ${run.scenario}: ${run.teacher} (load average before ${run.loadBefore.join(' ')}, after ${run.loadAfter.join(' ')})`,
  );
  console.log('endpoint                 p50 ms  p95 ms  max ms  not 2xx');
  for (const [name, f] of Object.entries(run.endpoints))
    console.log(
      `${name.padEnd(24)} ${String(f.p50).padStart(6)}  ${String(f.p95).padStart(6)}  ${String(f.max).padStart(6)}  ${f.failed || '-'}`,
    );
}

/** Each endpoint's p50 and p95 here and on the compared checkout, and here / there. */
function printComparison(here: Run, there: Run) {
  console.log(`\n--- this checkout / the compared one (the same requests, taking turns)`);
  console.log('endpoint                 p50 here / there     p95 here / there    p95 ratio');
  for (const [name, f] of Object.entries(here.endpoints)) {
    const o = there.endpoints[name]!;
    console.log(
      `${name.padEnd(24)} ${`${f.p50} / ${o.p50}`.padStart(16)}  ${`${f.p95} / ${o.p95}`.padStart(18)}  ${(f.p95 / o.p95).toFixed(2).padStart(10)}`,
    );
  }
}

/** The targets: the largest teacher's p95 within its limit; the demo within 2× of alone. */
function verdicts(largest: Run, demoIn: Run, demoAlone: Run) {
  const checks: { check: string; value: number; limit: number; pass: boolean }[] = [];
  for (const [name, f] of Object.entries(largest.endpoints)) {
    const limit = LIMITS[name] ?? OTHER_LIMIT;
    checks.push({
      check: `largest teacher ${name} p95 ms`,
      value: f.p95,
      limit,
      pass: f.p95 <= limit,
    });
  }
  for (const [name, f] of Object.entries(demoIn.endpoints)) {
    const alone = demoAlone.endpoints[name]!;
    const ratio = Math.round((f.p95 / alone.p95) * 100) / 100;
    checks.push({
      check: `demo in school / alone ${name} p95`,
      value: ratio,
      limit: DEMO_RATIO,
      pass: ratio <= DEMO_RATIO,
    });
  }
  console.log('\n--- targets (issue 21 item 4)');
  for (const c of checks)
    console.log(
      `${c.pass ? 'pass' : 'FAIL'}  ${c.check.padEnd(50)} ${String(c.value).padStart(7)}  (≤ ${c.limit})`,
    );
  return checks;
}

export async function runSequential(options: Options): Promise<{ code: number; summary: unknown }> {
  const postgres = startPostgres(options.pgPort);
  options.cleanups.push(() => postgres.stop());
  const schoolUrl = await newSchool(postgres.url, 'lectern_soak');
  await seeded(schoolUrl);
  const aloneUrl = await newDatabase(postgres.url, 'lectern_alone');
  await seeded(aloneUrl);
  console.log(`--- the school and the demo teacher alone on ${new URL(schoolUrl).host}`);

  const db = new pg.Client({ connectionString: schoolUrl });
  await db.connect();
  options.cleanups.push(() => db.end());
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM users u JOIN work w ON w.teacher_id = u.id
     GROUP BY u.email ORDER BY count(*) DESC, u.email LIMIT 1`,
  );
  const largest = { email: rows[0]!.email, password: SCHOOL_PASSWORD, address: '198.51.100.1' };
  const demo = { email: DEMO_EMAIL, password: DEMO_PASSWORD, address: '198.51.100.2' };
  const { requests } = options;

  const aloneDb = new pg.Client({ connectionString: aloneUrl });
  await aloneDb.connect();
  options.cleanups.push(() => aloneDb.end());
  const school = await startApp(options, 0, schoolUrl, 'school');
  const alone = await startApp(options, 1, aloneUrl, 'alone');
  const [port, alonePort] = [school.port, alone.port];
  const compared =
    options.compare === undefined
      ? undefined
      : await startApp(options, 2, schoolUrl, 'compared', options.compare);
  const [largestRun, comparedRun] = await measureTeachers(
    [
      { scenario: 'the largest teacher in the school', teacher: largest, port, db },
      ...(compared
        ? [
            {
              scenario: `the largest teacher in the school, on ${options.compare}`,
              teacher: { ...largest, address: '198.51.100.3' },
              port: compared.port,
              db,
            },
          ]
        : []),
    ],
    requests,
    options.only,
  );
  print(largestRun!);
  if (comparedRun) {
    print(comparedRun);
    printComparison(largestRun!, comparedRun);
    await compared!.stop();
  }
  // The demo teacher in the school and alone, their requests taking turns.
  const [demoIn, demoAlone] = await measureTeachers(
    [
      { scenario: 'the demo teacher in the school', teacher: demo, port, db },
      { scenario: 'the demo teacher alone', teacher: demo, port: alonePort, db: aloneDb },
    ],
    requests,
    options.only,
  );
  print(demoIn!);
  print(demoAlone!);
  await Promise.all([school.stop(), alone.stop()]);
  const checks = verdicts(largestRun!, demoIn!, demoAlone!);
  const runs = [largestRun!, demoIn!, demoAlone!, ...(comparedRun ? [comparedRun] : [])];
  const failedRequests = runs.reduce(
    (n, run) => n + Object.values(run.endpoints).reduce((m, f) => m + f.failed, 0),
    0,
  );
  if (failedRequests > 0) console.log(`--- ${failedRequests} answers were not 2xx (see above)`);
  return {
    code: failedRequests === 0 ? 0 : 1,
    summary: { requests, runs, checks },
  };
}

/** An empty database `name` on the server at `serverUrl` (dropped first if there); its URL. */
async function newDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
