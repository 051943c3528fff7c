import type { Markbook } from '../../shared/api-types/markbook';
import { isoDay } from '../../shared/list-query';
import { cellOf } from './cells';
import { liveClass, sortedRoster, type FakeDb } from './db';

/** A class's markbook as the server's server/markbook/data.ts answers it. */
export function markbookOf(db: FakeDb, classId: string): Markbook | undefined {
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
  const students = sortedRoster(db, classId).map(({ id, firstName, lastName, studentNumber }) => ({
    id,
    firstName,
    lastName,
    studentNumber,
  }));
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
