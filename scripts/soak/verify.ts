// The soak's checks in SQL, after the load: every acknowledged write is in the database, and
// nothing of a teacher who was not under load changed (a digest of their rows before and after).
import type pg from 'pg';
import type { Ledger } from './operations.ts';

/** Each of the teachers' tables, by the column that names the teacher. */
const OWNED: [string, string][] = [
  ['users', 'id'],
  ['sessions', 'user_id'],
  ['password_resets', 'user_id'],
  ['devices', 'user_id'],
  ['sign_ins', 'user_id'],
  ['classes', 'teacher_id'],
  ['students', 'teacher_id'],
  ['assignments', 'teacher_id'],
  ['grading_categories', 'teacher_id'],
  ['work', 'teacher_id'],
];

/** Per table: how many rows `teacherIds` have, and an md5 over them all (each row's, sorted). */
export async function digest(client: pg.Client, teacherIds: string[]) {
  const result: Record<string, string> = {};
  for (const [table, owner] of OWNED) {
    const { rows } = await client.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(h, '' ORDER BY h)) AS digest
       FROM (SELECT md5(t::text) AS h FROM ${table} t WHERE ${owner} = ANY($1::uuid[])) rows`,
      [teacherIds],
    );
    result[table] = `${rows[0]!.n} rows ${rows[0]!.digest ?? '-'}`;
  }
  return result;
}

export interface Verdict {
  checked: number;
  missing: string[];
}

/** Each write the ledger holds as acknowledged, looked up in the database. */
export async function verifyWrites(client: pg.Client, ledger: Ledger): Promise<Verdict> {
  const missing: string[] = [];
  let checked = 0;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  const keys = [...ledger.work.entries()].filter(([, e]) => e.acked !== undefined);
  const { rows: work } = await client.query<{
    key: string;
    handed_in: string;
    score: number | null;
    comment: string;
  }>(
    `SELECT w.assignment_id || '|' || w.student_id AS key, handed_in, score, comment
     FROM work w JOIN unnest($1::uuid[], $2::uuid[]) AS k(a, s)
       ON w.assignment_id = k.a AND w.student_id = k.s`,
    [keys.map(([k]) => k.split('|')[0]), keys.map(([k]) => k.split('|')[1])],
  );
  const found = new Map(
    work.map((r) => [r.key, { handedIn: r.handed_in, score: r.score, comment: r.comment }]),
  );
  for (const [key, expected] of keys) {
    checked += 1;
    const row = found.get(key);
    if (!row || ![expected.acked, ...expected.unknown].some((v) => same(v, row)))
      missing.push(
        `work ${key}: expected ${JSON.stringify(expected.acked)}, found ${JSON.stringify(row)}`,
      );
  }

  const profiles = [...ledger.profiles.entries()].filter(([, e]) => e.acked !== undefined);
  const { rows: users } = await client.query<{ id: string; full_name: string }>(
    'SELECT id::text, full_name FROM users WHERE id = ANY($1::uuid[])',
    [profiles.map(([id]) => id)],
  );
  const names = new Map(users.map((u) => [u.id, u.full_name]));
  for (const [id, expected] of profiles) {
    checked += 1;
    const name = names.get(id);
    if (name === undefined || ![expected.acked, ...expected.unknown].includes(name))
      missing.push(`profile ${id}: expected ${expected.acked}, found ${name}`);
  }

  const { rows: students } = await client.query<{
    id: string;
    first_name: string;
    last_name: string;
    deleted: boolean;
  }>(
    'SELECT id::text, first_name, last_name, deleted_at IS NOT NULL AS deleted FROM students WHERE id = ANY($1::uuid[])',
    [[...ledger.students.keys()]],
  );
  const studentRows = new Map(students.map((s) => [s.id, s]));
  for (const [id, expected] of ledger.students) {
    checked += expected.deleted === true ? 2 : 1;
    const row = studentRows.get(id);
    if (
      !row ||
      row.first_name !== expected.firstName ||
      row.last_name !== expected.lastName ||
      (expected.deleted !== 'unknown' && row.deleted !== expected.deleted)
    )
      missing.push(
        `student ${id}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(row)}`,
      );
  }

  const { rows: assignments } = await client.query<{ id: string; title: string }>(
    'SELECT id::text, title FROM assignments WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL',
    [[...ledger.assignments.keys()]],
  );
  const titles = new Map(assignments.map((a) => [a.id, a.title]));
  for (const [id, title] of ledger.assignments) {
    checked += 1;
    if (titles.get(id) !== title) missing.push(`assignment ${id}: expected ${title}, not found`);
  }
  return { checked, missing };
}
