/**
 * The lists' query strings, read the same way by the server (server/http/list.ts) and by the
 * stories' fake API (src/testing/fake-api.ts): paging, sorting, the assignments' status, and the
 * days each status means. Anything but the values offered is refused, naming the parameter.
 */
import { ASSIGNMENT_STATUSES, PAGE_SIZES, type AssignmentStatus } from './api-types/classes.ts';

export const BAD_QUERY_MESSAGE = 'Some parameters need attention.';

export interface ListQuery<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: 'asc' | 'desc';
}

/** A query's value, or what is wrong with each parameter. */
export type Parsed<T> =
  { value: T; fields?: undefined } | { value?: undefined; fields: Record<string, string> };

/** A parameter of the query string, or undefined when it is not there. */
export type QueryValue = (name: string) => string | undefined;

/** `page`, `pageSize`, `sort` and `order`. */
export function parseListQuery<S extends string>(
  query: QueryValue,
  sorts: readonly S[],
  defaults: { sort: S; order: 'asc' | 'desc' },
): Parsed<ListQuery<S>> {
  const fields: Record<string, string> = {};
  const page = Number(query('page') ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) {
    fields.page = 'Use a page number from 1.';
  }
  const pageSize = Number(query('pageSize') ?? 10);
  // 100: the class pickers ask for every class at once.
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize) && pageSize !== 100) {
    fields.pageSize = `Use one of ${[...PAGE_SIZES, 100].join(', ')}.`;
  }
  const sort = (query('sort') ?? defaults.sort) as S;
  if (!sorts.includes(sort)) fields.sort = `Sort by one of ${sorts.join(', ')}.`;
  const order = query('order') ?? defaults.order;
  if (order !== 'asc' && order !== 'desc') fields.order = 'Use asc or desc.';
  if (Object.keys(fields).length > 0) return { fields };
  return { value: { page, pageSize, sort, order: order as 'asc' | 'desc' } };
}

/** The assignments list's `status`. */
export function parseStatus(query: QueryValue): Parsed<AssignmentStatus> {
  const status = (query('status') ?? 'all') as AssignmentStatus;
  if (!ASSIGNMENT_STATUSES.includes(status)) {
    return { fields: { status: `Use one of ${ASSIGNMENT_STATUSES.join(', ')}.` } };
  }
  return { value: status };
}

const DAY_MS = 24 * 3600_000;

/** A calendar day, `2026-11-21`, as UTC counts it at `at`. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The earliest calendar day anywhere on Earth (UTC-12): "today" for a reader in any zone. */
export const earliestToday = (now: Date) => isoDay(new Date(now.getTime() - 12 * 3600_000));

/**
 * The due dates a status means, as inclusive `from` / exclusive `before` days (UTC days, as the
 * server counts them): upcoming from today, overdue before today, the week from today to seven
 * days on; `all` has no bounds.
 */
export function dueDays(
  status: AssignmentStatus,
  now: Date,
): { from?: string; through?: string; before?: string } {
  const today = isoDay(now);
  if (status === 'upcoming') return { from: today };
  if (status === 'overdue') return { before: today };
  if (status === 'week')
    return { from: today, through: isoDay(new Date(now.getTime() + 7 * DAY_MS)) };
  return {};
}

/** Whether a due date is within those days. */
export const isDueWithin = (dueDate: string, days: ReturnType<typeof dueDays>) =>
  (days.from === undefined || dueDate >= days.from) &&
  (days.through === undefined || dueDate <= days.through) &&
  (days.before === undefined || dueDate < days.before);
