import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Student } from '../../src/shared/api-types/students.ts';
import { studentResource } from '../../src/shared/resources/students.ts';
import { ROSTER_MAX, rosterFullMessage } from '../../src/shared/schemas/students.ts';
import { classRows } from '../db/class-rows.ts';
import { inClass } from '../db/owned.ts';
import { classes, students } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/json.ts';
import { resourceRoutes, type RowQuery } from '../http/resource-routes.ts';
import { ARCHIVE_TYPE } from '../../src/shared/api-types/account.ts';
import { attachment, studentRecord } from '../account/archive.ts';
import { notFound, pathId } from '../http/list.ts';
import { importRoute } from './import.ts';
import { rosterOf } from './roster.ts';

const columns = {
  id: students.id,
  classId: students.classId,
  firstName: students.firstName,
  lastName: students.lastName,
  studentNumber: students.studentNumber,
  notes: students.notes,
};

// Names in the order a class list is read, whatever their case.
const lastName = sql`lower(${students.lastName})`;
const firstName = sql`lower(${students.firstName})`;

/**
 * The teacher's students on the kit, each on the roster of one of the teacher's live classes
 * (ADR 026); their own are the roster's 40 places and the import.
 */
export function studentRoutes(deps: AppDeps) {
  const { db } = deps;
  const inClasses = classRows(db, students, 'student');
  /**
   * A new student on a roster of 40 is refused (409), by adding or by moving. Inside the write's
   * transaction, with the class's row locked (as the import does): two adds into the 40th
   * place at once cannot both fit.
   */
  const refuseIfFull = async (tx: Db, teacherId: string, classId: string) => {
    const roster = rosterOf(tx, teacherId, classId);
    await roster.lock();
    if ((await roster.size()) >= ROSTER_MAX)
      throw new HttpError(409, { error: 'roster_full', message: rosterFullMessage(0) });
  };
  return resourceRoutes(
    deps,
    {
      resource: studentResource,
      table: students,
      live: inClasses.live,
      rows: () =>
        db
          .select(columns)
          .from(students)
          .innerJoin(classes, eq(classes.id, students.classId))
          .$dynamic() as unknown as RowQuery<Student>,
      count: inClasses.count,
      sortColumns: { lastName, firstName, studentNumber: students.studentNumber },
      tieBreak: [lastName, firstName, students.id],
      searchColumns: [students.firstName, students.lastName, students.studentNumber],
      filters: (c) => inClass(students.classId, c.req.query('classId')),
      check: async ({ teacherId, body }) => ({
        context: undefined,
        ...(await inClasses.namedClass(teacherId, body.classId)),
      }),
      // The check refused the write unless the class was found.
      toValues: (v, found) => ({ ...v, classId: found!.id }),
      beforeCreate: (tx, teacherId, values) => refuseIfFull(tx, teacherId, values.classId),
      // A move to another class takes one of its 40 places too.
      // Their work on the old class's assignments stays, out of that class's figures from now.
      beforeUpdate: async (tx, teacherId, values, before) => {
        if (values.classId === before.classId) return;
        await refuseIfFull(tx, teacherId, values.classId);
        await tx
          .update(students)
          .set({ movedAt: deps.now() })
          .where(and(eq(students.teacherId, teacherId), eq(students.id, before.id)));
      },
      // Undo of a delete takes a place back too: refused when the class has filled since.
      restore: (teacherId, id) =>
        db.transaction(async (tx) => {
          const [deleted] = await tx
            .select({ classId: students.classId })
            .from(students)
            .where(
              and(
                eq(students.teacherId, teacherId),
                eq(students.id, id),
                isNotNull(students.deletedAt),
              ),
            );
          if (deleted) await refuseIfFull(tx, teacherId, deleted.classId);
          return inClasses.restore(teacherId, id, tx);
        }),
    },
    (app) => {
      importRoute(deps, app, inClasses);
      // One child's full record, to take away (issue 23): ids in the log, never a name.
      app.get('/:id/record', async (c) => {
        const teacherId = c.get('user').id;
        const id = pathId(c, 'student');
        const record = await studentRecord(db, teacherId, id, deps.now());
        if (!record) throw notFound('student');
        deps.logger.info({ event: 'student_record_exported', userId: teacherId, studentId: id });
        c.header('Content-Type', ARCHIVE_TYPE);
        c.header('Content-Disposition', attachment(`${record.name} record.zip`));
        return c.body(record.zip as Uint8Array<ArrayBuffer>);
      });
    },
  );
}
