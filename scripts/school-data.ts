/**
 * A school's year of data in PostgreSQL, for measuring Lectern at size (issue 21): 60 teachers,
 * 365 classes, about 10,800 students, 14,400 assignments and 394,000 work rows, filled with
 * generate_series against the real migrations (well under a minute), and one teacher's
 * figures measured through the app.
 *
 *   node scripts/school-data.ts fill <server url> [--name lectern_school]
 *       a new database on that server (an existing one of that name is dropped), migrated and
 *       filled; prints its URL on the last line
 *   node scripts/school-data.ts measure <database url> [--teacher 7] [--requests 50]
 *       one teacher signed in, then each endpoint asked `requests` times in a row through the
 *       app in this process (after five rounds of all of them to warm up): p50 / p95 / max in
 *       milliseconds
 *   node scripts/school-data.ts explain <database url> [--teacher 7]
 *       each endpoint once more, every SELECT it ran under EXPLAIN (ANALYZE, BUFFERS): the
 *       statements, their buffers, execution time and JIT time, per endpoint
 *
 * Every teacher signs in as teacher<N>@school.test with SCHOOL_PASSWORD. Teachers 1–5 have
 * seven classes, the others six (about 240 assignments and 6,500 work rows each). Due dates run
 * from 150 days before today to 30 days after; every past assignment has a work row for each
 * student of its class, most handed in and marked, the last two weeks' less marked; a few
 * classes, students and assignments are deleted (inside the Undo window).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { readConfig } from '../server/config.ts';
import { migrate, openDatabase, type Database } from '../server/db/database.ts';
import { createLogger } from '../server/log.ts';

export const SCHOOL_PASSWORD = 'a school year of data';
export const TEACHERS = 60;
export const CLASSES = 365;

export const teacherEmail = (n: number) => `teacher${n}@school.test`;
/** Teacher n's id: fixed, so that a benchmark can name a teacher's rows in SQL. */
export const teacherId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The school's rows, into a migrated database with none of its own. */
export async function fillSchool(database: Database): Promise<Record<string, number>> {
  const passwordHash = (await hashPassword(SCHOOL_PASSWORD)).replaceAll("'", "''");
  const tid = (n: string) => `('00000000-0000-4000-8000-' || lpad((${n})::text, 12, '0'))::uuid`;
  const cid = (k: string) => `('00000001-0000-4000-8000-' || lpad((${k})::text, 12, '0'))::uuid`;
  const subjects = `(array['art','biology','chemistry','computing','english','geography','history','languages','math','music','pe','physics'])`;
  const first = `(array['Ada','Ben','Cleo','Dev','Esme','Finn','Gus','Hana','Ivo','Jade','Kai','Lena','Milo','Nia','Omar','Pia'])`;
  const last = `(array['Adams','Brown','Chen','Diaz','Evans','Fox','Garcia','Hill','Ito','Jones','Khan','Lopez','Moore','Ng','Okafor','Patel','Quinn','Rossi','Smith','Tanaka'])`;
  // One statement string, so one connection: the seed holds for every random() after it.
  await database.exec(`BEGIN;
SELECT setseed(0.21);
INSERT INTO users (id, email, full_name, school, teaching_since, password_hash, created_at)
SELECT ${tid('t')}, 'teacher' || t || '@school.test', 'Teacher ' || t, 'Lectern High',
       '2015-09-01', '${passwordHash}', now()
FROM generate_series(1, ${TEACHERS}) t;

INSERT INTO classes (id, teacher_id, name, subject, grade, room, term_starts, term_ends, created_at, deleted_at)
SELECT ${cid('k')}, ${tid(`(k - 1) % ${TEACHERS} + 1`)}, 'Class ' || k,
       ${subjects}[1 + k % 12], 6 + k % 7, 'R-' || (100 + k),
       current_date - 150, current_date + 60, now(),
       CASE WHEN k % 73 = 0 THEN now() END
FROM generate_series(1, ${CLASSES}) k;

INSERT INTO students (teacher_id, class_id, first_name, last_name, student_number, notes, created_at, deleted_at)
SELECT ${tid(`(k - 1) % ${TEACHERS} + 1`)}, ${cid('k')},
       ${first}[1 + (k * 7 + i) % 16], ${last}[1 + (k * 11 + i * 3) % 20],
       'S-' || k || '-' || i, '', now(),
       CASE WHEN (k * 31 + i) % 89 = 0 THEN now() END
FROM generate_series(1, ${CLASSES}) k
CROSS JOIN LATERAL generate_series(1, 22 + (k * 7) % 16) i;

INSERT INTO assignments (teacher_id, class_id, title, due_date, max_points, description, created_at, deleted_at)
SELECT ${tid(`(k - 1) % ${TEACHERS} + 1`)}, ${cid('k')}, 'Assignment ' || n,
       current_date - 150 + (n * 180) / (35 + k % 10) + k % 5,
       (array[10, 20, 25, 50, 100])[1 + (k + n) % 5], '', now(),
       CASE WHEN (k * 13 + n) % 97 = 0 THEN now() END
FROM generate_series(1, ${CLASSES}) k
CROSS JOIN LATERAL generate_series(1, 35 + k % 10) n;

INSERT INTO work (assignment_id, student_id, teacher_id, handed_in, score, comment, updated_at)
SELECT aid, sid, teacher_id, handed_in,
       CASE WHEN past AND handed_in <> 'no'
                 AND r2 < CASE WHEN due_date >= current_date - 14 THEN 0.4 ELSE 0.9 END
            THEN floor(r3 * (max_points + 1))::int END,
       '', now()
FROM (
  SELECT aid, sid, teacher_id, due_date, max_points, past, r2, r3,
         CASE WHEN past THEN CASE WHEN r1 < 0.85 THEN 'on_time' WHEN r1 < 0.93 THEN 'late' ELSE 'no' END
              ELSE CASE WHEN r1 < 0.3 THEN 'on_time' ELSE 'no' END END AS handed_in
  FROM (
    SELECT a.id AS aid, s.id AS sid, a.teacher_id, a.due_date, a.max_points,
           a.due_date < current_date AS past, random() AS r1, random() AS r2, random() AS r3,
           random() AS r4
    FROM assignments a JOIN students s ON s.class_id = a.class_id
  ) drawn
  WHERE past OR r4 < 0.55
) rows;
COMMIT;`);
  await database.exec('VACUUM ANALYZE');
  const counts = await database.db.execute(
    sql.raw(`SELECT 'teachers' AS table, count(*)::int AS n FROM users
     UNION ALL SELECT 'classes', count(*)::int FROM classes
     UNION ALL SELECT 'students', count(*)::int FROM students
     UNION ALL SELECT 'assignments', count(*)::int FROM assignments
     UNION ALL SELECT 'work', count(*)::int FROM work`),
  );
  const rows = (counts as { rows: { table: string; n: number }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.table, r.n]));
}

