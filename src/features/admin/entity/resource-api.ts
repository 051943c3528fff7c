import { api } from '../../../lib/api/client';
import type { Page } from '../../../shared/api-types/classes';
import { recordPath } from '../../../shared/resource/define';

/** A list's page, order and search, as the URL and the server take them. */
export interface ListParams<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: 'asc' | 'desc';
  /** Words every row found contains (the server's search); empty or absent: every row. */
  q?: string;
}

/** What the calls and keys need of a resource (src/shared/resource/define.ts). */
export interface Endpoint<Row, Form> {
  name: string;
  path: string;
  parent?: string | undefined;
  toForm: (row: Row) => Form;
}

/** A list's query string: empty values are left out, and so is the status's default. */
export const listQueryString = (params: object) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([k, v]) => v !== '' && v !== undefined && !(k === 'status' && v === 'all'))
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** A parent's id under the resource's parent field (a student's `classId`), if it has one. */
const scopeOf = (resource: { parent?: string | undefined }, parentId?: string) =>
  resource.parent && parentId !== undefined ? { [resource.parent]: parentId } : {};

/**
 * A resource's calls (the kit, ADR 025; as react-admin's data provider): its list, one record,
 * create, update, delete and the delete's undo, all under `resource.path`. With `parentId`, for
 * a resource whose rows belong to a record (a class's students), the list asks for that
 * record's rows and what is saved goes to it.
 */
export function resourceApi<Row extends { id: string }, Form extends object>(
  resource: Endpoint<Row, Form>,
  parentId?: string,
) {
  const scope = scopeOf(resource, parentId);
  return {
    list: (params: ListParams<string> & object) =>
      api<Page<Row>>('GET', `${resource.path}?${listQueryString({ ...params, ...scope })}`),
    one: (id: string) => api<Row>('GET', recordPath(resource, id)),
    create: (values: Form, signal?: AbortSignal) =>
      api<Row>('POST', resource.path, { ...values, ...scope }, { signal }),
    update: (id: string, values: Form, signal?: AbortSignal) =>
      api<Row>('PUT', recordPath(resource, id), { ...values, ...scope }, { signal }),
    remove: (id: string) => api<undefined>('DELETE', recordPath(resource, id)),
    restore: (id: string) => api<Row>('POST', recordPath(resource, id, 'restore')),
  };
}

/**
 * A resource's query keys, under `['data', name]`: a change anywhere invalidates `['data']`
 * (queryKeys.data) and so refreshes every list and figure. The list's key holds its params, the
 * parent's id among them, as the calls send them.
 */
export function resourceKeys(
  resource: { name: string; parent?: string | undefined },
  parentId?: string,
) {
  const scope = scopeOf(resource, parentId);
  return {
    all: ['data', resource.name] as const,
    list: (params: object) => ['data', resource.name, { ...params, ...scope }] as const,
    one: (id: string) => ['data', resource.name, 'one', id] as const,
  };
}
