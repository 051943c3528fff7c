import type { Schema } from '../validation/rules.ts';

/** What the app says about one entity: headings, buttons, toasts (DOM-free words only). */
export interface ResourceLabels<Row> {
  /** The list's heading and accessible name ("Classes"). */
  title: string;
  /** One of them, in a sentence ("class"): questions, 404s. */
  noun: string;
  /** The new-record button and the new-record dialog's title ("New class"). */
  newLabel: string;
  /** The new-record dialog's button ("Create class"). */
  createLabel: string;
  /** What the search looks in: the search field's placeholder ("Name or room"). */
  searchHint: string;
  /** The list could not be loaded. */
  loadError: string;
  /** A row's name: its card's heading, its buttons, the delete's question and toast. */
  name: (row: Row) => string;
  /** The toasts once saved. */
  created: (row: Row) => string;
  saved: (row: Row) => string;
  /** What the delete's confirmation says besides "Delete ‹name›?". */
  deleteWarning?: (row: Row) => string;
}

/**
 * One entity of the teacher's, defined once (the kit, ADR 025): its identity, its API path, the
 * rules that parse its form into typed values on both sides, its orders, what its search looks
 * in, its words, its drafts' scope and how long a deleted one can be brought back. The server's
 * routes, the app's calls and query keys, the list page, the save dialog and the stories' fake
 * API all read it; nothing about the entity is said twice.
 */
export interface Resource<
  Row extends { id: string },
  Sort extends string,
  Form extends object,
  S extends Schema,
  Ctx = undefined,
> {
  /** The entity's name: its query keys, its store in the fake ("classes"). */
  name: string;
  /** Its API path under /api ("/classes"). */
  path: string;
  /** The form's rules; some depend on facts from outside the form (a class's term end). */
  schema: (context: Ctx) => S;
  /** A new record's form values, and an existing one's. */
  blank: Form;
  toForm: (row: Row) => Form;
  sorts: readonly Sort[];
  sort: Sort;
  order: 'asc' | 'desc';
  /** Rows a page when the URL names none (one of PAGE_SIZES; 10 when not given). */
  pageSize?: number;
  /** The row's fields the search looks in (every word in one of them, accents and case aside). */
  search: readonly (keyof Row & string)[];
  labels: ResourceLabels<Row>;
  /** The drafts' scope of its dialog (lib/drafts); per parent when it has one. */
  draft: string;
  /** The field naming the record its rows belong to (a student's `classId`): lists filter by it. */
  parent?: keyof Row & string;
  /** How long a deleted row is kept for Undo before it is removed for good. */
  undoMs: number;
}

export type AnyResource = Resource<{ id: string }, string, object, Schema, never>;

/** Declares a resource while keeping its literal types. */
export const defineResource = <
  Row extends { id: string },
  Sort extends string,
  Form extends object,
  S extends Schema,
  Ctx = undefined,
>(
  resource: Resource<Row, Sort, Form, S, Ctx>,
) => resource;

/**
 * The drafts' scope of a resource's dialog: one per parent record (a half-typed student of one
 * class never opens in another's roster). The list page and the dialog both take it from here.
 */
export const draftScope = (
  resource: { draft: string; parent?: string | undefined },
  parentId?: string,
) => (resource.parent && parentId ? `${resource.draft}:${parentId}` : resource.draft);

/** The API path of one record, or of an action on it. */
export const recordPath = (resource: { path: string }, id: string, action?: string) =>
  `${resource.path}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** A day, the time a deleted class, assignment or student is kept for Undo. */
export const KEEP_DELETED_MS = 24 * 3600_000;
