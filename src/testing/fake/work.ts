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
import { workSchema } from '../../shared/schemas/work';
import { parseValues } from '../../shared/validation/parse';
import { liveClass, rosterOf, sortedRoster, workOf, type FakeDb, type StoredWork } from './db';
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
    const stored = workOf(db, assignmentId, st.id);
    const handedIn = stored?.handedIn ?? 'no';
    const score = stored?.score ?? null;
    const { firstName, lastName, studentNumber } = st;
    const comment = stored?.comment ?? '';
    const status = workStatus(handedIn, score);
    return {
      studentId: st.id,
      firstName,
      lastName,
      studentNumber,
      handedIn,
      score,
      comment,
      status,
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
      const parsed = parseValues(read.body, workSchema(assignment.maxPoints));
      if (!parsed.ok) return invalid(parsed.fields);
      const { score, comment } = parsed.value;
      const given = parsed.value.handedIn;
      // A mark means the work came in.
      const handedIn = score !== null && given === 'no' ? 'on_time' : given;
      const row: StoredWork = { assignmentId: assignment.id, studentId, handedIn, score, comment };
      const index = db.work.findIndex(
        (w) => w.assignmentId === row.assignmentId && w.studentId === studentId,
      );
      if (index < 0) db.work.push(row);
      else db.work[index] = row;
      return HttpResponse.json(workRow(assignment.id, student));
    }),
  ];
}
