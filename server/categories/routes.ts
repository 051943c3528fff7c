import { and, eq, ne, sql } from 'drizzle-orm';
import {
  categoryResource,
  categoryTaken,
  type GradingCategory,
} from '../../src/shared/resources/categories.ts';
import { classRows } from '../db/class-rows.ts';
import { inClass, liveRows } from '../db/owned.ts';
import { classes, gradingCategories as categories } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { resourceRoutes, type RowQuery } from '../http/resource-routes.ts';

const columns = {
  id: categories.id,
  classId: categories.classId,
  name: categories.name,
  weight: categories.weight,
  dropLowest: categories.dropLowest,
};

/** A class's grading categories on the kit; their own is a name not used twice in a class. */
export function categoryRoutes(deps: AppDeps) {
  const { db } = deps;
  const inClasses = classRows(db, categories, 'category');

  /** The name, when another live category of the class has it (any case). */
  async function nameTaken(teacherId: string, classId: string, name: unknown, id?: string) {
    if (typeof name !== 'string') return undefined;
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          liveRows(categories, teacherId),
          eq(categories.classId, classId),
          sql`lower(${categories.name}) = lower(${name.trim()})`,
          id ? ne(categories.id, id) : undefined,
        ),
      );
    return row ? name.trim() : undefined;
  }

  return resourceRoutes(deps, {
    resource: categoryResource,
    table: categories,
    live: inClasses.live,
    rows: () =>
      db
        .select(columns)
        .from(categories)
        .innerJoin(classes, eq(classes.id, categories.classId))
        .$dynamic() as unknown as RowQuery<GradingCategory>,
    count: inClasses.count,
    sortColumns: { name: sql`lower(${categories.name})`, weight: categories.weight },
    tieBreak: [sql`lower(${categories.name})`, categories.id],
    searchColumns: [categories.name],
    filters: (c) => inClass(categories.classId, c.req.query('classId')),
    check: async ({ teacherId, body, editing }) => {
      const { found, extra } = await inClasses.namedClass(teacherId, body.classId);
      const taken = found && (await nameTaken(teacherId, found.id, body.name, editing?.id));
      if (taken) extra.name = categoryTaken(taken);
      return { context: undefined, extra, found };
    },
    toValues: (v, found) => ({ ...v, classId: found!.id }),
    restore: inClasses.restore,
  });
}
