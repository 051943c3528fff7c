import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Page } from '../../src/shared/api-types/classes.ts';
import { STUDENT_SORTS, type Student } from '../../src/shared/api-types/students.ts';
import {
  NO_ROWS_MESSAGE,
  ROSTER_MAX,
  checkRosterRows,
  importProblemsMessage,
  rosterFullMessage,
  studentSchema,
} from '../../src/shared/schemas/students.ts';
import { messages } from '../../src/shared/validation/messages.ts';
import { CLASS_NOT_YOURS } from '../../src/shared/schemas/classes.ts';
import type { SessionUser } from '../auth/sessions.ts';
import {
  countInClasses,
  inClass,
  isId,
  liveRows,
  pageOf,
  restoreIntoLiveClass,
  softDelete,
} from '../db/owned.ts';
import { classes, students } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import {
  HttpError,
  controlCharacterFields,
  readJson,
  requestLocale,
  validated,
} from '../http/json.ts';
import { listQuery, notFound, pathId, searchCondition } from '../http/list.ts';

const columns = {
  id: students.id,
  classId: students.classId,
  firstName: students.firstName,
  lastName: students.lastName,
  studentNumber: students.studentNumber,
  notes: students.notes,
};

// Names in the order a class list is read, whatever their case.
const sortColumns = {
  lastName: sql`lower(${students.lastName})`,
  firstName: sql`lower(${students.firstName})`,
  studentNumber: students.studentNumber,
} as const;

/**
 * The teacher's students, each on the roster of one of the teacher's live classes (ADR 026):
 * list (one class's, or all), read, create, update, delete and undo the delete.
 */
