import { and, count, eq } from 'drizzle-orm';
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
import { statusFilter } from './status-filter.ts';

export { CATEGORY_NOT_IN_CLASS };

const columns = {
  id: assignments.id,
  title: assignments.title,
  classId: assignments.classId,
  className: classes.name,
  termEnds: classes.termEnds,
  dueDate: assignments.dueDate,
  maxPoints: assignments.maxPoints,
  description: assignments.description,
  categoryId: assignments.categoryId,
  ...figures,
};

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
    // Missing work, counted against the server's today; `exempt` (excused or extended) is not
    // the API's.
    map: (row) => {
      const { exempt, ...rest } = row as Assignment & { exempt: number };
      return { ...rest, missing: missingOf({ ...rest, exempt }, deps.now()) };
    },
    // The status filter is on the figures (PostgreSQL leaves out the joins when none is asked).
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
