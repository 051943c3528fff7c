import { and, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { assignmentResource } from '../../src/shared/resources/assignments.ts';
import { categoryResource } from '../../src/shared/resources/categories.ts';
import { periodResource } from '../../src/shared/resources/periods.ts';
import { classResource } from '../../src/shared/resources/classes.ts';
import { studentResource } from '../../src/shared/resources/students.ts';
import type { Db } from './database.ts';
import {
  assignments,
  classes,
  devices,
  gradingCategories,
  gradingPeriods,
  outbox,
  passwordResets,
  rateLimits,
  sessions,
  signInFailures,
  signIns,
  students,
} from './schema.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Each resource of the teacher's, deleted softly, with how long Undo is offered (its `undoMs`);
 * a class's rows go with it (the database cascades). Rows of a class first.
 */
const DELETED_KEPT = [
  [students, studentResource.undoMs],
  [assignments, assignmentResource.undoMs],
  [gradingCategories, categoryResource.undoMs],
  [gradingPeriods, periodResource.undoMs],
  [classes, classResource.undoMs],
] as const;

/**
 * Removes what was deleted longer ago than Undo is offered (run at start and every few
 * minutes). When it removed anything, the tables' files are due a rewrite (compactIfDue).
 * Returns how many rows it removed (their classes' and students' rows cascade besides).
 */
export async function purgeDeleted(db: Db, now: Date): Promise<number> {
  let removed = 0;
  for (const [table, keepMs] of DELETED_KEPT) {
    const before = new Date(now.getTime() - keepMs);
    const gone = await db
      .delete(table)
      .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, before)))
      .returning({ id: table.id });
    removed += gone.length;
  }
  if (removed > 0) await markCompactDue(db);
  return removed;
}

/** The tables' files are due a rewrite (compactIfDue): rows were removed for good. */
export async function markCompactDue(db: Db): Promise<void> {
  await db.execute(
    sql`insert into maintenance (name, due) values ('compact', true) on conflict (name) do update set due = true`,
  );
}

/** The tables that hold a child's words: names and notes, comments and their history. */
export const CHILDRENS_TABLES = ['students', 'work', 'work_history'] as const;
/** How often at most the tables are rewritten: a deleted child's words are gone within a day. */
export const COMPACT_EVERY_MS = DAY_MS;

/**
 * A deleted row's bytes stay in a table's files until the table is rewritten (a plain VACUUM
 * only marks the space free: measured, the name was still readable). When rows were purged
 * and no process has rewritten the tables in the last day, the first process to claim the job
 * runs VACUUM FULL on each table of CHILDRENS_TABLES. Each is locked while it is rewritten: at
 * school scale (74 MB of work) 1.6 s on a 2-core machine. Returns whether it ran.
 */
export async function compactIfDue(db: Db, now: Date): Promise<boolean> {
  const claimed: unknown = await db.execute(
    sql`update maintenance set due = false, last_run = ${now.toISOString()}::timestamptz
        where name = 'compact' and due
          and (last_run is null or last_run <= ${new Date(now.getTime() - COMPACT_EVERY_MS).toISOString()}::timestamptz)
        returning name`,
  );
  if ((claimed as { rows: unknown[] }).rows.length === 0) return false;
  try {
    for (const table of CHILDRENS_TABLES) await db.execute(sql.raw(`vacuum full ${table}`));
  } catch (error) {
    // Due again: the next round tries once more.
    await db.execute(sql`update maintenance set due = true where name = 'compact'`);
    throw error;
  }
  return true;
}

const DAY = DAY_MS;
/** How long the outbox keeps a message: no longer than the reset link in it works. */
export const OUTBOX_KEEP_MS = 30 * 60_000;

/** How long a recent sign-in is listed on the settings page (ADR 027). */
export const SIGN_INS_KEEP_MS = 90 * DAY;

/**
 * Removes what has outlived its use (run at start and every few minutes): ended sessions (past
 * their absolute end, or idle for the idle period), reset links a week after they expired or
 * were used (until then they still say "expired" or "used"), limiter rows whose windows are
 * over, forgotten sign-in failures, devices unused for a year, outbox mail older than a reset
 * link lives, so it never holds a usable token, and sign-ins older than 90 days.
 */
export async function purgeExpired(db: Db, now: Date, sessionIdleMs: number): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, ago(sessionIdleMs))));
  await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, ago(7 * DAY)), lt(passwordResets.usedAt, ago(7 * DAY))));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, ago(DAY)));
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailure, ago(DAY)),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
      ),
    );
  await db.delete(devices).where(lt(devices.lastUsedAt, ago(365 * DAY)));
  await db.delete(outbox).where(lt(outbox.createdAt, ago(OUTBOX_KEEP_MS)));
  await db.delete(signIns).where(lt(signIns.signedInAt, ago(SIGN_INS_KEEP_MS)));
}
