/**
 * The lists' query strings, read the same way by the server (server/http/list.ts) and by the
 * stories' fake API (src/testing/fake-api.ts): paging, sorting, the assignments' status, and the
 * days each status means. Anything but the values offered is refused, naming the parameter.
 */
import { ASSIGNMENT_STATUSES, PAGE_SIZES, type AssignmentStatus } from './api-types/classes.ts';
import { SUBJECTS } from './schemas/classes.ts';
import { messages } from './validation/messages.ts';

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

/** The longest search a list takes (`q`), trimmed. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * A list's `q`: the words to look for, every one of which a row must contain (case aside), or
 * none when it is empty. Spaces and control characters part words (a NUL never reaches the
 * database); longer than SEARCH_MAX_LENGTH is refused.
 */
export function parseSearch(query: QueryValue): Parsed<string[]> {
  const q = (query('q') ?? '').trim();
  if (q.length > SEARCH_MAX_LENGTH) {
    return { fields: { q: messages.maxLength(SEARCH_MAX_LENGTH) } };
  }
  return { value: q.split(/[\s\p{Cc}]+/u).filter((word) => word !== '') };
}

/** A LIKE pattern for text containing `word`: its `%`, `_` and `\` match themselves. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * How search folds a text, the same in SQL (server/http/list.ts) and in searchFolded: NFD, the
 * combining marks it splits off (`marks`, U+0300–U+036F) go, lower case; then each letter of
 * `from` becomes the one at its place in `to` (translate(): what NFD leaves whole, capitals too
 * for a database whose lower() knows only A–Z, final sigma) and æ, œ, ß, þ are spelled out.
 */
export const SEARCH_FOLD = {
  marks: '[\\u0300-\\u036f]',
  from: 'ØøŁłĐđÐðĦħıÆŒẞÞς',
  to: 'oollddddhhiæœßþσ',
  spelled: [
    ['æ', 'ae'],
    ['œ', 'oe'],
    ['ß', 'ss'],
    ['þ', 'th'],
  ] as const,
};
const marks = new RegExp(SEARCH_FOLD.marks, 'g');
const toChars = [...SEARCH_FOLD.to];
const letters = new Map([...SEARCH_FOLD.from].map((char, i) => [char, toChars[i]!]));

/** A text as search compares it: accents and case aside ("Zoë", "ZOË" and "zoe" are "zoe"). */
export function searchFolded(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFD').replace(marks, '').toLowerCase()) {
    folded += letters.get(char) ?? char;
  }
  for (const [letter, spelled] of SEARCH_FOLD.spelled) folded = folded.replaceAll(letter, spelled);
  return folded;
}

/** Whether every word is in one of the texts, folded: the server's search, for the fake. */
export const matchesEvery = (words: readonly string[], texts: readonly (string | null)[]) =>
  words.every((word) =>
    texts.some((text) => text !== null && searchFolded(text).includes(searchFolded(word))),
  );

/** The subjects whose label contains the word (folded): "bio" finds biology classes. */
export const subjectsLabelled = (word: string): string[] =>
  SUBJECTS.filter((s) => searchFolded(s.label).includes(searchFolded(word))).map((s) => s.value);

const DAY_MS = 24 * 3600_000;

/** A calendar day, `2026-11-21`, as UTC counts it at `at`. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

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

/**
 * How long missing work stays on the "needs attention" list after its due date: work still
 * missing weeks later is on the "missing" list, not in the way of this week's.
 */
export const ATTENTION_MISSING_DAYS = 14;

/** The earliest due date whose missing work still needs attention. */
export const recentlyDue = (now: Date) =>
  isoDay(new Date(now.getTime() - ATTENTION_MISSING_DAYS * DAY_MS));

/** An assignment's work figures, as the lists count them. */
export interface WorkCounts {
  dueDate: string;
  students: number;
  /** Work handed in (on time or late), excused work aside. */
  handedIn: number;
  /** Work marked, excused work aside. */
  marked: number;
  /**
   * Students who owe nothing yet though the work is not in: excused, or their own due date (an
   * extension) is today or later. Absent: none.
   */
  exempt?: number;
}

/** Work not handed in once the due date has passed, as the server counts "today" (UTC). */
export const missingOf = (a: WorkCounts, now: Date) =>
  a.dueDate < isoDay(now) ? Math.max(0, a.students - a.handedIn - (a.exempt ?? 0)) : 0;

/**
 * Whether an assignment is in a status's list: the due-date statuses by `dueDays`, the work
 * statuses by its figures (the server says the same in SQL, server/assignments/routes.ts).
 */
export function inStatus(status: AssignmentStatus, a: WorkCounts, now: Date): boolean {
  const toMark = a.handedIn > a.marked;
  const missing = missingOf(a, now) > 0;
  if (status === 'to_mark') return toMark;
  if (status === 'missing') return missing;
  if (status === 'attention')
    return (
      toMark ||
      (missing && a.dueDate >= recentlyDue(now)) ||
      isDueWithin(a.dueDate, dueDays('week', now))
    );
  return isDueWithin(a.dueDate, dueDays(status, now));
}
