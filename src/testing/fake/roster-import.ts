import { http, HttpResponse } from 'msw';
import type { Student } from '../../shared/api-types/students';
import { CLASS_NOT_YOURS } from '../../shared/schemas/classes';
import {
  NO_ROWS_MESSAGE,
  ROSTER_MAX,
  allRowProblems,
  checkRosterRows,
  importProblemsMessage,
  rosterFullMessage,
} from '../../shared/schemas/students';
import { messages } from '../../shared/validation/messages';
import { liveClass, rosterOf, type FakeDb } from './db';
import { conflict, invalid, readBody } from './respond';

/**
 * `POST /api/students/import`: a roster's rows at once, all or nothing, checked with the one
 * function the preview and the server check with (the roster's own route, not the resource's).
 */
export const rosterImport = (db: FakeDb) =>
  http.post('/api/students/import', async ({ request }) => {
    const read = await readBody(request);
    if (read.refused) return read.refused;
    const { body } = read;
    const classId = typeof body.classId === 'string' ? body.classId.toLowerCase() : '';
    if (!liveClass(db, classId))
      return invalid({ classId: body.classId ? CLASS_NOT_YOURS : messages.required() });
    const given = body.students;
    if (!Array.isArray(given) || given.length === 0) return invalid({ students: NO_ROWS_MESSAGE });
    const room = ROSTER_MAX - rosterOf(db, classId).length;
    if (given.length > room) return conflict('roster_full', rosterFullMessage(room));
    const checked = checkRosterRows(given, rosterOf(db, classId));
    const { rows } = checked;
    const problems = allRowProblems(checked.problems, checked.duplicates);
    if (problems.length > 0)
      return HttpResponse.json(
        {
          error: 'validation',
          message: importProblemsMessage(problems.length, given.length),
          rows: problems,
        },
        { status: 400 },
      );
    const made = rows.map((row): Student => ({
      ...row,
      id: db.newId(),
      classId,
      studentNumber: row.studentNumber === '' ? null : row.studentNumber,
    }));
    db.students.rows.push(...made);
    return HttpResponse.json({ imported: made.length }, { status: 201 });
  });