export function studentRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  /** This teacher's live students in live classes. */
  const mine = (teacherId: string) =>
    and(liveRows(students, teacherId), liveRows(classes, teacherId));

  const joined = () =>
    db.select(columns).from(students).innerJoin(classes, eq(classes.id, students.classId));

  async function findStudent(teacherId: string, id: string): Promise<Student> {
    const [row] = await joined().where(and(mine(teacherId), eq(students.id, id)));
    if (!row) throw notFound('student');
    return row;
  }

  async function isLiveClass(teacherId: string, classId: unknown): Promise<boolean> {
    if (!isId(classId)) return false;
    const [row] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(liveRows(classes, teacherId), eq(classes.id, classId.toLowerCase())));
    return row !== undefined;
  }

  /** Live students on a class's roster. */
  async function rosterSize(teacherId: string, classId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(students)
      .where(and(liveRows(students, teacherId), eq(students.classId, classId)));
    return row?.n ?? 0;
  }

  /** Validates with the form's schema; the class must be one of the teacher's own. */
  async function readValues(c: Context, teacherId: string) {
    const body = await readJson(c);
    const given = body.classId !== undefined && body.classId !== null && body.classId !== '';
    const extra: Record<string, string> = !given
      ? { classId: messages.required() }
      : (await isLiveClass(teacherId, body.classId))
        ? {}
        : { classId: CLASS_NOT_YOURS };
    const values = validated(body, studentSchema, requestLocale(c), extra);
    const number = typeof values.studentNumber === 'string' ? values.studentNumber.trim() : '';
    return {
      classId: String(body.classId).toLowerCase(),
      firstName: String(values.firstName).trim(),
      lastName: String(values.lastName).trim(),
      studentNumber: number === '' ? null : number,
      notes: typeof values.notes === 'string' ? values.notes.trim() : '',
    };
  }

  app.get('/', async (c) => {
    const teacherId = c.get('user').id;
    const query = listQuery(c, STUDENT_SORTS, { sort: 'lastName', order: 'asc' });
    const where = and(
      mine(teacherId),
      inClass(students.classId, c.req.query('classId')),
      searchCondition(c, [students.firstName, students.lastName, students.studentNumber]),
    );
    const direction = query.order === 'asc' ? asc : desc;
    const page: Page<Student> = await pageOf(
      query,
      countInClasses(db, students, classes, where),
      (limit, offset) =>
        joined()
          .where(where)
          .orderBy(
            direction(sortColumns[query.sort]),
            asc(sql`lower(${students.lastName})`),
            asc(sql`lower(${students.firstName})`),
            asc(students.id),
          )
          .limit(limit)
          .offset(offset),
    );
    return c.json(page);
  });

  /**
   * A roster import: every row checked with the student form's rules (and against the student
   * numbers already on the roster) before anything is saved; one problem anywhere and nothing
   * is, with each row's messages. All or nothing, so a half-imported roster never exists.
   */
  app.post('/import', async (c) => {
    const teacherId = c.get('user').id;
    const body = await readJson(c);
    const locale = requestLocale(c);
    if (!(await isLiveClass(teacherId, body.classId)))
      throw new HttpError(400, {
        error: 'validation',
        message: 'Some fields need attention.',
        fields: { classId: body.classId ? CLASS_NOT_YOURS : messages.required() },
      });
    const classId = String(body.classId).toLowerCase();
    const given = body.students;
    if (!Array.isArray(given) || given.length === 0)
      throw new HttpError(400, {
        error: 'validation',
        message: 'Some fields need attention.',
        fields: { students: NO_ROWS_MESSAGE },
      });
    const room = ROSTER_MAX - (await rosterSize(teacherId, classId));
    if (given.length > room)
      throw new HttpError(409, { error: 'roster_full', message: rosterFullMessage(room) });
    const taken = await db
      .select({ n: students.studentNumber })
      .from(students)
      .where(and(liveRows(students, teacherId), eq(students.classId, classId)));
    const { rows: values, problems } = checkRosterRows(
      given,
      taken.map((r) => r.n),
      locale,
    );
    // What PostgreSQL cannot store, or should not: refused per row like any other problem.
    values.forEach((row, index) => {
      const control = controlCharacterFields({ ...row });
      if (Object.keys(control).length === 0) return;
      const listed = problems.find((p) => p.row === index);
      if (listed) Object.assign(listed.fields, control);
      else problems.push({ row: index, fields: control });
    });
    problems.sort((x, y) => x.row - y.row);
    if (problems.length > 0)
      throw new HttpError(400, {
        error: 'validation',
        message: importProblemsMessage(problems.length, given.length),
        rows: problems,
      });
    const now = deps.now();
    await db.insert(students).values(
      values.map((v) => ({
        ...v,
        studentNumber: v.studentNumber === '' ? null : v.studentNumber,
        classId,
        teacherId,
        createdAt: now,
      })),
    );
    return c.json({ imported: values.length }, 201);
  });

  app.get('/:id', async (c) => c.json(await findStudent(c.get('user').id, pathId(c, 'student'))));

  app.post('/', async (c) => {
    const teacherId = c.get('user').id;
    const values = await readValues(c, teacherId);
    const size = await rosterSize(teacherId, values.classId);
    if (size >= ROSTER_MAX)
      throw new HttpError(409, { error: 'roster_full', message: rosterFullMessage(0) });
    const [row] = await db
      .insert(students)
      .values({ ...values, teacherId, createdAt: deps.now() })
      .returning({ id: students.id });
    return c.json(await findStudent(teacherId, row!.id), 201);
  });

  app.put('/:id', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'student');
    await findStudent(teacherId, id);
    const values = await readValues(c, teacherId);
    await db
      .update(students)
      .set(values)
      .where(and(liveRows(students, teacherId), eq(students.id, id)));
    return c.json(await findStudent(teacherId, id));
  });

  app.delete('/:id', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'student');
    await findStudent(teacherId, id);
    await softDelete(db, students, teacherId, id, deps.now());
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'student');
    const outcome = await restoreIntoLiveClass(db, students, { table: classes, teacherId }, id);
    if (outcome === 'class_deleted')
      throw new HttpError(409, {
        error: 'class_deleted',
        message: 'This student’s class has been deleted: restore the class first.',
      });
    if (outcome === 'not_found') throw notFound('deleted student');
    return c.json(await findStudent(teacherId, id));
  });

  return app;
}
