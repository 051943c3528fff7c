import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { liveRows } from '../db/owned.ts';
import { students, work } from '../db/schema.ts';

/**
 * An assignment's work figures: its class's live roster, and the work of live students handed in
 * and marked. Counted as sets, once per query (ADR 030), never a subquery per assignment: one
 * grouped row per class of the teacher's live students (`roster`) and one per assignment of the
 * teacher's work (`handed`), each left-joined to the assignments a query reads:
 *
 *   .leftJoin(roster, eq(roster.classId, assignments.classId))
 *   .leftJoin(handed, eq(handed.assignmentId, assignments.id))
 *
 * Both read only the teacher's rows (students.teacher_id and work.teacher_id, each indexed), so a
 * teacher's figures cost the same in a school as alone. A work row and its student are always
 * the teacher's whose assignment it is: the work route writes only on the teacher's assignment,
 * for a student on the teacher's roster. PostgreSQL carries a condition on an assignment's id or
 * class into the grouped rows (one assignment's figures count only its own work).
 */
export function workFigures(db: Db, teacherId: string, today: string) {
  const roster = db
    .select({
      classId: students.classId,
      students: sql<number>`count(*)::int`.as('students'),
    })
    .from(students)
    .where(liveRows(students, teacherId))
    .groupBy(students.classId)
    .as('roster');
  // The teacher's work, less that of deleted students: an anti-join on the teacher's few
  // deleted students (a join on every live one led the planner to guess 1 row in 70 survives).
  const deletedStudent = db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.teacherId, teacherId),
        isNotNull(students.deletedAt),
        eq(students.id, work.studentId),
      ),
    );
  // Excused work is in no figure but `exempt`, with the work not in whose student's own due
  // date is today or later (an extension): neither is missing (missingOf).
  const handed = db
    .select({
      assignmentId: work.assignmentId,
      handedIn:
        sql<number>`(count(*) filter (where ${work.handedIn} <> 'no' and not ${work.excused}))::int`.as(
          'handed_in',
        ),
      marked: sql<number>`(count(${work.score}) filter (where not ${work.excused}))::int`.as(
        'marked',
      ),
      exempt:
        sql<number>`(count(*) filter (where ${work.excused} or (${work.handedIn} = 'no' and ${work.dueDate} >= ${today})))::int`.as(
          'exempt',
        ),
    })
    .from(work)
    .where(and(eq(work.teacherId, teacherId), notExists(deletedStudent)))
    .groupBy(work.assignmentId)
    .as('handed');
  return { roster, handed };
}

/**
 * The figures of an assignment whose `roster` and `handed` rows are joined (an assignment
 * without any reads 0): for the select's columns and for conditions on them.
 */
export const figures = {
  students: sql<number>`coalesce("roster"."students", 0)`,
  handedIn: sql<number>`coalesce("handed"."handed_in", 0)`,
  marked: sql<number>`coalesce("handed"."marked", 0)`,
  exempt: sql<number>`coalesce("handed"."exempt", 0)`,
};
