import { http } from 'msw';
import type { FakeDb } from './db';
import { notFound, pathId } from './respond';
import { zipResponse } from './zip';

/** `GET /api/students/:id/record`: one child's record as a zip (a live student's only). */
export function studentRecordHandlers(db: FakeDb) {
  return [
    http.get('/api/students/:id/record', ({ params }) => {
      const student = db.students.rows.find((s) => s.id === pathId(params));
      if (!student) return notFound('student');
      const work = db.work.filter((w) => w.studentId === student.id);
      return zipResponse(`${student.firstName} ${student.lastName} record.zip`, {
        'README.txt': 'The record of one student: their details and every piece of their work.\r\n',
        'student.csv': `First name,Last name,Student number\r\n${student.firstName},${student.lastName},${student.studentNumber ?? ''}\r\n`,
        'work.csv': [
          'Assignment,Handed in,Score,Comment',
          ...work.map((w) => [w.assignmentId, w.handedIn, w.score ?? '', w.comment].join(',')),
        ].join('\r\n'),
        'work-history.csv': 'Assignment,At,Change\r\n',
      });
    }),
  ];
}
