// A deleted child's words leave the database's files (issue 23): after the Undo window the
// purge removes the rows, and the rewrite it makes due (compactIfDue: VACUUM FULL of the tables
// holding names, notes and comments) removes their bytes, which a delete and a plain VACUUM
// leave readable in the files while other rows share their pages. On the embedded database in a folder on disk, whose files the test reads.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_DELETED_MS } from '../../src/shared/resource/define.ts';
import { migrate, openDatabase, type Database } from './database.ts';
import { compactIfDue, COMPACT_EVERY_MS, purgeDeleted } from './purge.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-compact-'));
let database: Database;
const NAME = 'Zebulonia Quixotemarsh';
const COMMENT = 'Zebulonia wrote a remarkable essay';
const now = new Date('2026-11-28T10:00:00Z');

/**
 * Whether a file of the database's tables holds the text. Not the write-ahead log (pg_wal):
 * it keeps recent changes, these included, until its segments are recycled, as the terms say.
 */
function onDisk(text: string): boolean {
  const needle = Buffer.from(text, 'utf8');
  const walk = (at: string): boolean =>
    readdirSync(at).some((name) => {
      const file = path.join(at, name);
      if (statSync(file).isDirectory()) return name !== 'pg_wal' && walk(file);
      return readFileSync(file).includes(needle);
    });
  return walk(dir);
}

/** Closed and opened again: everything written is in the files (a shutdown checkpoint). */
async function reopen() {
  await database.close();
  database = await openDatabase({ dataDir: dir });
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: dir });
  await migrate(database);
  await database.exec(`
    insert into users (id, email, full_name, password_hash, created_at)
      values ('00000000-0000-4000-8000-000000000001', 't@compact.test', 'T', 'x', now());
    insert into classes (id, teacher_id, name, subject, grade, term_starts, term_ends, created_at)
      values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
              'Art', 'art', 9, '2026-09-01', '2027-01-29', now());
    insert into students (id, teacher_id, class_id, first_name, last_name, notes, created_at)
      values ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001',
              '00000000-0000-4000-8000-000000000002', 'Zebulonia', 'Quixotemarsh',
              'Zebulonia Quixotemarsh sits by the window', now()),
             ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000001',
              '00000000-0000-4000-8000-000000000002', 'Ada', 'Lovelace', '', now());
    insert into assignments (id, teacher_id, class_id, title, due_date, max_points, description, created_at)
      values ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001',
              '00000000-0000-4000-8000-000000000002', 'Essay', '2026-11-20', 10, '', now());
    insert into work (assignment_id, student_id, teacher_id, handed_in, score, comment, updated_at)
      values ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000003',
              '00000000-0000-4000-8000-000000000001', 'on_time', 9, '${COMMENT}', now()),
             ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000005',
              '00000000-0000-4000-8000-000000000001', 'on_time', 8, 'Clear and careful', now());
  `);
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a purged student', () => {
  it('leaves no name, note or comment in the database files once the tables are rewritten', async () => {
    await reopen();
    expect(onDisk(NAME)).toBe(true);
    expect(onDisk(COMMENT)).toBe(true);

    // Deleted (Undo offered), then purged after the window: the rows go, the bytes stay.
    await database.db.execute(
      sql`update students set deleted_at = ${new Date(now.getTime() - KEEP_DELETED_MS - 60_000).toISOString()}::timestamptz
          where first_name = 'Zebulonia'`,
    );
    expect(await purgeDeleted(database.db, now)).toBe(1);
    await database.db.execute(sql`vacuum students`);
    await database.db.execute(sql`vacuum work`);
    await reopen();
    // A plain VACUUM is not enough: the student's name is still in the table's file.
    expect(onDisk(NAME)).toBe(true);

    expect(await compactIfDue(database.db, now)).toBe(true);
    await reopen();
    expect(onDisk(NAME)).toBe(false);
    expect(onDisk('sits by the window')).toBe(false);
    expect(onDisk(COMMENT)).toBe(false);
    // The other student and their work stay.
    expect(onDisk('Lovelace')).toBe(true);
    expect(onDisk('Clear and careful')).toBe(true);
  });

  it('is rewritten at most once a day, and only after something was purged', async () => {
    const { db } = database;
    const later = new Date(now.getTime() + 60_000);
    // Nothing purged since: not due.
    expect(await compactIfDue(db, new Date(now.getTime() + COMPACT_EVERY_MS + 1))).toBe(false);
    await db.execute(
      sql`insert into maintenance (name, due) values ('compact', true) on conflict (name) do update set due = true`,
    );
    // Due, but the last rewrite was a minute ago; a day after it, it runs.
    expect(await compactIfDue(db, later)).toBe(false);
    expect(await compactIfDue(db, new Date(now.getTime() + COMPACT_EVERY_MS))).toBe(true);
  });
});
