import { http, HttpResponse } from 'msw';
import type { Page } from '../../shared/api-types/classes';
import {
  matchesEvery,
  parseListQuery,
  parseSearch,
  type ListQuery,
  type Parsed,
  type QueryValue,
} from '../../shared/list-query';
import type { Resource } from '../../shared/resource/define';
import { messages } from '../../shared/validation/messages';
import { parseValues } from '../../shared/validation/parse';
import type { Schema } from '../../shared/validation/rules';
import type { Table } from './db';
import { badQuery, conflict, invalid, notFound, pathId, queryOf, readBody } from './respond';

/** The record a row belongs to (a student's class): only rows of a live one exist. */
export interface Owner<Row> {
  /** The row's field naming it (`classId`): lists filter by it, bodies must name a live one. */
  key: keyof Row & string;
  /** Its noun, for the 409 of a restore into a deleted one ("class"). */
  noun: string;
  isLive: (id: string) => boolean;
  /** What a body naming another record hears (the server's words). */
  notYours: string;
}

/**
 * One entity of the fake, derived from its resource (src/shared/resources): its path, sorts,
 * default order, search fields, schema, noun and Undo window come from there; the hooks say
 * only what is the entity's own, as the server's routes do.
 */
export interface FakeEntity<Row extends { id: string }, Ctx> {
  resource: Resource<Row, string, object, Schema, Ctx>;
  table: Table<Row>;
  newId: () => string;
  owner?: Owner<Row>;
  /** A row as the API answers it: what the server derives (counts, its class's name). */
  view?: (row: Row) => Row;
  /**
   * The schema's facts from outside the form (today for a new record, a class's term end), from
   * the body when they depend on it (the term of the class it names).
   */
  context?: (isNew: boolean, body: Record<string, unknown>) => Ctx;
  /** The list's own filter (the assignments' status): a test on rows, or what is wrong. */
  filter?: (query: QueryValue) => Parsed<(row: Row) => boolean>;
  /** Texts the search looks in besides the resource's fields (a class's subject label). */
  searchAlso?: (row: Row) => (string | null)[];
  /** The orders after the one asked for; the resource's default sort unless said. */
  thenBy?: readonly (keyof Row & string)[];
  /** Checks only the entity makes, under the shared rules' (a name its class already has). */
  extra?: (body: Record<string, unknown>, before?: Row) => Record<string, string>;
  /** A refusal once the values are valid (a full roster). */
  refuseCreate?: (row: Row) => Response | undefined;
}

/** Texts case aside; no value after every value, as PostgreSQL orders nulls. */
const sortValue = (value: unknown): string | number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string'
      ? value.toLowerCase()
      : value === null || value === undefined
        ? '\uffff'
        : JSON.stringify(value);
const compare = (a: unknown, b: unknown) => {
  const [x, y] = [sortValue(a), sortValue(b)];
  return typeof x === 'number' && typeof y === 'number'
    ? x - y
    : String(x).localeCompare(String(y));
};

function pageOf<Row>(
  rows: Row[],
  query: ListQuery<string>,
  keys: readonly (keyof Row)[],
): Page<Row> {
  const direction = query.order === 'desc' ? -1 : 1;
  const sort = query.sort as keyof Row;
  const sorted = [...rows].sort(
    (a, b) =>
      compare(a[sort], b[sort]) * direction ||
      keys.reduce((order, key) => order || compare(a[key], b[key]), 0),
  );
  const { page, pageSize } = query;
  const items = sorted.slice((page - 1) * pageSize, page * pageSize);
  return { items, total: rows.length, page, pageSize };
}