/** A fresh database `name` on the server at `serverUrl`, migrated and filled; its URL. */
export async function newSchool(serverUrl: string, name = 'lectern_school'): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: 'unused' });
  try {
    await migrate(database);
    const started = performance.now();
    const counts = await fillSchool(database);
    console.error(
      `--- filled in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`,
    );
  } finally {
    await database.close();
  }
  return url.href;
}

/** Class k's id (teacher (k - 1) % 60 + 1's); teacher n's first class is class n. */
export const classId = (k: number) => `00000001-0000-4000-8000-${String(k).padStart(12, '0')}`;

/** The endpoints measured for teacher n: the dashboard's figures, the lists, a class's progress. */
export const endpoints = (n: number) => ({
  summary: '/api/dashboard/summary',
  attention: '/api/dashboard/attention',
  needsAttention: '/api/assignments?status=attention',
  toMark: '/api/assignments?status=to_mark',
  assignments: '/api/assignments',
  progress: `/api/work/progress/${classId(n)}`,
});

/** The app in this process on `databaseUrl`, and teacher n signed in on it. */
async function signedIn(databaseUrl: string, n: number) {
  const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
  const config = readConfig({ DATABASE_URL: databaseUrl });
  const app = createApp({
    db: database.db,
    config,
    mailer: { send: () => Promise.resolve() },
    now: () => new Date(),
    logger: createLogger({ write: () => {} }),
    clientAddress: () => '192.0.2.1',
  });
  const origin = config.publicUrl;
  const signIn = await app.request(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: teacherEmail(n), password: SCHOOL_PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`Sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const get = async (path: string) => {
    const res = await app.request(`${origin}${path}`, { headers: { origin, cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
    return body;
  };
  return { database, get };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50 / p95 / max (ms) of `requests` sequential GETs of each endpoint, after a warm-up. */
export async function measure(databaseUrl: string, n: number, requests: number) {
  const { database, get } = await signedIn(databaseUrl, n);
  const results: Record<string, { p50: number; p95: number; max: number }> = {};
  try {
    // Warm: every endpoint five times over (connections, plans, the code's first runs).
    for (let i = 0; i < 5; i += 1) for (const path of Object.values(endpoints(n))) await get(path);
    for (const [name, path] of Object.entries(endpoints(n))) {
      const times: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const started = performance.now();
        await get(path);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      results[name] = {
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        max: round(times.at(-1)!),
      };
    }
  } finally {
    await database.close();
  }
  return results;
}

interface StatementCost {
  sql: string;
  executionMs: number;
  planningMs: number;
  jitMs: number;
  sharedHit: number;
  sharedRead: number;
}

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}
interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
  'Planning Time': number;
  JIT?: { Timing: { Total: number } };
}

/**
 * Each endpoint once, every SELECT it sent to the database explained with ANALYZE and BUFFERS
 * on the app's own connections (so with their settings, JIT or not).
 */
export async function explain(databaseUrl: string, n: number) {
  const sent: { text: string; values: unknown[] }[] = [];
  let recording = false;
  const query = Reflect.get(pg.Pool.prototype, 'query') as (...args: unknown[]) => unknown;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[]];
    if (recording) {
      const text = typeof config === 'string' ? config : config.text;
      const given = typeof config === 'string' ? values : (config.values ?? values);
      // Reads only: EXPLAIN ANALYZE runs the statement (the session's touch is an update).
      const read = /^\s*(with|select)\b/i.test(text) && !/\b(update|insert|delete)\b/i.test(text);
      if (read) sent.push({ text, values: given ?? [] });
    }
    return query.apply(this, args);
  } as typeof pg.Pool.prototype.query;
  const { database, get } = await signedIn(databaseUrl, n);
  const report: Record<string, unknown> = {};
  try {
    for (const [name, path] of Object.entries(endpoints(n))) {
      await get(path);
      sent.length = 0;
      recording = true;
      await get(path);
      recording = false;
      const statements = [...sent];
      const plans: StatementCost[] = [];
      for (const statement of statements) {
        const pool = (database.db as unknown as { $client: pg.Pool }).$client;
        const result = await pool.query(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        const [plan] = (result.rows[0] as { 'QUERY PLAN': Explained[] })['QUERY PLAN'];
        plans.push({
          sql: statement.text.replace(/\s+/g, ' '),
          executionMs: plan!['Execution Time'],
          planningMs: plan!['Planning Time'],
          jitMs: plan!.JIT?.Timing.Total ?? 0,
          sharedHit: plan!.Plan['Shared Hit Blocks'] ?? 0,
          sharedRead: plan!.Plan['Shared Read Blocks'] ?? 0,
        });
      }
      const sum = (key: 'executionMs' | 'jitMs' | 'sharedHit' | 'sharedRead') =>
        Math.round(plans.reduce((s, p) => s + p[key], 0) * 10) / 10;
      report[name] = {
        statements: plans.length,
        executionMs: sum('executionMs'),
        jitMs: sum('jitMs'),
        buffers: sum('sharedHit') + sum('sharedRead'),
        plans,
      };
    }
  } finally {
    pg.Pool.prototype.query = query as typeof pg.Pool.prototype.query;
    await database.close();
  }
  return report;
}

if (import.meta.main) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string', default: 'lectern_school' },
      teacher: { type: 'string', default: '7' },
      requests: { type: 'string', default: '50' },
    },
  });
  const [command, url] = positionals;
  if (!url || !['fill', 'measure', 'explain'].includes(command ?? '')) {
    console.error('Usage: node scripts/school-data.ts fill|measure|explain <url> [options]');
    process.exit(2);
  }
  const teacher = Number(values.teacher);
  if (command === 'fill') console.log(await newSchool(url, values.name));
  if (command === 'measure')
    console.log(JSON.stringify(await measure(url, teacher, Number(values.requests)), null, 2));
  if (command === 'explain') console.log(JSON.stringify(await explain(url, teacher), null, 2));
}
