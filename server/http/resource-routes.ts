import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Hono, type Context } from 'hono';
import type { Page } from '../../src/shared/api-types/classes.ts';
import type { Resource } from '../../src/shared/resource/define.ts';
import type { ListQuery } from '../../src/shared/list-query.ts';
import type { Schema } from '../../src/shared/validation/rules.ts';
import { parseValues, type Parsed } from '../../src/shared/validation/parse.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { liveRows, pageOf, restoreDeleted, softDelete, type OwnedTable } from '../db/owned.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, readJson, requestLocale } from './json.ts';
import { listQuery, notFound, pathId, searchCondition } from './list.ts';

type Order = SQL | PgColumn;

/** The part of a drizzle select the builder needs (`.$dynamic()` gives it). */
export interface RowQuery<T> extends PromiseLike<T[]> {
  where(where: SQL | undefined): RowQuery<T>;
  orderBy(...order: Order[]): RowQuery<T>;
  limit(limit: number): RowQuery<T>;
  offset(offset: number): RowQuery<T>;
}

/** What a request's write gets to check with: the body, the teacher, the record edited. */
export interface WriteContext<Row> {
  c: Context;
  teacherId: string;
  body: Record<string, unknown>;
  editing: Row | undefined;
}

/** How one resource lives in the database; everything else comes from the resource. */
export interface ResourceTable<
  Row extends { id: string },
  Sort extends string,
  S extends Schema,
  Ctx,
  Values,
  Found = undefined,
> {
  resource: Resource<Row, Sort, object, S, Ctx>;
  table: OwnedTable;
  /** The teacher's live rows: the only ones any read or write sees. */
  live: (teacherId: string) => SQL;
  /**
   * The teacher's rows as the API shows them (columns and joins: figures counted for the teacher
   * once, ADR 030); `map` finishes a row off.
   */
  rows: (teacherId: string) => RowQuery<Row>;
  /**
   * The list's page with its total on every row (a window count, `count(*) over ()`): one
   * statement where `rows` and `count` are two, for a list whose count would join again what
   * its rows join (the assignments' figures, ADR 030). A page past the end has no row to carry
   * the total: `count` gives it then.
   */
  listPage?: (
    teacherId: string,
    c: Context,
    page: { where: SQL | undefined; order: SQL[]; limit: number; offset: number },
  ) => Promise<(Row & { total: number })[]>;
  map?: (row: Row) => Row;
  /** The list's total for a condition (with the joins the condition needs). */
  count: (where: SQL | undefined, teacherId: string) => Promise<{ n: number }[]>;
  /** Each order's column, then the tie-breakers (ascending) that make paging stable. */
  sortColumns: Record<Sort, Order>;
  tieBreak: Order[];
  /** Where the search looks (the resource's `search` fields), and per word another way to match. */
  searchColumns: (PgColumn | SQL)[];
  searchAlso?: (word: string) => SQL | undefined;
  /** The list's own filters (a class, a status), from the query string. */
  filters?: (c: Context) => SQL | undefined;
  /**
   * Checks only the server can make (the class named is one of the teacher's), the schema's
   * context (the class's term end) and what was found on the way (the class's id).
   */
  check?: (
    write: WriteContext<Row>,
  ) => Promise<{ context: Ctx; extra?: Record<string, string>; found: Found }>;
  /** The parsed form, and what the check found, as the table's columns. */
  toValues: (parsed: Parsed<S>, found: Found) => Values;
  /**
   * A hook before a new row is inserted (a roster that is full answers 409). It runs in the
   * insert's transaction, `tx`: what it checks still holds when the row is written.
   */
  beforeCreate?: (tx: Db, teacherId: string, values: Values) => Promise<void>;
  /** A hook before a row is changed, with the row as it was (a move into a full roster: 409). */
  beforeUpdate?: (tx: Db, teacherId: string, values: Values, before: Row) => Promise<void>;
  /** Undo, when it has conditions of its own (only into a live class); true once restored. */
  restore?: (teacherId: string, id: string) => Promise<boolean>;
}

type Routes = Hono<{ Variables: { user: SessionUser } }>;

/**
 * The routes every resource of the teacher's gets (the kit, ADR 025): list (paging, order,
 * search and filters, 400 naming a bad parameter), read, create, update, delete and undo the
 * delete, on the teacher's live rows, with the form's own rules parsed into typed values.
 * What is specific to an entity comes in as hooks; `extend` adds its own routes (an import)
 * before the `/:id` ones.
 */
