import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from './database.ts';
import { assignments, classes } from './schema.ts';

/** How long a deleted class or assignment is kept for Undo before it is removed for good. */
export const KEEP_DELETED_MS = 24 * 3600_000;

/** Removes what was deleted longer ago than Undo is offered (run at start). */
export async function purgeDeleted(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEEP_DELETED_MS);
  await db
    .delete(assignments)
    .where(and(isNotNull(assignments.deletedAt), lt(assignments.deletedAt, before)));
  await db.delete(classes).where(and(isNotNull(classes.deletedAt), lt(classes.deletedAt, before)));
}
