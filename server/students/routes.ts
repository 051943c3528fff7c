import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Page } from '../../src/shared/api-types/classes.ts';
import { STUDENT_SORTS, type Student } from '../../src/shared/api-types/students.ts';
import { studentSchema } from '../../src/shared/schemas/students.ts';
import { messages } from '../../src/shared/validation/messages.ts';
import { CLASS_NOT_YOURS } from '../../src/shared/schemas/classes.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { inClass, isId, liveRows, pageOf, restoreIntoLiveClass, softDelete } from '../db/owned.ts';
import { classes, students } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, readJson, requestLocale, validated } from '../http/json.ts';
import { listQuery, notFound, pathId } from '../http/list.ts';

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
    const where = and(mine(teacherId), inClass(students.classId, c.req.query('classId')));
    const direction = query.order === 'asc' ? asc : desc;
    const page: Page<Student> = await pageOf(
      query,
      db
        .select({ n: count() })
        .from(students)
        .innerJoin(classes, eq(classes.id, students.classId))
        .where(where),
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

  app.get('/:id', async (c) => c.json(await findStudent(c.get('user').id, pathId(c, 'student'))));

  app.post('/', async (c) => {
    const teacherId = c.get('user').id;
    const values = await readValues(c, teacherId);
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
