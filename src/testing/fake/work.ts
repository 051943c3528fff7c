import { http, HttpResponse } from 'msw';
import type { Student } from '../../shared/api-types/students';
import {
  studentProgress,
  workStatus,
  type StudentProgress,
  type Work,
  type WorkSheet,
} from '../../shared/api-types/work';
import { isoDay } from '../../shared/list-query';
import { EXCUSED_MESSAGE, workSchema } from '../../shared/schemas/work';
import type { WorkChange } from '../../shared/api-types/markbook';
import { cellOf, writeCell } from './cells';
import { parseValues } from '../../shared/validation/parse';
import { liveClass, rosterOf, sortedRoster, workOf, type FakeDb } from './db';
import { invalid, notFound, pathId, readBody } from './respond';

/** Work handed in and marks (ADR 028): the marking sheet, a mark saved, a class's progress. */
export function workHandlers(db: FakeDb) {
  /** An assignment of a live class, with its class's name as it is now. */
  const liveAssignment = (id: string) => {
    const assignment = db.assignments.rows.find((a) => a.id === id);
    const cls = assignment && liveClass(db, assignment.classId);
    return cls && { ...assignment, className: cls.name };
  };

  const workRow = (assignmentId: string, st: Student): Work => {
    const cell = cellOf(db, assignmentId, st.id);
    const { firstName, lastName, studentNumber } = st;
    return {
      studentId: st.id,
      firstName,
      lastName,
      studentNumber,
      ...cell,
      status: workStatus(cell.handedIn, cell.score, cell.excused),
    };
  };

  return [
    http.get('/api/work/progress/:classId', ({ params }) => {
      const classId = pathId(params, 'classId');
      if (!liveClass(db, classId)) return notFound('class');
      const set = db.assignments.rows.filter((a) => a.classId === classId);
      const today = isoDay(new Date());
      const progress: StudentProgress[] = sortedRoster(db, classId).map((st) =>
        studentProgress(st.id, set, (assignmentId) => workOf(db, assignmentId, st.id), today),
      );
      return HttpResponse.json(progress);
    }),
    http.get('/api/work/:assignmentId', ({ params }) => {
      const assignment = liveAssignment(pathId(params, 'assignmentId'));
      if (!assignment) return notFound('assignment');
      const { id, title, classId, className, dueDate, maxPoints } = assignment;
      const answer: WorkSheet = {
        assignment: { id, title, classId, className, dueDate, maxPoints },
        work: sortedRoster(db, classId).map((st) => workRow(id, st)),
      };
      return HttpResponse.json(answer);
    }),
    http.put('/api/work/:assignmentId/:studentId', async ({ request, params }) => {
      const assignment = liveAssignment(pathId(params, 'assignmentId'));
      if (!assignment) return notFound('assignment');
      const studentId = pathId(params, 'studentId');
      const student = rosterOf(db, assignment.classId).find((st) => st.id === studentId);
      if (!student) return notFound('student in this class');
      const read = await readBody(request);
      if (read.refused) return read.refused;
      const cls = liveClass(db, assignment.classId)!;
      const term = { starts: cls.termStarts, ends: cls.termEnds };
      const parsed = parseValues(read.body, workSchema(assignment.maxPoints, term));
      const current = cellOf(db, assignment.id, studentId);
      const excused = read.body.excused ?? current.excused;
      if (!parsed.ok || typeof excused !== 'boolean')
        return invalid({
          ...(parsed.ok ? {} : parsed.fields),
          ...(typeof excused === 'boolean' ? {} : { excused: EXCUSED_MESSAGE }),
        });
      const { score, comment } = parsed.value;
      // Absent: the student's own due date stays as it was (the marking view does not send it).
      const dueDate = 'dueDate' in read.body ? parsed.value.dueDate : current.dueDate;
      const given = parsed.value.handedIn;
      // A mark means the work came in.
      const handedIn = score !== null && given === 'no' ? 'on_time' : given;
      writeCell(db, assignment.id, studentId, { handedIn, score, comment, excused, dueDate });
      return HttpResponse.json(workRow(assignment.id, student));
    }),
    http.get('/api/work/:assignmentId/:studentId/history', ({ params }) => {
      const assignment = liveAssignment(pathId(params, 'assignmentId'));
      if (!assignment) return notFound('assignment');
      const studentId = pathId(params, 'studentId');
      if (!rosterOf(db, assignment.classId).some((st) => st.id === studentId))
        return notFound('student in this class');
      const changes: WorkChange[] = db.history
        .filter((h) => h.assignmentId === assignment.id && h.studentId === studentId)
        .sort((a, b) => b.changedAt.localeCompare(a.changedAt) || b.id - a.id)
        .map(({ id, changedAt, field, oldValue, newValue }) => ({
          id,
          changedAt,
          field,
          oldValue,
          newValue,
        }));
      return HttpResponse.json(changes);
    }),
  ];
}
