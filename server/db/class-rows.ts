import { and, eq, type SQL } from 'drizzle-orm';
import { CLASS_NOT_YOURS } from '../../src/shared/schemas/classes.ts';
import { messages } from '../../src/shared/validation/messages.ts';
import { HttpError } from '../http/json.ts';
import type { Db } from './database.ts';
import {
  countInClasses,
  isId,
  liveRows,
  restoreIntoLiveClass,
  type ClassRowTable,
} from './owned.ts';
import { classes } from './schema.ts';

/**
 * What every resource whose rows belong to one of the teacher's classes (assignments, students)
 * shares on the server: its live rows are in live classes, its list counts through the class,
 * Undo brings a row back only into a live class (409 otherwise, nothing changed), and a write
 * names a class of the teacher's.
 */
export function classRows(db: Db, table: ClassRowTable, noun: string) {
  /** The class a body names, when it is one of the teacher's live classes. */
  async function liveClass(teacherId: string, classId: unknown) {
    if (!isId(classId)) return undefined;
    const [row] = await db
      .select({ id: classes.id, termStarts: classes.termStarts, termEnds: classes.termEnds })
      .from(classes)
      .where(and(liveRows(classes, teacherId), eq(classes.id, classId.toLowerCase())));
    return row;
  }

  return {
    live: (teacherId: string) => and(liveRows(table, teacherId), liveRows(classes, teacherId))!,
    count: (where: SQL | undefined) => countInClasses(db, table, classes, where),
    liveClass,
    /** The class a write names: its row, or the message its field gets. */
    namedClass: async (teacherId: string, classId: unknown) => {
      const found = await liveClass(teacherId, classId);
      const given = classId !== undefined && classId !== null && classId !== '';
      const extra: Record<string, string> = found
        ? {}
        : { classId: given ? CLASS_NOT_YOURS : messages.required() };
      return { found, extra };
    },
    /** `q`: a transaction to restore in (the roster's room is checked in it). */
    restore: async (teacherId: string, id: string, q: Db = db) => {
      const outcome = await restoreIntoLiveClass(q, table, { table: classes, teacherId }, id);
      if (outcome === 'class_deleted')
        throw new HttpError(409, {
          error: 'class_deleted',
          message: `This ${noun}’s class has been deleted: restore the class first.`,
        });
      return outcome === 'restored';
    },
  };
}
