import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { MISSING_POLICIES, type MarkbookCell } from '../../src/shared/api-types/markbook.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { isId, liveRows } from '../db/owned.ts';
import { assignments, classes, students } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { invalidFields, readJson, requestLocale } from '../http/json.ts';
import { pathId, notFound } from '../http/list.ts';
import { currentCells, saveCells, NOTHING, type CellState } from '../work/save.ts';
import { markbookOf } from './data.ts';
import { exportCsv } from './export.ts';
import { importMarks } from './import.ts';
import { bulkChange, BULK_ACTIONS, type BulkAction } from '../../src/shared/markbook/bulk.ts';
import {
  ACTION_MESSAGE,
  LETTER_SCALE_MESSAGE,
  letterScale,
  MISSING_POLICY_MESSAGE,
  STUDENTS_MESSAGE,
} from '../../src/shared/markbook/settings.ts';

export const CELLS_MESSAGE = 'Send up to 2,000 cells of this class to restore.';
export { ACTION_MESSAGE, LETTER_SCALE_MESSAGE, MISSING_POLICY_MESSAGE, STUDENTS_MESSAGE };

/**
 * The class markbook (issue 22): its data in one answer, the class's grading settings, bulk
 * changes on one assignment with the cells as they were (for Undo), a restore of such cells,
 * and the export. Every write keeps its history (server/work/save.ts).
 */
