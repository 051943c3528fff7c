import { and, asc, eq, sql } from 'drizzle-orm';
import type { Markbook } from '../../src/shared/api-types/markbook.ts';
import { isoDay } from '../../src/shared/list-query.ts';
import type { Db } from '../db/database.ts';
import { liveRows } from '../db/owned.ts';
import {
  assignments,
  classes,
  gradingCategories,
  gradingPeriods,
  students,
  work,
} from '../db/schema.ts';
import { notFound } from '../http/list.ts';
import { prepared } from '../db/prepared.ts';

const teacherId = sql.placeholder('teacherId');
const classId = sql.placeholder('classId');
const ofClass = <T extends typeof assignments | typeof students>(t: T) =>
  and(liveRows(t, teacherId), eq(t.classId, classId));

// The markbook's reads, each prepared once and sent by name (server/db/prepared.ts): the
// largest class's markbook is ~1,500 cells, and unnamed statements were planned again on every
// call (issue 22 item 11, docs/performance.md).
const classRow = prepared('markbook_class', (db) =>
  db
    .select({
      id: classes.id,
      name: classes.name,
      subject: classes.subject,
      termStarts: classes.termStarts,
      termEnds: classes.termEnds,
      missingPolicy: classes.missingPolicy,
      letterScale: classes.letterScale,
    })
    .from(classes)
    .where(and(liveRows(classes, teacherId), eq(classes.id, classId))),
);
const categoryRows = prepared('markbook_categories', (db) =>
  db
    .select({
      id: gradingCategories.id,
      name: gradingCategories.name,
      weight: gradingCategories.weight,
      dropLowest: gradingCategories.dropLowest,
    })
    .from(gradingCategories)
    .where(and(liveRows(gradingCategories, teacherId), eq(gradingCategories.classId, classId)))
    .orderBy(asc(sql`lower(${gradingCategories.name})`), asc(gradingCategories.id)),
);
const periodRows = prepared('markbook_periods', (db) =>
  db
    .select({
      id: gradingPeriods.id,
      name: gradingPeriods.name,
      starts: gradingPeriods.starts,
      ends: gradingPeriods.ends,
    })
    .from(gradingPeriods)
    .where(and(liveRows(gradingPeriods, teacherId), eq(gradingPeriods.classId, classId)))
    .orderBy(asc(gradingPeriods.starts), asc(gradingPeriods.id)),
);
const assignmentRows = prepared('markbook_assignments', (db) =>
  db
    .select({
      id: assignments.id,
      title: assignments.title,
      dueDate: assignments.dueDate,
      maxPoints: assignments.maxPoints,
      categoryId: assignments.categoryId,
    })
    .from(assignments)
    .where(ofClass(assignments))
    .orderBy(asc(assignments.dueDate), asc(sql`lower(${assignments.title})`), asc(assignments.id)),
);
const rosterRows = prepared('markbook_roster', (db) =>
  db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      studentNumber: students.studentNumber,
    })
    .from(students)
    .where(ofClass(students))
    .orderBy(
      asc(sql`lower(${students.lastName})`),
      asc(sql`lower(${students.firstName})`),
      asc(students.id),
    ),
);
const cellRows = prepared('markbook_cells', (db) =>
  db
    .select({
      assignmentId: work.assignmentId,
      studentId: work.studentId,
      handedIn: work.handedIn,
      score: work.score,
      excused: work.excused,
      dueDate: work.dueDate,
      comment: work.comment,
    })
    .from(work)
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .innerJoin(students, eq(students.id, work.studentId))
    // Only the roster's: a student moved away keeps their work here, out of this markbook.
    .where(and(ofClass(assignments), liveRows(students, teacherId), eq(students.classId, classId))),
);

/**
 * Everything a class's markbook shows, in six plain reads on the teacher's rows of one class
 * (each an index range: class_id, or work by assignment through the class's assignments):
 * no figure is counted here — the totals are the shared grade function's, in the browser and
 * in the export.
 */
export async function markbookOf(
  db: Db,
  teacher: string,
  classIdAsked: string,
  now: Date,
): Promise<Markbook> {
  const of = { teacherId: teacher, classId: classIdAsked };
  const [cls] = await classRow(db).execute(of);
  if (!cls) throw notFound('class');
  // One after another: a request holds one pooled connection at a time (ADR 031).
  const categories = await categoryRows(db).execute(of);
  const periods = await periodRows(db).execute(of);
  const assignmentList = await assignmentRows(db).execute(of);
  const roster = await rosterRows(db).execute(of);
  const cells = await cellRows(db).execute(of);
  // A category removed (Undo pending) is not the assignment's category any more.
  const live = new Set(categories.map((g) => g.id));
  return {
    class: cls,
    categories,
    periods,
    assignments: assignmentList.map((a) => ({
      ...a,
      categoryId: a.categoryId !== null && live.has(a.categoryId) ? a.categoryId : null,
    })),
    students: roster,
    cells,
    today: isoDay(now),
  };
}
