import { and, eq, ne, sql } from 'drizzle-orm';
import {
  periodResource,
  periodTaken,
  type GradingPeriod,
} from '../../src/shared/resources/periods.ts';
import { classRows } from '../db/class-rows.ts';
import { inClass, liveRows } from '../db/owned.ts';
import { classes, gradingPeriods as periods } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { resourceRoutes, type RowQuery } from '../http/resource-routes.ts';

const columns = {
  id: periods.id,
  classId: periods.classId,
  name: periods.name,
  starts: periods.starts,
  ends: periods.ends,
};

/**
 * A class's grading periods on the kit; their own are a name not used twice in a class and
 * dates within the term of the class the body names (the schema's context).
 */
export function periodRoutes(deps: AppDeps) {
  const { db } = deps;
  const inClasses = classRows(db, periods, 'grading period');

  /** The name, when another live period of the class has it (any case). */
  async function nameTaken(teacherId: string, classId: string, name: unknown, id?: string) {
    if (typeof name !== 'string') return undefined;
    const [row] = await db
      .select({ id: periods.id })
      .from(periods)
      .where(
        and(
          liveRows(periods, teacherId),
          eq(periods.classId, classId),
          sql`lower(${periods.name}) = lower(${name.trim()})`,
          id ? ne(periods.id, id) : undefined,
        ),
      );
    return row ? name.trim() : undefined;
  }

  return resourceRoutes(deps, {
    resource: periodResource,
    table: periods,
    live: inClasses.live,
    rows: () =>
      db
        .select(columns)
        .from(periods)
        .innerJoin(classes, eq(classes.id, periods.classId))
        .$dynamic() as unknown as RowQuery<GradingPeriod>,
    count: inClasses.count,
    sortColumns: { starts: periods.starts, name: sql`lower(${periods.name})` },
    tieBreak: [periods.starts, sql`lower(${periods.name})`, periods.id],
    searchColumns: [periods.name],
    filters: (c) => inClass(periods.classId, c.req.query('classId')),
    check: async ({ teacherId, body, editing }) => {
      const { found, extra } = await inClasses.namedClass(teacherId, body.classId);
      const taken = found && (await nameTaken(teacherId, found.id, body.name, editing?.id));
      if (taken) extra.name = periodTaken(taken);
      const term = found && { starts: found.termStarts, ends: found.termEnds };
      return { context: { term }, extra, found };
    },
    toValues: (v, found) => ({ ...v, classId: found!.id }),
    restore: inClasses.restore,
  });
}
