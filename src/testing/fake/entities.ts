import type { Assignment, SchoolClass } from '../../shared/api-types/classes';
import type { Student } from '../../shared/api-types/students';
import { inStatus, isoDay, missingOf, parseStatus } from '../../shared/list-query';
import { assignmentResource } from '../../shared/resources/assignments';
import {
  categoryResource,
  categoryTaken,
  type GradingCategory,
} from '../../shared/resources/categories';
import { classResource } from '../../shared/resources/classes';
import { studentResource } from '../../shared/resources/students';
import { CATEGORY_NOT_IN_CLASS } from '../../shared/schemas/assignments';
import { CLASS_NOT_YOURS, subjectLabel } from '../../shared/schemas/classes';
import { ROSTER_MAX, rosterFullMessage } from '../../shared/schemas/students';
import { workCounts } from './counts';
import { liveClass, rosterOf, workOf, type FakeDb } from './db';
import { conflict } from './respond';
import type { FakeEntity, Owner } from './resource';

/**
 * What is each entity's own in the fake, as the server's routes have it: the figures a row's
 * answer carries (a class's students and assignments, an assignment's work), the class a row
 * belongs to, the assignments' status filter, the roster's limit. Everything else is the
 * resource's (./resource.ts).
 */
export function entities(db: FakeDb) {
  const inLiveClass = <Row extends { classId: string }>(): Owner<Row> => ({
    key: 'classId',
    noun: classResource.labels.noun,
    isLive: (id) => liveClass(db, id) !== undefined,
    notYours: CLASS_NOT_YOURS,
  });

  const classes: FakeEntity<SchoolClass, undefined> = {
    resource: classResource,
    table: db.classes,
    newId: db.newId,
    // Counted from the rows, never taken from the fixture's figures.
    view: (c) => ({
      ...c,
      students: rosterOf(db, c.id).length,
      assignments: db.assignments.rows.filter((a) => a.classId === c.id).length,
    }),
    searchAlso: (c) => [subjectLabel(c.subject)],
  };

  /** An assignment with its class's name and term, and its work figures, as the server counts. */
  const withWork = (a: Assignment): Assignment => {
    const cls = liveClass(db, a.classId);
    const roster = rosterOf(db, a.classId);
    const pieces = roster.flatMap((st) => workOf(db, a.id, st.id) ?? []);
    const now = new Date();
    const counts = workCounts(a, roster.length, pieces, isoDay(now));
    const { students, handedIn, marked } = counts;
    return {
      ...a,
      categoryId: a.categoryId ? a.categoryId.toLowerCase() : null,
      className: cls?.name ?? a.className,
      termEnds: cls?.termEnds ?? a.termEnds,
      students,
      handedIn,
      marked,
      missing: missingOf(counts, now),
    };
  };

  const assignments: FakeEntity<Assignment, Parameters<typeof assignmentResource.schema>[0]> = {
    resource: assignmentResource,
    table: db.assignments,
    newId: db.newId,
    owner: inLiveClass(),
    view: withWork,
    // Due within the class's term (past days too, for a new one), as the API says.
    context: (isNew) => ({
      isNew,
      termOf: (id) => {
        const cls = liveClass(db, id.toLowerCase());
        return cls && { starts: cls.termStarts, ends: cls.termEnds };
      },
    }),
    // No category, or one of the named class's live ones.
    extra: (body): Record<string, string> => {
      const { classId, categoryId } = body;
      if (typeof classId !== 'string' || !liveClass(db, classId.toLowerCase())) return {};
      if (categoryId === undefined || categoryId === null || categoryId === '') return {};
      const ok =
        typeof categoryId === 'string' &&
        db.categories.rows.some(
          (g) => g.id === categoryId.toLowerCase() && g.classId === classId.toLowerCase(),
        );
      return ok ? {} : { categoryId: CATEGORY_NOT_IN_CLASS };
    },
    filter: (query) => {
      const status = parseStatus(query);
      if (status.fields) return status;
      // The row's missing figure already leaves out the exempt (excused or extended) work.
      return {
        value: (a) =>
          inStatus(status.value, { ...a, exempt: a.students - a.handedIn - a.missing }, new Date()),
      };
    },
  };

  const students: FakeEntity<Student, undefined> = {
    resource: studentResource,
    table: db.students,
    newId: db.newId,
    owner: inLiveClass(),
    thenBy: ['lastName', 'firstName'],
    refuseCreate: (st) =>
      rosterOf(db, st.classId).length >= ROSTER_MAX
        ? conflict('roster_full', rosterFullMessage(0))
        : undefined,
  };

  /** A name another live category of its class has, any case. */
  const nameTaken = (
    body: Record<string, unknown>,
    before?: GradingCategory,
  ): Record<string, string> => {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const classId = typeof body.classId === 'string' ? body.classId.toLowerCase() : '';
    const taken = db.categories.rows.some(
      (g) =>
        g.classId === classId && g.id !== before?.id && g.name.toLowerCase() === name.toLowerCase(),
    );
    return name && taken ? { name: categoryTaken(name) } : {};
  };

  const categories: FakeEntity<GradingCategory, undefined> = {
    resource: categoryResource,
    table: db.categories,
    newId: db.newId,
    owner: inLiveClass(),
    extra: nameTaken,
  };

  return { classes, assignments, students, categories };
}
