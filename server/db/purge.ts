import { and, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
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

/** Removes what was deleted longer ago than Undo is offered (run at start). */
export async function purgeDeleted(db: Db, now: Date): Promise<void> {
  for (const [table, keepMs] of DELETED_KEPT) {
    const before = new Date(now.getTime() - keepMs);
    await db.delete(table).where(and(isNotNull(table.deletedAt), lt(table.deletedAt, before)));
  }
}

const DAY = 24 * 3600_000;
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
