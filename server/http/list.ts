import type { Context } from 'hono';
import { PAGE_SIZES } from '../../src/shared/api-types/classes.ts';
import { HttpError } from './json.ts';

export interface ListQuery<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: 'asc' | 'desc';
}

/**
 * Reads `page`, `pageSize`, `sort` and `order` from the query string. Anything else than the
 * values offered answers 400 naming the parameter, never a 500 or a silent default.
 */
export function listQuery<S extends string>(
  c: Context,
  sorts: readonly S[],
  defaults: { sort: S; order: 'asc' | 'desc' },
): ListQuery<S> {
  const fields: Record<string, string> = {};
  const page = Number(c.req.query('page') ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) {
    fields.page = 'Use a page number from 1.';
  }
  const pageSize = Number(c.req.query('pageSize') ?? 10);
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize) && pageSize !== 100) {
    fields.pageSize = `Use one of ${[...PAGE_SIZES, 100].join(', ')}.`;
  }
  const sort = (c.req.query('sort') ?? defaults.sort) as S;
  if (!sorts.includes(sort)) fields.sort = `Sort by one of ${sorts.join(', ')}.`;
  const order = c.req.query('order') ?? defaults.order;
  if (order !== 'asc' && order !== 'desc') fields.order = 'Use asc or desc.';
  if (Object.keys(fields).length > 0) {
    throw new HttpError(400, {
      error: 'bad_query',
      message: 'Some parameters need attention.',
      fields,
    });
  }
  return { page, pageSize, sort, order: order as 'asc' | 'desc' };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the path: anything that is not a UUID cannot be one of ours, so 404. */
export function pathId(c: Context, what: string): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw notFound(what);
  return id.toLowerCase();
}

export const notFound = (what: string) =>
  new HttpError(404, { error: 'not_found', message: `No such ${what}.` });

/** The earliest calendar day anywhere on Earth (UTC-12): "today" for a reader in any zone. */
export const earliestToday = (now: Date) =>
  new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
