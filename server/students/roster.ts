import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { liveRows } from '../db/owned.ts';
import { students } from '../db/schema.ts';

/** A class's live roster: its size (40 at most) and its students (for the duplicate check). */
export function rosterOf(db: Pick<Db, 'select'>, teacherId: string, classId: string) {
  const where = and(liveRows(students, teacherId), eq(students.classId, classId));
  return {
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
