import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { CLASS_SORTS, type Page, type SchoolClass } from '../../src/shared/api-types/classes.ts';
import { classSchema } from '../../src/shared/schemas/classes.ts';
import { formatShortDate, isIsoDate } from '../../src/shared/validation/short-date.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { liveRows, pageOf, restoreDeleted, softDelete } from '../db/owned.ts';
import { assignments, classes } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { readJson, requestLocale, validated } from '../http/json.ts';
import { listQuery, notFound, pathId, searchCondition } from '../http/list.ts';
import { subjectsLabelled } from '../../src/shared/list-query.ts';

// Written out in SQL: drizzle leaves columns of a single-table select unqualified, and inside
// this subquery an unqualified "id" would be the assignment's.
const assignmentCount = sql<number>`(
  select count(*)::int from assignments a
  where a.class_id = "classes"."id" and a.deleted_at is null
)`;

// Live students on the class's roster (written out for the same reason).
const rosterCount = sql<number>`(
  select count(*)::int from students s
  where s.class_id = "classes"."id" and s.deleted_at is null
)`;

const columns = {
  id: classes.id,
  name: classes.name,
  subject: classes.subject,
  grade: classes.grade,
  room: classes.room,
  students: rosterCount,
  termStarts: classes.termStarts,
  termEnds: classes.termEnds,
  assignments: assignmentCount,
};

const sortColumns = {
  name: classes.name,
  subject: classes.subject,
  grade: classes.grade,
  students: rosterCount,
  termStarts: classes.termStarts,
  termEnds: classes.termEnds,
} as const;

/** `q`: name, room, or the subject's label. */
const classSearch = (c: Context) =>
  searchCondition(c, [classes.name, classes.room], (word) => {
    const subjects = subjectsLabelled(word);
    return subjects.length > 0 ? inArray(classes.subject, subjects) : undefined;
  });

/** The teacher's classes: list, read, create, update, delete and undo the delete. */
export function classRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  /** Only this teacher's live classes exist, for every query below. */
  const mine = (teacherId: string) => liveRows(classes, teacherId);

  async function findClass(teacherId: string, id: string): Promise<SchoolClass> {
    const [row] = await db
      .select(columns)
      .from(classes)
      .where(and(mine(teacherId), eq(classes.id, id)));
    if (!row) throw notFound('class');
    return row;
  }

  function readValues(
    body: Record<string, unknown>,
    locale: string,
    extra?: Record<string, string>,
  ) {
    const values = validated(body, classSchema, locale, extra);
    // validated() keeps only strings, numbers, booleans or null.
    const room = typeof values.room === 'string' ? values.room.trim() : '';
    return {
      name: String(values.name).trim(),
      subject: String(values.subject),
      grade: Number(values.grade),
      room: room === '' ? null : room,
      termStarts: String(values.termStarts),
      termEnds: String(values.termEnds),
    };
  }

  app.get('/', async (c) => {
    const teacherId = c.get('user').id;
    const query = listQuery(c, CLASS_SORTS, { sort: 'name', order: 'asc' });
    const where = and(mine(teacherId), classSearch(c));
    const direction = query.order === 'asc' ? asc : desc;
    const page: Page<SchoolClass> = await pageOf(
      query,
      db.select({ n: count() }).from(classes).where(where),
      (limit, offset) =>
        db
          .select(columns)
          .from(classes)
          .where(where)
          .orderBy(direction(sortColumns[query.sort]), asc(classes.name), asc(classes.id))
          .limit(limit)
          .offset(offset),
    );
    return c.json(page);
  });

  app.get('/:id', async (c) => c.json(await findClass(c.get('user').id, pathId(c, 'class'))));

  app.post('/', async (c) => {
    const teacherId = c.get('user').id;
    const values = readValues(await readJson(c), requestLocale(c));
    const [row] = await db
      .insert(classes)
      .values({ ...values, teacherId, createdAt: deps.now() })
      .returning({ id: classes.id });
    return c.json(await findClass(teacherId, row!.id), 201);
  });

  app.put('/:id', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'class');
    await findClass(teacherId, id);
    const body = await readJson(c);
    const locale = requestLocale(c);
    // A term may not end before work already set in it is due.
    const extra: Record<string, string> = {};
    if (isIsoDate(body.termEnds)) {
      const [late] = await db
        .select({ n: count(), last: sql<string>`max(${assignments.dueDate})::text` })
        .from(assignments)
        .where(
          and(
            eq(assignments.classId, id),
            isNull(assignments.deletedAt),
            gt(assignments.dueDate, body.termEnds),
          ),
        );
      if (late && late.n > 0 && late.last) {
        extra.termEnds = `${late.n} assignment${late.n === 1 ? ' is' : 's are'} due after this date (the last on ${formatShortDate(late.last, locale)}). Move ${late.n === 1 ? 'it' : 'them'} first.`;
      }
    }
    const values = readValues(body, locale, extra);
    await db
      .update(classes)
      .set(values)
      .where(and(mine(teacherId), eq(classes.id, id)));
    return c.json(await findClass(teacherId, id));
  });

  app.delete('/:id', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'class');
    if (!(await softDelete(db, classes, teacherId, id, deps.now()))) throw notFound('class');
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'class');
    if (!(await restoreDeleted(db, classes, teacherId, id))) throw notFound('deleted class');
    return c.json(await findClass(teacherId, id));
  });

  return app;
}
