import type { Hono } from 'hono';
import {
  NO_ROWS_MESSAGE,
  ROSTER_MAX,
  allRowProblems,
  checkRosterRows,
  importProblemsMessage,
  rosterFullMessage,
} from '../../src/shared/schemas/students.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { students } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, readJson, requestLocale } from '../http/json.ts';
import type { classRows } from '../db/class-rows.ts';
import { rosterOf } from './roster.ts';

const invalid = (fields: Record<string, string>) =>
  new HttpError(400, { error: 'validation', message: 'Some fields need attention.', fields });

/**
 * A roster import: every row checked with the student form's rules (and against the students
 * already on the roster and the rows before it: the same number or name) before anything is saved; one problem anywhere and nothing
 * is, with each row's messages. All or nothing, so a half-imported roster never exists.
 */
export function importRoute(
  deps: AppDeps,
  app: Hono<{ Variables: { user: SessionUser } }>,
  inClasses: ReturnType<typeof classRows>,
) {
  const { db } = deps;
  app.post('/import', async (c) => {
    const teacherId = c.get('user').id;
    const body = await readJson(c);
    const locale = requestLocale(c);
    const { found, extra } = await inClasses.namedClass(teacherId, body.classId);
    if (!found) throw invalid(extra);
    const classId = found.id;
    const given = body.students;
    if (!Array.isArray(given) || given.length === 0) throw invalid({ students: NO_ROWS_MESSAGE });
    // The roster's room, its duplicates and the insert in one transaction, with the class's row
    // locked: two imports into one class at once cannot both fit in the same 40 places.
    const imported = await db.transaction(async (tx) => {
      const roster = rosterOf(tx, teacherId, classId);
      await roster.lock();
      const room = ROSTER_MAX - (await roster.size());
      if (given.length > room)
        throw new HttpError(409, { error: 'roster_full', message: rosterFullMessage(room) });
      const checked = checkRosterRows(given, await roster.students(), locale);
      // A duplicate is refused like any problem: the preview leaves them out before it sends, so
      // one here was added meanwhile (another tab), or the rows did not come from the preview.
      const problems = allRowProblems(checked.problems, checked.duplicates);
      if (problems.length > 0)
        throw new HttpError(400, {
          error: 'validation',
          message: importProblemsMessage(problems.length, given.length),
          rows: problems,
        });
      const values = checked.rows;
      const now = deps.now();
      await tx.insert(students).values(
        values.map((v) => ({
          ...v,
          studentNumber: v.studentNumber === '' ? null : v.studentNumber,
          classId,
          teacherId,
          createdAt: now,
        })),
      );
      return values.length;
    });
    deps.logger.info({ event: 'roster_imported', classId, students: imported, userId: teacherId });
    return c.json({ imported }, 201);
  });
}
