import { and, count, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Assignment } from '../../src/shared/api-types/classes.ts';
import { isoDay, missingOf } from '../../src/shared/list-query.ts';
import { assignmentResource } from '../../src/shared/resources/assignments.ts';
import { CATEGORY_NOT_IN_CLASS } from '../../src/shared/schemas/assignments.ts';
import { classRows } from '../db/class-rows.ts';
import { inClass, isId, liveRows } from '../db/owned.ts';
import { assignments, classes, gradingCategories } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { resourceRoutes, type RowQuery } from '../http/resource-routes.ts';
import { figures, workFigures } from '../work/counts.ts';
import { filtersOnFigures, statusFilter } from './status-filter.ts';

export { CATEGORY_NOT_IN_CLASS };

/** An assignment's own columns and its class's, as the API shows them. */
const own = {
  id: assignments.id,
  title: assignments.title,
  classId: assignments.classId,
  className: classes.name,
  termEnds: classes.termEnds,
  dueDate: assignments.dueDate,
  maxPoints: assignments.maxPoints,
  description: assignments.description,
  categoryId: assignments.categoryId,
};
const columns = { ...own, ...figures };
/** The list's total, on every row of its page. */
const total = sql<number>`(count(*) over ())::int`;

/**
 * The teacher's assignments on the kit, each in one of the teacher's live classes; their own
 * are the work figures, the status filter, and a due date within the class's term.
 */
export function assignmentRoutes(deps: AppDeps) {
  const { db } = deps;
  const inClasses = classRows(db, assignments, 'assignment');
  /** No category, or one of the class's live grading categories. */
  async function isClassCategory(teacherId: string, classId: string, categoryId: unknown) {
    if (categoryId === undefined || categoryId === null || categoryId === '') return true;
    if (!isId(categoryId)) return false;
    const [row] = await db
      .select({ id: gradingCategories.id })
      .from(gradingCategories)
      .where(
        and(
          liveRows(gradingCategories, teacherId),
          eq(gradingCategories.classId, classId),
          eq(gradingCategories.id, categoryId.toLowerCase()),
        ),
      );
    return row !== undefined;
  }
  /** The teacher's assignments with their classes, and the figures counted once (ADR 030). */
  const withFigures = <T extends PgSelect>(query: T, teacherId: string) => {
    const { roster, handed } = workFigures(db, teacherId, isoDay(deps.now()));
    return query
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .leftJoin(roster, eq(roster.classId, assignments.classId))
      .leftJoin(handed, eq(handed.assignmentId, assignments.id));
  };
  return resourceRoutes(deps, {
    resource: assignmentResource,
    table: assignments,
    live: inClasses.live,
    rows: (teacherId) =>
      withFigures(
        db.select(columns).from(assignments).$dynamic(),
        teacherId,
      ) as unknown as RowQuery<Assignment>,
    // The list's page and its total in one statement: a separate count joined the figures again
    // (14 % of the database's time under the soak: docs/performance.md).
    listPage: async (teacherId, c, { where, order, limit, offset }) => {
      if (filtersOnFigures(c))
        return withFigures(
          db
            .select({ ...columns, total })
            .from(assignments)
            .$dynamic(),
          teacherId,
        )
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset) as unknown as Promise<(Assignment & { total: number })[]>;
      // A status on due dates alone: the page first, then the figures of its assignments only
      // (a page's work, not all of the teacher's).
      const page = db.$with('page').as(
        db
          .select({
            ...own,
            total: total.as('total'),
            position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as(
              'position',
            ),
          })
          .from(assignments)
          .innerJoin(classes, eq(classes.id, assignments.classId))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      );
      const { roster, handed } = workFigures(
        db,
        teacherId,
        isoDay(deps.now()),
        db.select({ id: page.id }).from(page),
      );
      const fields = Object.fromEntries(
        [...Object.keys(own), 'total'].map((key) => [key, page[key as keyof typeof own]]),
      ) as unknown as typeof own & { total: typeof total };
      return (await db
        .with(page)
        .select({ ...fields, ...figures })
        .from(page)
        .leftJoin(roster, eq(roster.classId, page.classId))
        .leftJoin(handed, eq(handed.assignmentId, page.id))
        .orderBy(page.position)) as unknown as (Assignment & { total: number })[];
    },
    // Missing work, counted against the server's today; `exempt` (excused or extended) is not
    // the API's.
    map: (row) => {
      const { exempt, ...rest } = row as Assignment & { exempt: number };
      return { ...rest, missing: missingOf({ ...rest, exempt }, deps.now()) };
    },
    // A page past the end's total. The status filter is on the figures (PostgreSQL leaves out
    // the joins when none is asked).
    count: (where, teacherId) =>
      withFigures(db.select({ n: count() }).from(assignments).$dynamic(), teacherId).where(where),
    sortColumns: {
      dueDate: assignments.dueDate,
      title: assignments.title,
      className: classes.name,
      maxPoints: assignments.maxPoints,
    },
    tieBreak: [assignments.dueDate, assignments.id],
    searchColumns: [assignments.title, classes.name],
    filters: (c) =>
      and(statusFilter(c, deps.now()), inClass(assignments.classId, c.req.query('classId'))),
    check: async ({ teacherId, body, editing }) => {
      const { found, extra } = await inClasses.namedClass(teacherId, body.classId);
      if (found && !(await isClassCategory(teacherId, found.id, body.categoryId)))
        extra.categoryId = CATEGORY_NOT_IN_CLASS;
      return {
        // Due within the class's term (past days too, for a new one); an edit keeps its date.
        context: {
          isNew: !editing,
          termOf: () => found && { starts: found.termStarts, ends: found.termEnds },
        },
        extra,
        found,
      };
    },
    toValues: (v, found) => ({
      ...v,
      classId: found!.id,
      categoryId: v.categoryId === null ? null : v.categoryId.toLowerCase(),
    }),
    restore: inClasses.restore,
  });
}
