import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { liveRows } from '../db/owned.ts';
import { classes, students } from '../db/schema.ts';

/** A class's live roster: its size (40 at most) and its students (for the duplicate check). */
export function rosterOf(db: Pick<Db, 'select'>, teacherId: string, classId: string) {
  const where = and(liveRows(students, teacherId), eq(students.classId, classId));
  return {
    /**
     * Locks the class's row until the transaction `db` ends: the room checked next still
     * holds when the students are written (two writes into the 40th place cannot both fit).
     */
    lock: async () => {
      await db
        .select({ id: classes.id })
        .from(classes)
        .where(eq(classes.id, classId))
        .for('update');
    },
    size: async () => {
      const [row] = await db.select({ n: count() }).from(students).where(where);
      return row?.n ?? 0;
    },
    students: () =>
      db
        .select({
          firstName: students.firstName,
          lastName: students.lastName,
          studentNumber: students.studentNumber,
        })
        .from(students)
        .where(where),
  };
}
