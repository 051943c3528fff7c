import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { isoDay } from '../../src/shared/list-query.ts';
import {
  averageOf,
  workStatus,
  type HandedIn,
  type StudentProgress,
  type Work,
  type WorkSheet,
} from '../../src/shared/api-types/work.ts';
import { EXCUSED_MESSAGE, workSchema } from '../../src/shared/schemas/work.ts';
import { cellHistory, saveCells, type CellState } from './save.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { isId, liveRows } from '../db/owned.ts';
import { assignments, classes, students, work } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { invalidFields, readJson, requestLocale } from '../http/json.ts';
import { parseValues } from '../../src/shared/validation/parse.ts';
import { notFound } from '../http/list.ts';

/** A roster's order: by last name, then first name, case aside. */
const rosterOrder = [
  asc(sql`lower(${students.lastName})`),
  asc(sql`lower(${students.firstName})`),
  asc(students.id),
];

/** A UUID from the path, or a 404 naming what it would have been. */
function idParam(c: Context, name: string, what: string): string {
  const id = c.req.param(name) ?? '';
  if (!isId(id)) throw notFound(what);
  return id.toLowerCase();
}

/**
 * The work students hand in, and the teacher's marks: per assignment, its class's live roster
 * with what each student did (nothing recorded reads as not handed in); one student's work is
 * saved at a time, as the marking view goes along.
 */
