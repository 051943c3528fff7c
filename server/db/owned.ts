import {
  and,
  count,
  eq,
  exists,
  isNotNull,
  isNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../src/shared/api-types/classes.ts';
import type { ListQuery } from '../../src/shared/list-query.ts';
import type { Db } from './database.ts';

/**
 * A table of the teacher's own rows, deleted softly: a delete sets `deletedAt` and Undo clears
 * it (server/db/purge.ts removes them for good after the Undo window). Every entity of the
 * teacher's (classes, assignments, and what comes next) is one.
 */
export type OwnedTable = PgTable & {
  id: PgColumn;
  teacherId: PgColumn;
  deletedAt: PgColumn;
};

/**
 * The teacher's live rows of `table`: the only ones that exist for every read and write. (The
 * teacher is a placeholder in a prepared statement: server/db/prepared.ts.)
 */
export const liveRows = (table: OwnedTable, teacherId: string | Placeholder): SQL =>
  and(eq(table.teacherId, teacherId), isNull(table.deletedAt))!;

/** Deletes one of the teacher's live rows softly; false when there is no such live row. */
export async function softDelete(
  db: Db,
  table: OwnedTable,
  teacherId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const deleted = await db
    .update(table)
    .set({ deletedAt: now })
    .where(and(liveRows(table, teacherId), eq(table.id, id)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/**
 * Undoes the delete of one of the teacher's rows, when `also` holds too (an assignment only into
 * a live class); false, and nothing changed, when there is no such deleted row or `also` fails.
 */
export async function restoreDeleted(
  db: Db,
  table: OwnedTable,
  teacherId: string,
  id: string,
  also?: SQL,
): Promise<boolean> {
  const restored = await db
    .update(table)
    .set({ deletedAt: null })
    .where(and(eq(table.teacherId, teacherId), eq(table.id, id), isNotNull(table.deletedAt), also))
    .returning({ id: table.id });
  return restored.length > 0;
}

/** Whether the teacher has a deleted row of `table` with this id (to tell 409 from 404). */
export async function isDeleted(
  db: Db,
  table: OwnedTable,
  teacherId: string,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.teacherId, teacherId), eq(table.id, id), isNotNull(table.deletedAt)));
  return row !== undefined;
}

/** A list's page: its total and its rows, asked for in parallel. */
export async function pageOf<T>(
  query: ListQuery<string>,
  total: Promise<{ n: number }[]>,
  items: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [[counted], rows] = await Promise.all([
    total,
    items(query.pageSize, (query.page - 1) * query.pageSize),
  ]);
  return { items: rows, total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be one of our ids (anything else cannot name a row of ours). */
export const isId = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/**
 * The rows of one class, as a list's `classId` asks for them: none asked, no condition; a value
 * that cannot be an id of ours, no rows (an empty list, not an error: 404 is for paths).
 */
export function inClass(column: PgColumn, classId: string | undefined): SQL | undefined {
  if (classId === undefined || classId === '') return undefined;
  if (!isId(classId)) return sql`false`;
  return eq(column, classId.toLowerCase());
}

/** A row of the teacher's that belongs to a class: assignments, students. */
export type ClassRowTable = OwnedTable & { classId: PgColumn };

/** A list's total of rows of a class (assignments, students), their classes joined as `where` needs. */
export const countInClasses = (
  db: Db,
  table: ClassRowTable,
  classTable: OwnedTable,
  where: SQL | undefined,
) =>
  db
    .select({ n: count() })
    .from(table)
    .innerJoin(classTable, eq(classTable.id, table.classId))
    .where(where);

/**
 * Undoes the delete of one of the teacher's rows of a class, only into a live class (a refused
 * restore changes nothing): 'restored', 'class_deleted' when its class is deleted, or
 * 'not_found' when the teacher has no such deleted row.
 */
export async function restoreIntoLiveClass(
  db: Db,
  table: ClassRowTable,
  liveClasses: { table: OwnedTable; teacherId: string },
  id: string,
): Promise<'restored' | 'class_deleted' | 'not_found'> {
  const { table: classTable, teacherId } = liveClasses;
  const liveClass = db
    .select({ id: classTable.id })
    .from(classTable)
    .where(and(eq(classTable.id, table.classId), liveRows(classTable, teacherId)));
  if (await restoreDeleted(db, table, teacherId, id, exists(liveClass))) return 'restored';
  return (await isDeleted(db, table, teacherId, id)) ? 'class_deleted' : 'not_found';
}
