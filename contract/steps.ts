/**
 * The contract table's rows (contract/fake-api.test.ts): what every resource answers, generated
 * from its definition (src/shared/resources), so that a new entity is checked by adding it to
 * `ENTITIES` (contract/entity-steps.ts) with two valid bodies and an edit.
 */
import { START } from '../server/testing/test-app.ts';
import { assignmentResource } from '../src/shared/resources/assignments.ts';
import { categoryResource } from '../src/shared/resources/categories.ts';
import { classResource } from '../src/shared/resources/classes.ts';
import { periodResource } from '../src/shared/resources/periods.ts';
import { studentResource } from '../src/shared/resources/students.ts';

export interface Step {
  /** What the step is, in the failure message. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{class:N}`, `{student:N}`, … `{category:last}`: the id the Nth one got there. */
  path: string;
  body?: Record<string, unknown>;
}

/** The resources whose rows the steps name, by the name used in `{class:N}`. */
export const KINDS = {
  class: classResource,
  assignment: assignmentResource,
  student: studentResource,
  category: categoryResource,
  period: periodResource,
};
export type Kind = keyof typeof KINDS;

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A calendar day `days` after the clock's start (both backends' today). */
export const day = (days: number) =>
  new Date(START.getTime() + days * 86_400_000).toISOString().slice(0, 10);

type Body = Record<string, unknown>;

/** One resource in the table: the bodies its generated rows send. */
export interface ContractEntity {
  kind: Kind;
  /** Two valid bodies, created in this order; the first is then edited into `edited`. */
  made: [Body, Body];
  edited: Body;
  /** The field naming the class a row belongs to, and a live class's ref (`{class:1}`). */
  owner?: { key: string; live: string };
}

export const get = (name: string, path: string): Step => ({ name, method: 'GET', path });
export const send = (method: Step['method'], name: string, path: string, body?: Body): Step => ({
  name,
  method,
  path,
  ...(body && { body }),
});

/**
 * Every resource's rows: the list empty, two created, the blank form refused, every order both
 * ways, unknown paging and orders, search (case aside, none, wildcards taken literally, too
 * long), the owner's filter, one read, edits and refusals, delete, read and delete again,
 * restore, restore twice, and ids that are not there or not ids.
 */
export function resourceSteps({ kind, made, edited, owner }: ContractEntity): Step[] {
  const resource = KINDS[kind];
  const { title, noun } = resource.labels;
  const rows = title.toLowerCase();
  const list = `/api${resource.path}`;
  const one = (ref: string, action = '') => `${list}/${ref}${action}`;
  const [first, second] = [`{${kind}:1}`, `{${kind}:2}`];
  // A word of the first body's first search field, in capitals: search is case aside.
  const word = String(made[0][resource.search[0]!]).trim().split(/\s+/)[0]!.toUpperCase();
  const blank = { ...resource.blank };
  return [
    get(`no ${rows} yet`, list),
    ...made.map((body, i) => send('POST', `${noun} ${i + 1} created`, list, body)),
    send('POST', `${noun}: the blank form refused`, list, blank),
    ...(owner
      ? [
          send('POST', `${noun} in no class`, list, { ...made[0], [owner.key]: '' }),
          send('POST', `${noun} in a class not there`, list, { ...made[0], [owner.key]: UNKNOWN }),
          get(`one class's ${rows}`, `${list}?${owner.key}=${owner.live}`),
          get(`${rows} of no class`, `${list}?${owner.key}=nope`),
        ]
      : []),
    ...resource.sorts.flatMap((sort) =>
      ['asc', 'desc'].map((order) =>
        get(`${rows} by ${sort}, ${order}`, `${list}?sort=${sort}&order=${order}`),
      ),
    ),
    get(`${rows}: an unknown sort`, `${list}?sort=colour`),
    get(`${rows}: an unknown order`, `${list}?order=up`),
    get(`${rows}: an unknown page size`, `${list}?pageSize=7`),
    get(`${rows}: page 0`, `${list}?page=0`),
    get(`${rows}: a page after the last`, `${list}?page=3`),
    get(`${rows}: the second page of one`, `${list}?pageSize=5&page=2`),
    get(`${rows} searched, case aside`, `${list}?q=${encodeURIComponent(word)}`),
    get(`${rows} searched, nothing found`, `${list}?q=zzz`),
    get(`${rows}: a literal %`, `${list}?q=%25`),
    get(`${rows}: a literal _`, `${list}?q=_`),
    get(`${rows}: a literal \\`, `${list}?q=%5C`),
    get(`${rows}: a blank search`, `${list}?q=%20%20`),
    get(`${rows}: a search too long`, `${list}?q=${'a'.repeat(101)}`),
    get(`one ${noun}`, one(first)),
    get(`one ${noun} not there`, one(UNKNOWN)),
    get(`one ${noun}, not an id`, one('nope')),
    send('PUT', `${noun} edited`, one(first), edited),
    send('PUT', `${noun} edited into the blank form`, one(first), blank),
    send('PUT', `${noun} not there edited`, one(UNKNOWN), edited),
    send('DELETE', `${noun} deleted`, one(second)),
    get(`${rows} without it`, list),
    get(`the deleted ${noun} read`, one(second)),
    send('PUT', `the deleted ${noun} edited`, one(second), made[1]),
    send('DELETE', `${noun} deleted twice`, one(second)),
    send('POST', `${noun} restored`, one(second, '/restore')),
    send('POST', `${noun} restored twice`, one(second, '/restore')),
    get(`${rows} with it again`, list),
    send('POST', `a live ${noun} restored`, one(first, '/restore')),
    send('DELETE', `${noun} not there deleted`, one(UNKNOWN)),
    send('POST', `${noun} not there restored`, one(UNKNOWN, '/restore')),
    send('DELETE', `${noun}, not an id, deleted`, one('nope')),
  ];
}
