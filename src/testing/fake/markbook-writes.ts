import { http, HttpResponse } from 'msw';
import type { MarkbookCell } from '../../shared/api-types/markbook';
import { BULK_ACTIONS, bulkChange, type BulkAction } from '../../shared/markbook/bulk';
import { checkImportBody, importedCell } from '../../shared/markbook/marks-import-request';
import { ACTION_MESSAGE, STUDENTS_MESSAGE } from '../../shared/markbook/settings';
import { cellOf, writeCell, NOTHING, type CellState } from './cells';
import { liveClass, sortedRoster, type FakeDb } from './db';
import { markbookOf } from './markbook-data';
import { invalid, notFound, pathId, readBody } from './respond';

const cell = (assignmentId: string, studentId: string, state: CellState): MarkbookCell => ({
  assignmentId,
  studentId,
  ...state,
});

/**
 * The markbook's changes of many cells at once, as server/markbook/routes.ts makes them: a bulk
 * action and a marks import (each answering the cells as they were, for Undo) and the restore.
 * What each does to a cell, and every check, is the shared code the server runs.
 */
export function markbookWrites(db: FakeDb) {
  /** The class's assignment and the students of its roster a bulk request names, or why not. */
  function target(classId: string, body: Record<string, unknown>) {
    const assignment = db.assignments.rows.find(
      (a) => a.classId === classId && a.id === String(body.assignmentId).toLowerCase(),
    );
    if (!assignment) return { refused: notFound('assignment in this class') };
    const roster = new Set(sortedRoster(db, classId).map((s) => s.id));
    const ids = body.studentIds;
    const wanted =
      Array.isArray(ids) && ids.length > 0 && ids.length <= 200
        ? [...new Set(ids.map((x) => String(x).toLowerCase()))]
        : undefined;
    if (!wanted || !wanted.every((x) => roster.has(x)))
      return { refused: invalid({ studentIds: STUDENTS_MESSAGE }) };
    return { assignment, studentIds: wanted };
  }

  return [
    http.post('/api/markbook/:classId/bulk', async ({ request, params }) => {
      const classId = pathId(params, 'classId');
      if (!liveClass(db, classId)) return notFound('class');
      const read = await readBody(request);
      if (read.refused) return read.refused;
      const action = read.body.action as BulkAction;
      if (!BULK_ACTIONS.includes(action)) return invalid({ action: ACTION_MESSAGE });
      const found = target(classId, read.body);
      if (found.refused) return found.refused;
      const { assignment, studentIds } = found;
      const current = new Map(studentIds.map((id) => [id, cellOf(db, assignment.id, id)]));
      const changes = bulkChange(
        action,
        read.body.score,
        assignment.maxPoints,
        studentIds,
        current,
      );
      if ('fields' in changes) return invalid(changes.fields);
      for (const c of changes.list) writeCell(db, assignment.id, c.studentId, c.after);
      return HttpResponse.json({
        cells: changes.list.map((c) => cell(assignment.id, c.studentId, c.after)),
        before: changes.list.map((c) => cell(assignment.id, c.studentId, c.before)),
      });
    }),
    http.post('/api/markbook/:classId/import', async ({ request, params }) => {
      const book = markbookOf(db, pathId(params, 'classId'));
      if (!book) return notFound('class');
      const read = await readBody(request);
      if (read.refused) return read.refused;
      const checked = checkImportBody(read.body, book);
      if ('refused' in checked)
        return HttpResponse.json({ error: 'validation', ...checked.refused }, { status: 400 });
      const before: MarkbookCell[] = [];
      const after: MarkbookCell[] = [];
      for (const change of checked.changes) {
        const { assignmentId, studentId } = change;
        const was = cellOf(db, assignmentId, studentId);
        const next = importedCell(change, was);
        writeCell(db, assignmentId, studentId, next);
        before.push(cell(assignmentId, studentId, was));
        after.push(cell(assignmentId, studentId, next));
      }
      return HttpResponse.json({ changes: checked.changes.length, cells: after, before });
    }),
    http.post('/api/markbook/:classId/restore', async ({ request, params }) => {
      const classId = pathId(params, 'classId');
      const book = markbookOf(db, classId);
      if (!book) return notFound('class');
      const read = await readBody(request);
      if (read.refused) return read.refused;
      const cells = Array.isArray(read.body.cells) ? (read.body.cells as MarkbookCell[]) : [];
      const restored = cells.flatMap((c) => {
        const known =
          book.assignments.some((a) => a.id === c.assignmentId) &&
          book.students.some((s) => s.id === c.studentId);
        if (!known) return [];
        const { assignmentId, studentId, ...state } = { ...NOTHING, ...c };
        writeCell(db, assignmentId, studentId, state);
        return [cell(assignmentId, studentId, state)];
      });
      return HttpResponse.json({ cells: restored });
    }),
  ];
}