export function markbookRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  app.get('/:id', async (c) =>
    c.json(await markbookOf(db, c.get('user').id, pathId(c, 'class'), deps.now())),
  );

  app.get('/:id/export.csv', async (c) => {
    const book = await markbookOf(db, c.get('user').id, pathId(c, 'class'), deps.now());
    const periodId = c.req.query('period');
    const period = periodId === undefined ? null : book.periods.find((p) => p.id === periodId);
    if (period === undefined) throw notFound('grading period');
    const name = `${book.class.name} ${period?.name ?? 'year'}`.replace(/[^\p{L}\p{N} _-]/gu, '');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}.csv`);
    c.header('Cache-Control', 'no-store');
    return c.body(exportCsv(book, period));
  });

  app.put('/:id/settings', async (c) => {
    const teacherId = c.get('user').id;
    const classId = pathId(c, 'class');
    const body = await readJson(c);
    const fields: Record<string, string> = {};
    const policy = body.missingPolicy;
    if (!MISSING_POLICIES.includes(policy as never)) fields.missingPolicy = MISSING_POLICY_MESSAGE;
    const scale = letterScale(body.letterScale ?? null);
    if (scale === undefined) fields.letterScale = LETTER_SCALE_MESSAGE;
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
    const [updated] = await db
      .update(classes)
      .set({ missingPolicy: policy as CellPolicy, letterScale: scale })
      .where(and(liveRows(classes, teacherId), eq(classes.id, classId)))
      .returning({ id: classes.id });
    if (!updated) throw notFound('class');
    return c.json((await markbookOf(db, teacherId, classId, deps.now())).class);
  });

  /** The class's live assignment, and which of `ids` are on its live roster (all, or a 400). */
  async function target(teacherId: string, classId: string, assignmentId: unknown, ids: unknown) {
    const [cls] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(liveRows(classes, teacherId), eq(classes.id, classId)));
    if (!cls) throw notFound('class');
    const [assignment] = isId(assignmentId)
      ? await db
          .select({ id: assignments.id, maxPoints: assignments.maxPoints })
          .from(assignments)
          .where(
            and(
              liveRows(assignments, teacherId),
              eq(assignments.classId, classId),
              eq(assignments.id, assignmentId.toLowerCase()),
            ),
          )
      : [];
    if (!assignment) throw notFound('assignment in this class');
    const wanted =
      Array.isArray(ids) && ids.length > 0 && ids.length <= 200 && ids.every(isId)
        ? [...new Set(ids.map((id) => id.toLowerCase()))]
        : undefined;
    const found = wanted
      ? await db
          .select({ id: students.id })
          .from(students)
          .where(
            and(
              liveRows(students, teacherId),
              eq(students.classId, classId),
              inArray(students.id, wanted),
            ),
          )
      : [];
    if (!wanted || found.length !== wanted.length)
      throw invalidFields({ studentIds: STUDENTS_MESSAGE });
    return { assignment, studentIds: wanted };
  }

  app.post('/:id/bulk', async (c) => {
    const teacherId = c.get('user').id;
    const body = await readJson(c);
    const action = body.action as BulkAction;
    if (!BULK_ACTIONS.includes(action)) throw invalidFields({ action: ACTION_MESSAGE });
    const { assignment, studentIds } = await target(
      teacherId,
      pathId(c, 'class'),
      body.assignmentId,
      body.studentIds,
    );
    const current = await currentCells(db, teacherId, assignment.id, studentIds);
    const changes = bulkChange(action, body.score, assignment.maxPoints, studentIds, current);
    if ('fields' in changes) throw invalidFields(changes.fields);
    await saveCells(db, teacherId, assignment.id, changes.list, deps.now());
    const cell = (studentId: string, state: CellState): MarkbookCell => ({
      assignmentId: assignment.id,
      studentId,
      ...state,
    });
    return c.json({
      cells: changes.list.map((x) => cell(x.studentId, x.after)),
      before: changes.list.map((x) => cell(x.studentId, x.before)),
    });
  });

  app.post('/:id/import', async (c) => {
    const teacherId = c.get('user').id;
    const classId = pathId(c, 'class');
    const book = await markbookOf(db, teacherId, classId, deps.now());
    const { changes, before, after } = await importMarks(db, teacherId, book, await readJson(c), {
      locale: requestLocale(c),
      now: deps.now(),
    });
    deps.logger.info({ event: 'marks_imported', classId, changes, userId: teacherId });
    return c.json({ changes, cells: after, before });
  });

  app.post('/:id/restore', async (c) => {
    const teacherId = c.get('user').id;
    const classId = pathId(c, 'class');
    const body = await readJson(c);
    const cells = Array.isArray(body.cells) ? (body.cells as Partial<MarkbookCell>[]) : [];
    if (cells.length === 0 || cells.length > 2000) throw invalidFields({ cells: CELLS_MESSAGE });
    const byAssignment = new Map<string, Partial<MarkbookCell>[]>();
    for (const cell of cells) {
      const key = isId(cell?.assignmentId) ? cell.assignmentId.toLowerCase() : '';
      byAssignment.set(key, [...(byAssignment.get(key) ?? []), cell]);
    }
    const restored: MarkbookCell[] = [];
    for (const [assignmentId, group] of byAssignment) {
      const ids = group.map((cell) => cell.studentId);
      const { assignment, studentIds } = await target(teacherId, classId, assignmentId, ids);
      const current = await currentCells(db, teacherId, assignment.id, studentIds);
      const list = [];
      for (const cell of group) {
        const state = restoredState(cell, assignment.maxPoints);
        if (!state) throw invalidFields({ cells: CELLS_MESSAGE });
        const studentId = String(cell.studentId).toLowerCase();
        list.push({ studentId, before: current.get(studentId) ?? NOTHING, after: state });
        restored.push({ assignmentId: assignment.id, studentId, ...state });
      }
      await saveCells(db, teacherId, assignment.id, list, deps.now());
    }
    return c.json({ cells: restored });
  });

  return app;
}

type CellPolicy = (typeof MISSING_POLICIES)[number];

/** A cell sent back to be restored, checked as a mark is (or undefined). */
function restoredState(cell: Partial<MarkbookCell>, maxPoints: number): CellState | undefined {
  const { handedIn, score, excused, dueDate, comment } = cell;
  if (handedIn !== 'no' && handedIn !== 'on_time' && handedIn !== 'late') return undefined;
  if (score !== null && !(Number.isInteger(score) && score! >= 0 && score! <= maxPoints))
    return undefined;
  if (typeof excused !== 'boolean' || typeof comment !== 'string' || comment.length > 300)
    return undefined;
  if (dueDate !== null && !(typeof dueDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(dueDate)))
    return undefined;
  return { handedIn, score: score ?? null, excused, dueDate: dueDate ?? null, comment };
}