/** List, read, create, update, delete and restore, as the server's routes answer them. */
export function resourceHandlers<Row extends { id: string }, Ctx>(entity: FakeEntity<Row, Ctx>) {
  const { resource, table, owner } = entity;
  const { noun } = resource.labels;
  const view = entity.view ?? ((row: Row) => row);
  const isLive = (row: Row) => !owner || owner.isLive(String(row[owner.key]));
  const find = (id: string) => table.rows.findIndex((row) => row.id === id && isLive(row));
  const base = `/api${resource.path}`;

  /** The body's values parsed with the resource's rules, as a row; or the 400 saying why not. */
  async function rowFrom(request: Request, before?: Row) {
    const read = await readBody(request);
    if (read.refused) return { refused: read.refused };
    const { body } = read;
    const given = owner && body[owner.key];
    const named = typeof given === 'string' ? given.toLowerCase() : '';
    const ownerExtra: Record<string, string> = !owner
      ? {}
      : given === undefined || given === null || given === ''
        ? { [owner.key]: messages.required() }
        : owner.isLive(named)
          ? {}
          : { [owner.key]: owner.notYours };
    const extra = { ...entity.extra?.(body, before), ...ownerExtra };
    const schema = resource.schema(entity.context?.(before === undefined, body) as Ctx);
    const parsed = parseValues(body, schema, { extra });
    if (!parsed.ok) return { refused: invalid(parsed.fields) };
    const row = {
      ...before,
      ...parsed.value,
      ...(owner && { [owner.key]: named }),
      id: before?.id ?? '',
    };
    return { row: row as unknown as Row };
  }

  return [
    http.get(base, ({ request }) => {
      const query = queryOf(request);
      const list = parseListQuery(query, resource.sorts, resource);
      if (list.fields) return badQuery(list.fields);
      const own = entity.filter?.(query) ?? { value: () => true };
      if (own.fields) return badQuery(own.fields);
      const search = parseSearch(query);
      if (search.fields) return badQuery(search.fields);
      const ownerId = owner && query(owner.key)?.toLowerCase();
      const texts = (row: Row) => [
        ...resource.search.map((key) => row[key] as string | null),
        ...(entity.searchAlso?.(row) ?? []),
      ];
      const found = table.rows
        .filter(isLive)
        .map(view)
        .filter(
          (row) =>
            (!ownerId || row[owner.key] === ownerId) &&
            own.value(row) &&
            matchesEvery(search.value, texts(row)),
        );
      return HttpResponse.json(
        pageOf(found, list.value, entity.thenBy ?? [resource.sort as keyof Row & string]),
      );
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const index = find(pathId(params));
      return index < 0 ? notFound(noun) : HttpResponse.json(view(table.rows[index]!));
    }),
    http.post(base, async ({ request }) => {
      const made = await rowFrom(request);
      if (made.refused) return made.refused;
      const refused = entity.refuseCreate?.(made.row);
      if (refused) return refused;
      const row = { ...made.row, id: entity.newId() };
      table.rows.push(row);
      return HttpResponse.json(view(row), { status: 201 });
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const index = find(pathId(params));
      if (index < 0) return notFound(noun);
      const made = await rowFrom(request, table.rows[index]);
      if (made.refused) return made.refused;
      table.rows[index] = made.row;
      return HttpResponse.json(view(made.row));
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      const index = find(pathId(params));
      if (index < 0) return notFound(noun);
      const [row] = table.rows.splice(index, 1);
      table.deleted.set(row!.id, { row: row!, at: Date.now() });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/:id/restore`, ({ params }) => {
      const kept = table.deleted.get(pathId(params));
      // Past the Undo window, the server has removed it for good.
      if (!kept || Date.now() - kept.at > resource.undoMs) return notFound(`deleted ${noun}`);
      if (owner && !owner.isLive(String(kept.row[owner.key])))
        return conflict(
          `${owner.noun}_deleted`,
          `This ${noun}’s ${owner.noun} has been deleted: restore the ${owner.noun} first.`,
        );
      table.deleted.delete(kept.row.id);
      table.rows.push(kept.row);
      return HttpResponse.json(view(kept.row));
    }),
  ];
}
