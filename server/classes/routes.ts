import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SchoolClass } from '../../src/shared/api-types/classes.ts';
import { subjectsLabelled } from '../../src/shared/list-query.ts';
import { classResource } from '../../src/shared/resources/classes.ts';
import { formatShortDate, isIsoDate } from '../../src/shared/validation/short-date.ts';
import { liveRows } from '../db/owned.ts';
import { assignments, classes } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { requestLocale } from '../http/json.ts';
import { resourceRoutes, type RowQuery } from '../http/resource-routes.ts';

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

/** The teacher's classes on the kit: what is their own is a term that must hold its work. */
export function classRoutes(deps: AppDeps) {
  const { db } = deps;

  /** A term may not end before work already set in it is due. */
  async function termHoldsWork(
    id: string,
    termEnds: unknown,
    locale: string,
  ): Promise<Record<string, string>> {
    if (!isIsoDate(termEnds)) return {};
    const [late] = await db
      .select({ n: count(), last: sql<string>`max(${assignments.dueDate})::text` })
      .from(assignments)
      .where(
        and(
          eq(assignments.classId, id),
          isNull(assignments.deletedAt),
          gt(assignments.dueDate, termEnds),
        ),
      );
    if (!late || late.n === 0 || !late.last) return {};
    const one = late.n === 1;
    return {
      termEnds: `${late.n} assignment${one ? ' is' : 's are'} due after this date (the last on ${formatShortDate(late.last, locale)}). Move ${one ? 'it' : 'them'} first.`,
    };
  }

  return resourceRoutes(deps, {
    resource: classResource,
    table: classes,
    live: (teacherId) => liveRows(classes, teacherId),
    rows: () => db.select(columns).from(classes).$dynamic() as unknown as RowQuery<SchoolClass>,
    count: (where) => db.select({ n: count() }).from(classes).where(where),
    sortColumns: {
      name: classes.name,
      subject: classes.subject,
      grade: classes.grade,
      students: rosterCount,
      termStarts: classes.termStarts,
      termEnds: classes.termEnds,
    },
    tieBreak: [classes.name, classes.id],
    searchColumns: [classes.name, classes.room],
    // Or the subject's label.
    searchAlso: (word) => {
      const subjects = subjectsLabelled(word);
      return subjects.length > 0 ? inArray(classes.subject, subjects) : undefined;
    },
    check: async ({ c, body, editing }) => ({
      context: undefined,
      found: undefined,
      extra: editing ? await termHoldsWork(editing.id, body.termEnds, requestLocale(c)) : {},
    }),
    toValues: (v) => v,
  });
}
