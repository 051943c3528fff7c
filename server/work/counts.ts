import {
  and,
  eq,
  inArray,
  isNotNull,
  ne,
  notInArray,
  sql,
  type Placeholder,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { liveRows } from '../db/owned.ts';
import { assignments, students, work } from '../db/schema.ts';

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
 * class into the grouped rows (one assignment's figures count only its own work), but not a
 * list's page: that names its assignments (`ofAssignments`), whose work alone is then grouped
 * (a page of 10 of the school's largest teacher: ~330 work rows instead of ~7,800). The teacher
 * and the day may be placeholders of a prepared statement (server/db/prepared.ts).
 */
export function workFigures(
  db: Db,
  teacherId: string | Placeholder,
  today: string | Placeholder,
  /** Only the work of these assignments (a list's page), when given. */
  ofAssignments?: SQLWrapper,
) {
  const roster = db
    .select({
      classId: students.classId,
      students: sql<number>`count(*)::int`.as('students'),
    })
    .from(students)
    .where(liveRows(students, teacherId))
    .groupBy(students.classId)
    .as('roster');
  // The teacher's work, less that of deleted students: the teacher's few deleted students, as a
  // set PostgreSQL hashes once (a join on every live one led the planner to guess 1 row in 70
  // survives; an anti-join on a page's few rows became an index probe per work row).
  const deletedStudents = db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.teacherId, teacherId), isNotNull(students.deletedAt)));
  // The work of students who moved class, on their old class's assignments: kept, but no
  // longer that class's (its figures are of its roster now). Only students ever moved are
  // looked at (an index on moved_at): a small set, as the deleted students are.
  const movedWork = db
    .select({ assignmentId: work.assignmentId, studentId: work.studentId })
    .from(students)
    .innerJoin(work, eq(work.studentId, students.id))
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .where(
      and(
        eq(students.teacherId, teacherId),
        isNotNull(students.movedAt),
        ne(assignments.classId, students.classId),
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
    .where(
      and(
        // A page's assignments are the teacher's, and so is their work: by their ids alone (the
        // primary key's range), where with the teacher's too the planner ANDed in every row of
        // the teacher's index for each assignment.
        ofAssignments ? inArray(work.assignmentId, ofAssignments) : eq(work.teacherId, teacherId),
        notInArray(work.studentId, deletedStudents),
        sql`(${work.assignmentId}, ${work.studentId}) not in (${movedWork})`,
      ),
    )
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
