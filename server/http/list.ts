import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import {
  BAD_QUERY_MESSAGE,
  containsPattern,
  parseListQuery,
  parseSearch,
  SEARCH_FOLD,
  searchFolded,
  type ListQuery,
  type Parsed,
} from '../../src/shared/list-query.ts';
import { isId } from '../db/owned.ts';
import { HttpError } from './json.ts';

/**
 * Reads `page`, `pageSize`, `sort` and `order` from the query string (src/shared/list-query.ts).
 * Anything else than the values offered answers 400 naming the parameter, never a 500 or a
 * silent default.
 */
export function listQuery<S extends string>(
  c: Context,
  sorts: readonly S[],
  defaults: { sort: S; order: 'asc' | 'desc' },
): ListQuery<S> {
  return orBadQuery(parseListQuery((name) => c.req.query(name), sorts, defaults));
}

/**
 * The list's search (`q`, src/shared/list-query.ts) as a condition: every word in one of
 * `columns`, accents and case aside (the columns through searchFoldedSql, the word through
 * searchFolded), `%`, `_` and `\` taken literally; `also` may add, per word, another way for a
 * row to match (a class's subject by its label). Undefined when there is nothing to look for;
 * over the length allowed, a 400 naming `q`.
 */
export function searchCondition(
  c: Context,
  columns: readonly (PgColumn | SQL)[],
  also?: (word: string) => SQL | undefined,
): SQL | undefined {
  const words = orBadQuery(parseSearch((name) => c.req.query(name)));
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(searchFolded(word));
      return or(
        ...columns.map((column) => sql`${searchFoldedSql(column)} like ${pattern} escape '\\'`),
        also?.(word),
      );
    }),
  );
}

/**
 * A text folded as searchFolded folds it (SEARCH_FOLD), in SQL that PGlite and PostgreSQL answer
 * alike with no extension: normalize(…, NFD), regexp_replace() of the marks, lower(),
 * translate(), replace(); plain ASCII, which folds to its lower case, skips the work. On 60,000
 * texts, 3 in 5 accented: 2.5–6 times ILIKE's time, about 10 µs an accented text (translate() the
 * dearest step; with the marks in it too, 2–4 times slower again); 1 in 10 accented: ILIKE's.
 */
export function searchFoldedSql(text: PgColumn | SQL): SQL {
  const { marks, from, to, spelled } = SEARCH_FOLD;
  const bare = sql`lower(regexp_replace(normalize(${text}, NFD), ${marks}, '', 'g'))`;
  let folded = sql`translate(${bare}, ${from}, ${to})`;
  for (const [letter, written] of spelled) folded = sql`replace(${folded}, ${letter}, ${written})`;
  const ascii = sql`octet_length(${text}) = char_length(${text})`;
  return sql`case when ${ascii} then lower(${text} collate "C") else ${folded} end`;
}

/** The value of a parsed query, or a 400 naming what is wrong. */
export function orBadQuery<T>(parsed: Parsed<T>): T {
  if (parsed.fields) {
    throw new HttpError(400, {
      error: 'bad_query',
      message: BAD_QUERY_MESSAGE,
      fields: parsed.fields,
    });
  }
  return parsed.value;
}

/** An id from the path: anything that is not a UUID cannot be one of ours, so 404. */
export function pathId(c: Context, what: string): string {
  const id = c.req.param('id') ?? '';
  if (!isId(id)) throw notFound(what);
  return id.toLowerCase();
}

export const notFound = (what: string) =>
  new HttpError(404, { error: 'not_found', message: `No such ${what}.` });

export type { ListQuery };