export function workRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  async function findAssignment(teacherId: string, id: string) {
    const [row] = await db
      .select({
        id: assignments.id,
        title: assignments.title,
        classId: assignments.classId,
        className: classes.name,
        dueDate: assignments.dueDate,
        maxPoints: assignments.maxPoints,
      })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .where(
        and(liveRows(assignments, teacherId), liveRows(classes, teacherId), eq(assignments.id, id)),
      );
    if (!row) throw notFound('assignment');
    return row;
  }

  /** The roster of the assignment's class, each student with their work on it. */
  function sheet(teacherId: string, assignmentId: string, classId: string, studentId?: string) {
    return db
      .select({
        studentId: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        studentNumber: students.studentNumber,
        handedIn: sql<HandedIn>`coalesce(${work.handedIn}, 'no')`,
        score: work.score,
        comment: sql<string>`coalesce(${work.comment}, '')`,
        excused: sql<boolean>`coalesce(${work.excused}, false)`,
        dueDate: work.dueDate,
      })
      .from(students)
      .leftJoin(work, and(eq(work.studentId, students.id), eq(work.assignmentId, assignmentId)))
      .where(
        and(
          liveRows(students, teacherId),
          eq(students.classId, classId),
          studentId === undefined ? undefined : eq(students.id, studentId),
        ),
      )
      .orderBy(...rosterOrder)
      .then((rows) =>
        rows.map((r): Work => ({ ...r, status: workStatus(r.handedIn, r.score, r.excused) })),
      );
  }

  /**
   * Each live student of one of the teacher's classes, with their work across its live
   * assignments, as `studentProgress` counts it (ADR 030): the class's work grouped by student
   * once, joined to the roster. Missing is what was due before today less what of it came in,
   * was excused or is due later for this student.
   */
  app.get('/progress/:classId', async (c) => {
    const teacherId = c.get('user').id;
    const classId = idParam(c, 'classId', 'class');
    const [cls] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(liveRows(classes, teacherId), eq(classes.id, classId)));
    if (!cls) throw notFound('class');
    const ofClass = and(liveRows(assignments, teacherId), eq(assignments.classId, classId));
    const today = isoDay(deps.now());
    const pastDue = sql`${assignments.dueDate} < ${today}`;
    // Excused work is in no figure; work not in whose student's own due date is today or later
    // (an extension) is not missing.
    const counts = sql`not ${work.excused}`;
    const handedIn = sql`${work.handedIn} <> 'no' and ${counts}`;
    const owesNothing = sql`(${work.excused} or ${work.handedIn} <> 'no' or ${work.dueDate} >= ${today})`;
    const pieces = db
      .select({
        studentId: work.studentId,
        handedIn: sql<number>`(count(*) filter (where ${handedIn}))::int`.as('handed_in'),
        owesNothingPastDue:
          sql<number>`(count(*) filter (where ${owesNothing} and ${pastDue}))::int`.as(
            'owes_nothing_past_due',
          ),
        marked: sql<number>`(count(${work.score}) filter (where ${counts}))::int`.as('marked'),
        scored: sql<number>`coalesce(sum(${work.score}) filter (where ${counts}), 0)::int`.as(
          'scored',
        ),
        possible:
          sql<number>`coalesce(sum(${assignments.maxPoints}) filter (where ${work.score} is not null and ${counts}), 0)::int`.as(
            'possible',
          ),
      })
      .from(work)
      .innerJoin(assignments, eq(assignments.id, work.assignmentId))
      .where(ofClass)
      .groupBy(work.studentId)
      .as('pieces');
    const dueBefore = db
      .select({ n: sql<number>`count(*)::int` })
      .from(assignments)
      .where(and(ofClass, pastDue));
    // Named with the subquery's alias: drizzle writes a subquery's field in sql`` bare.
    const rows = await db
      .select({
        studentId: students.id,
        handedIn: sql<number>`coalesce("pieces"."handed_in", 0)`,
        missing: sql<number>`(${dueBefore}) - coalesce("pieces"."owes_nothing_past_due", 0)`,
        marked: sql<number>`coalesce("pieces"."marked", 0)`,
        scored: sql<number>`coalesce("pieces"."scored", 0)`,
        possible: sql<number>`coalesce("pieces"."possible", 0)`,
      })
      .from(students)
      .leftJoin(pieces, eq(pieces.studentId, students.id))
      .where(and(liveRows(students, teacherId), eq(students.classId, classId)))
      .orderBy(...rosterOrder);
    const progress: StudentProgress[] = rows.map(({ scored, possible, ...counts }) => ({
      ...counts,
      average: averageOf(scored, possible),
    }));
    return c.json(progress);
  });

  app.get('/:assignmentId', async (c) => {
    const teacherId = c.get('user').id;
    const assignment = await findAssignment(teacherId, idParam(c, 'assignmentId', 'assignment'));
    const answer: WorkSheet = {
      assignment,
      work: await sheet(teacherId, assignment.id, assignment.classId),
    };
    return c.json(answer);
  });

  app.get('/:assignmentId/:studentId/history', async (c) => {
    const teacherId = c.get('user').id;
    const assignment = await findAssignment(teacherId, idParam(c, 'assignmentId', 'assignment'));
    const studentId = idParam(c, 'studentId', 'student');
    const [current] = await sheet(teacherId, assignment.id, assignment.classId, studentId);
    if (!current) throw notFound('student in this class');
    return c.json(await cellHistory(db, teacherId, assignment.id, studentId));
  });

  app.put('/:assignmentId/:studentId', async (c) => {
    const teacherId = c.get('user').id;
    const assignment = await findAssignment(teacherId, idParam(c, 'assignmentId', 'assignment'));
    const studentId = idParam(c, 'studentId', 'student');
    // Only a student on this assignment's class roster has work on it.
    const [current] = await sheet(teacherId, assignment.id, assignment.classId, studentId);
    if (!current) throw notFound('student in this class');
    // A student's own due date is an extension: from the assignment's to the class's term end.
    const [term] = await db
      .select({ ends: classes.termEnds })
      .from(classes)
      .where(eq(classes.id, assignment.classId));
    const body = await readJson(c);
    const extension = { starts: assignment.dueDate, ends: term!.ends };
    const parsed = parseValues(body, workSchema(assignment.maxPoints, extension), {
      locale: requestLocale(c),
    });
    const excused = body.excused ?? current.excused;
    if (!parsed.ok || typeof excused !== 'boolean')
      throw invalidFields({
        ...(parsed.ok ? {} : parsed.fields),
        ...(typeof excused === 'boolean' ? {} : { excused: EXCUSED_MESSAGE }),
      });
    const { score, comment } = parsed.value;
    // Absent: the student's own due date stays as it was (the marking view does not send it).
    const dueDate = 'dueDate' in body ? parsed.value.dueDate : current.dueDate;
    // A score means the work came in: marking paper work that was never ticked off as handed in.
    const handedIn: HandedIn =
      score !== null && parsed.value.handedIn === 'no' ? 'on_time' : parsed.value.handedIn;
    const after: CellState = { handedIn, score, comment, excused, dueDate };
    await saveCells(
      db,
      teacherId,
      assignment.id,
      [{ studentId, before: current, after }],
      deps.now(),
    );
    const saved: Work = { ...current, ...after, status: workStatus(handedIn, score, excused) };
    return c.json(saved);
  });

  return app;
}
