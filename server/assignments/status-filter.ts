import { and, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { dueDays, isoDay, parseStatus, recentlyDue } from '../../src/shared/list-query.ts';
import { assignments } from '../db/schema.ts';
import { orBadQuery } from '../http/list.ts';
import { figures } from '../work/counts.ts';

/** The statuses that are conditions on the figures (the others are on due dates only). */
const ON_FIGURES = new Set(['to_mark', 'missing', 'attention']);

/** Whether the list's status asks for the figures of every assignment it might show. */
export const filtersOnFigures = (c: Context): boolean =>
  ON_FIGURES.has(c.req.query('status') ?? 'all');

/**
 * The list's status, as `inStatus` (src/shared/list-query.ts) says it in JavaScript; on the
 * figures of the select's joined `roster` and `handed` rows (server/work/counts.ts).
 */
export function statusFilter(c: Context, now: Date): SQL | undefined {
  const status = orBadQuery(parseStatus((name) => c.req.query(name)));
  const { students, handedIn, marked, exempt } = figures;
  const toMark = sql`${handedIn} > ${marked}`;
  const missing = sql`(${assignments.dueDate} < ${isoDay(now)} and ${students} > ${handedIn} + ${exempt})`;
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
