import { http, HttpResponse } from 'msw';
import {
  MISSING_POLICIES,
  type Markbook,
  type MarkbookCell,
  type MissingPolicy,
} from '../../shared/api-types/markbook';
import { isoDay } from '../../shared/list-query';
import {
  ACTION_MESSAGE,
  LETTER_SCALE_MESSAGE,
  letterScale,
  MISSING_POLICY_MESSAGE,
  STUDENTS_MESSAGE,
} from '../../shared/markbook/settings';
import { cellOf, writeCell, NOTHING, type CellState } from './cells';
import { liveClass, sortedRoster, type FakeDb } from './db';
import { invalid, notFound, pathId, readBody } from './respond';

const scoreMessage = (max: number) => `Enter a whole score from 0 to ${max}.`;

/** What a bulk action makes of one cell, as server/markbook/bulk.ts decides. */
function bulkAfter(action: string, score: number, before: CellState): CellState {
  const after = { ...before };
  if (action === 'on_time' && before.handedIn === 'no') after.handedIn = 'on_time';
  if (action === 'no' && before.score === null) after.handedIn = 'no';
  if (action === 'excused') after.excused = true;
  if (action === 'score' && before.score === null && !before.excused) {
    after.score = score;
    if (before.handedIn === 'no') after.handedIn = 'on_time';
  }
  return after;
}

const sameCell = (a: CellState, b: CellState) =>
  (Object.keys(a) as (keyof CellState)[]).every((k) => a[k] === b[k]);

/** The class markbook (issue 22): its data, its settings, bulk changes with Undo, the export. */
export function markbookHandlers(db: FakeDb) {
  function markbookOf(classId: string): Markbook | undefined {
    const cls = liveClass(db, classId);
    if (!cls) return undefined;
    const grading = db.grading.get(classId) ?? { missingPolicy: 'leave_out', letterScale: null };
    const categories = db.categories.rows
      .filter((g) => g.classId === classId)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      .map(({ id, name, weight, dropLowest }) => ({ id, name, weight, dropLowest }));
    const live = new Set(categories.map((g) => g.id));
    const assignments = db.assignments.rows
      .filter((a) => a.classId === classId)
      .sort(
        (a, b) =>
          a.dueDate.localeCompare(b.dueDate) ||
          a.title.toLowerCase().localeCompare(b.title.toLowerCase()) ||
          a.id.localeCompare(b.id),
      )
      .map(({ id, title, dueDate, maxPoints, categoryId }) => ({
        id,
        title,
        dueDate,
        maxPoints,
        categoryId: categoryId && live.has(categoryId) ? categoryId : null,
      }));
    const students = sortedRoster(db, classId).map(
      ({ id, firstName, lastName, studentNumber }) => ({
        id,
        firstName,
        lastName,
        studentNumber,
      }),
    );
    const ids = new Set(assignments.map((a) => a.id));
    const on = new Set(students.map((s) => s.id));
    const cells = db.work
      .filter((w) => ids.has(w.assignmentId) && on.has(w.studentId))
      .map((w) => ({
        assignmentId: w.assignmentId,
        studentId: w.studentId,
        ...cellOf(db, w.assignmentId, w.studentId),
      }));
    const { id, name, subject, termStarts, termEnds } = cls;
    return {
      class: { id, name, subject, termStarts, termEnds, ...grading },
      categories,
      periods: db.periods
        .filter((p) => p.classId === classId)
        .sort((a, b) => a.starts.localeCompare(b.starts))
        .map(({ id: pid, name: pname, starts, ends }) => ({ id: pid, name: pname, starts, ends })),
      assignments,
      students,
      cells,
      today: isoDay(new Date()),
    };
  }

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

  const cell = (assignmentId: string, studentId: string, state: CellState): MarkbookCell => ({
    assignmentId,
    studentId,
    ...state,
  });

  return [
    http.get('/api/markbook/:classId', ({ params }) => {
      const book = markbookOf(pathId(params, 'classId'));
      return book ? HttpResponse.json(book) : notFound('class');
    }),
    http.get('/api/markbook/:classId/export.csv', ({ params }) => {
      const book = markbookOf(pathId(params, 'classId'));
      if (!book) return notFound('class');
      const header = [
        'Student number',
        'Last name',
        'First name',
        ...book.assignments.map((a) => a.title),
      ];
      const rows = book.students.map((s) => [
        s.studentNumber ?? '',
        s.lastName,
        s.firstName,
        ...book.assignments.map((a) => {
          const c = book.cells.find((x) => x.assignmentId === a.id && x.studentId === s.id);
          return c?.excused ? 'EX' : (c?.score?.toString() ?? '');
        }),
      ]);
      const csv = [header, ...rows].map((r) => r.join(',')).join('\r\n');
      return new HttpResponse(`\uFEFF${csv}\r\n`, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }),
    http.put('/api/markbook/:classId/settings', async ({ request, params }) => {
      const classId = pathId(params, 'classId');
      if (!liveClass(db, classId)) return notFound('class');
      const read = await readBody(request);
      if (read.refused) return read.refused;
      const fields: Record<string, string> = {};
      const policy = read.body.missingPolicy as MissingPolicy;
      if (!MISSING_POLICIES.includes(policy)) fields.missingPolicy = MISSING_POLICY_MESSAGE;
      const scale = letterScale(read.body.letterScale);
      if (scale === undefined) fields.letterScale = LETTER_SCALE_MESSAGE;
      if (Object.keys(fields).length > 0) return invalid(fields);
      db.grading.set(classId, { missingPolicy: policy, letterScale: scale ?? null });
      return HttpResponse.json(markbookOf(classId)!.class);
    }),
    http.post('/api/markbook/:classId/bulk', async ({ request, params }) => {
      const classId = pathId(params, 'classId');
      if (!liveClass(db, classId)) return notFound('class');
      const read = await readBody(request);
      if (read.refused) return read.refused;
      const { action, score } = read.body;
      if (!['on_time', 'no', 'excused', 'score'].includes(String(action)))
        return invalid({ action: ACTION_MESSAGE });
      const found = target(classId, read.body);
      if (found.refused) return found.refused;
      const { assignment, studentIds } = found;
      if (
        action === 'score' &&
        !(
          typeof score === 'number' &&
          Number.isInteger(score) &&
          score >= 0 &&
          score <= assignment.maxPoints
        )
      )
        return invalid({ score: scoreMessage(assignment.maxPoints) });
      const changed = studentIds.flatMap((studentId) => {
        const before = cellOf(db, assignment.id, studentId);
        const after = bulkAfter(String(action), Number(score), before);
        return sameCell(before, after) ? [] : [{ studentId, before, after }];
      });
      for (const c of changed) writeCell(db, assignment.id, c.studentId, c.after);
      return HttpResponse.json({
        cells: changed.map((c) => cell(assignment.id, c.studentId, c.after)),
        before: changed.map((c) => cell(assignment.id, c.studentId, c.before)),
      });
    }),
    http.post('/api/markbook/:classId/restore', async ({ request, params }) => {
      const classId = pathId(params, 'classId');
      const book = markbookOf(classId);
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