export function resourceRoutes<
  Row extends { id: string },
  Sort extends string,
  S extends Schema,
  Ctx,
  Values extends Record<string, unknown>,
  Found = undefined,
>(
  deps: AppDeps,
  spec: ResourceTable<Row, Sort, S, Ctx, Values, Found>,
  extend?: (app: Routes, find: (teacherId: string, id: string) => Promise<Row>) => void,
): Routes {
  const { db } = deps;
  const { resource, table } = spec;
  const noun = resource.labels.noun;
  const app: Routes = new Hono();
  const finish = (row: Row) => (spec.map ? spec.map(row) : row);

  async function find(teacherId: string, id: string): Promise<Row> {
    const [row] = await spec.rows(teacherId).where(and(spec.live(teacherId), eq(table.id, id)));
    if (!row) throw notFound(noun);
    return finish(row);
  }

  async function readValues(c: Context, teacherId: string, editing?: Row): Promise<Values> {
    const body = await readJson(c);
    const checked = spec.check
      ? await spec.check({ c, teacherId, body, editing })
      : { context: undefined as Ctx, found: undefined as Found };
    const parsed = parseValues(body, resource.schema(checked.context), {
      locale: requestLocale(c),
      extra: checked.extra ?? {},
    });
    if (!parsed.ok)
      throw new HttpError(400, {
        error: 'validation',
        message: 'Some fields need attention.',
        fields: parsed.fields,
      });
    return spec.toValues(parsed.value, checked.found);
  }

  app.get('/', async (c) => {
    const teacherId = c.get('user').id;
    const query: ListQuery<Sort> = listQuery(c, resource.sorts, {
      sort: resource.sort,
      order: resource.order,
    });
    const where = and(
      spec.live(teacherId),
      spec.filters?.(c),
      searchCondition(c, spec.searchColumns, spec.searchAlso),
    );
    const direction = query.order === 'asc' ? asc : desc;
    const order = [direction(spec.sortColumns[query.sort]), ...spec.tieBreak.map((o) => asc(o))];
    if (spec.listPage) {
      const offset = (query.page - 1) * query.pageSize;
      const rows = await spec.listPage(teacherId, c, {
        where,
        order,
        limit: query.pageSize,
        offset,
      });
      const total =
        rows[0]?.total ?? (offset === 0 ? 0 : ((await spec.count(where, teacherId))[0]?.n ?? 0));
      const page: Page<Row> = {
        items: rows.map(({ total: _total, ...row }) => finish(row as unknown as Row)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
      return c.json(page);
    }
    const total = spec.count(where, teacherId);
    const page: Page<Row> = await pageOf(query, total, async (limit, offset) => {
      const rows = await spec
        .rows(teacherId)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map(finish);
    });
    return c.json(page);
  });

  extend?.(app, find);

  app.get('/:id', async (c) => c.json(await find(c.get('user').id, pathId(c, noun))));

  app.post('/', async (c) => {
    const teacherId = c.get('user').id;
    const values = await readValues(c, teacherId);
    const insert = async (q: Db) => {
      await spec.beforeCreate?.(q, teacherId, values);
      const [row] = await q
        .insert(table)
        .values({ ...values, teacherId, createdAt: deps.now() })
        .returning({ id: table.id });
      return String(row!.id);
    };
    const id = spec.beforeCreate ? await db.transaction(insert) : await insert(db);
    return c.json(await find(teacherId, id), 201);
  });

  app.put('/:id', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, noun);
    const editing = await find(teacherId, id);
    const values = await readValues(c, teacherId, editing);
    const update = async (q: Db) => {
      await spec.beforeUpdate?.(q, teacherId, values, editing);
      await q
        .update(table)
        .set(values)
        .where(and(liveRows(table, teacherId), eq(table.id, id)));
    };
    if (spec.beforeUpdate) await db.transaction(update);
    else await update(db);
    return c.json(await find(teacherId, id));
  });

  app.delete('/:id', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, noun);
    await find(teacherId, id);
    await softDelete(db, table, teacherId, id, deps.now());
    // An audit event with ids only: never a child's name in a log (issue 23).
    deps.logger.info({ event: 'deleted', resource: resource.name, id, userId: teacherId });
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    const teacherId = c.get('user').id;
    const id = pathId(c, noun);
    const restored = spec.restore
      ? await spec.restore(teacherId, id)
      : await restoreDeleted(db, table, teacherId, id);
    if (!restored) throw notFound(`deleted ${noun}`);
    deps.logger.info({ event: 'restored', resource: resource.name, id, userId: teacherId });
    return c.json(await find(teacherId, id));
  });

  return app;
}
