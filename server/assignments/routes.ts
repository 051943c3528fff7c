import { and, asc, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  ASSIGNMENT_SORTS,
  type Assignment,
  type Page,
} from '../../src/shared/api-types/classes.ts';
import { assignmentSchema } from '../../src/shared/schemas/assignments.ts';
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
import { assignments, classes } from '../db/schema.ts';
import { handedInCount, markedCount, rosterCount } from '../work/counts.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, readJson, requestLocale, validated } from '../http/json.ts';
import {
  earliestToday,
  listQuery,
  notFound,
  orBadQuery,
  pathId,
  searchCondition,
} from '../http/list.ts';
import {
  dueDays,
  isoDay,
  missingOf,
  parseStatus,
  recentlyDue,
} from '../../src/shared/list-query.ts';

const columns = {
  id: assignments.id,
  title: assignments.title,
  classId: assignments.classId,
  className: classes.name,
  termEnds: classes.termEnds,
  dueDate: assignments.dueDate,
  maxPoints: assignments.maxPoints,
  description: assignments.description,
  students: rosterCount,
  handedIn: handedInCount,
  marked: markedCount,
};

const sortColumns = {
  dueDate: assignments.dueDate,
  title: assignments.title,
  className: classes.name,
  maxPoints: assignments.maxPoints,
} as const;

/** The teacher's assignments, each in one of the teacher's live classes. */
export function assignmentRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  /** This teacher's live assignments in live classes. */
  const mine = (teacherId: string) =>
    and(liveRows(assignments, teacherId), liveRows(classes, teacherId));

  const joined = () =>
    db.select(columns).from(assignments).innerJoin(classes, eq(classes.id, assignments.classId));

  /** A row with its missing work, counted against the server's today. */
  const withMissing = <R extends Omit<Assignment, 'missing'>>(row: R): Assignment => ({
    ...row,
    missing: missingOf(row, deps.now()),
  });

  async function findAssignment(teacherId: string, id: string): Promise<Assignment> {
    const [row] = await joined().where(and(mine(teacherId), eq(assignments.id, id)));
    if (!row) throw notFound('assignment');
    return withMissing(row);
  }

  async function termEndOf(teacherId: string, classId: unknown) {
    if (!isId(classId)) return undefined;
    const [row] = await db
      .select({ termEnds: classes.termEnds })
      .from(classes)
      .where(and(liveRows(classes, teacherId), eq(classes.id, classId)));
    return row?.termEnds;
  }

  /** Validates with the form's schema; the class must be one of the teacher's own. */
  async function readValues(c: Context, teacherId: string, isNew: boolean) {
    const body = await readJson(c);
    const termEnds = await termEndOf(teacherId, body.classId);
    const extra: Record<string, string> =
      // Given but not one of this teacher's live classes (a number, an object, another's id).
      termEnds === undefined &&
      body.classId !== undefined &&
      body.classId !== null &&
      body.classId !== ''
        ? { classId: CLASS_NOT_YOURS }
        : {};
    const schema = assignmentSchema({
      today: isNew ? earliestToday(deps.now()) : undefined,
      termEndOf: () => termEnds,
    });
    const values = validated(body, schema, requestLocale(c), extra);
    return {
      title: String(values.title).trim(),
      classId: String(values.classId).toLowerCase(),
      dueDate: String(values.dueDate),
      maxPoints: Number(values.maxPoints),
      description: typeof values.description === 'string' ? values.description.trim() : '',
    };
  }

  /** The list's status, as `inStatus` (src/shared/list-query.ts) says it in JavaScript. */
  function statusFilter(c: Context): SQL | undefined {
    const status = orBadQuery(parseStatus((name) => c.req.query(name)));
    const now = deps.now();
    const toMark = sql`${handedInCount} > ${markedCount}`;
    const missing = sql`(${assignments.dueDate} < ${isoDay(now)} and ${rosterCount} > ${handedInCount})`;
    if (status === 'to_mark') return toMark;
    if (status === 'missing') return missing;
    if (status === 'attention') {
      const week = dueDays('week', now);
      return or(
        toMark,
        and(missing, gte(assignments.dueDate, recentlyDue(now))),
        and(gte(assignments.dueDate, week.from!), lte(assignments.dueDate, week.through!)),
      );
    }
    const days = dueDays(status, now);
    return and(
      days.from === undefined ? undefined : gte(assignments.dueDate, days.from),
      days.through === undefined ? undefined : lte(assignments.dueDate, days.through),
      days.before === undefined ? undefined : lt(assignments.dueDate, days.before),
    );
  }

  app.get('/', async (c) => {
    const teacherId = c.get('user').id;
    const query = listQuery(c, ASSIGNMENT_SORTS, { sort: 'dueDate', order: 'asc' });
    const where = and(
      mine(teacherId),
      statusFilter(c),
      inClass(assignments.classId, c.req.query('classId')),
      searchCondition(c, [assignments.title, classes.name]),
    );
    const direction = query.order === 'asc' ? asc : desc;
    const page: Page<Assignment> = await pageOf(
      query,
      countInClasses(db, assignments, classes, where),
      (limit, offset) =>
        joined()
          .where(where)
          .orderBy(
            direction(sortColumns[query.sort]),
            asc(assignments.dueDate),
            asc(assignments.id),
          )
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map(withMissing)),
    );
    return c.json(page);
  });

  app.get('/:id', async (c) =>
    c.json(await findAssignment(c.get('user').id, pathId(c, 'assignment'))),
  );

  app.post('/', async (c) => {
    const teacherId = c.get('user').id;
    const values = await readValues(c, teacherId, true);
    const [row] = await db
      .insert(assignments)
      .values({ ...values, teacherId, createdAt: deps.now() })
      .returning({ id: assignments.id });
    return c.json(await findAssignment(teacherId, row!.id), 201);
  });

  app.put('/:id', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'assignment');
    await findAssignment(teacherId, id);
    const values = await readValues(c, teacherId, false);
    await db
      .update(assignments)
      .set(values)
      .where(and(eq(assignments.teacherId, teacherId), eq(assignments.id, id)));
    return c.json(await findAssignment(teacherId, id));
  });

  app.delete('/:id', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'assignment');
    await findAssignment(teacherId, id);
    await softDelete(db, assignments, teacherId, id, deps.now());
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, 'assignment');
    const outcome = await restoreIntoLiveClass(db, assignments, { table: classes, teacherId }, id);
    if (outcome === 'class_deleted')
      throw new HttpError(409, {
        error: 'class_deleted',
        message: 'This assignment’s class has been deleted: restore the class first.',
      });
    if (outcome === 'not_found') throw notFound('deleted assignment');
    return c.json(await findAssignment(teacherId, id));
  });

  return app;
}
