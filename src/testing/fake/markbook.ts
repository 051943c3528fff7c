import { http, HttpResponse } from 'msw';
import { MISSING_POLICIES, type MissingPolicy } from '../../shared/api-types/markbook';
import {
  LETTER_SCALE_MESSAGE,
  letterScale,
  MISSING_POLICY_MESSAGE,
} from '../../shared/markbook/settings';
import { markbookOf } from './markbook-data';
import { liveClass, type FakeDb } from './db';
import { markbookWrites } from './markbook-writes';
import { invalid, notFound, pathId, readBody } from './respond';

/** The class markbook (issue 22): its data, its settings and the export; ./markbook-writes.ts its changes. */
export function markbookHandlers(db: FakeDb) {
  return [
    http.get('/api/markbook/:classId', ({ params }) => {
      const book = markbookOf(db, pathId(params, 'classId'));
      return book ? HttpResponse.json(book) : notFound('class');
    }),
    http.get('/api/markbook/:classId/export.csv', ({ params }) => {
      const book = markbookOf(db, pathId(params, 'classId'));
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
      return HttpResponse.json(markbookOf(db, classId)!.class);
    }),
    ...markbookWrites(db),
  ];
}
