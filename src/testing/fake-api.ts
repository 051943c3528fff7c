import type { SchoolClass } from '../shared/api-types/classes';
import type { Student } from '../shared/api-types/students';
import type { GradingCategory } from '../shared/resources/categories';
import { build } from './builders';
import {
  fakeDb,
  type ClassGrading,
  type StoredAssignment,
  type StoredChange,
  type StoredPeriod,
  type StoredWork,
} from './fake/db';
import { entities } from './fake/entities';
import { resourceHandlers } from './fake/resource';
import { periodHandlers } from './fake/periods';
import { rosterImport } from './fake/roster-import';
import { markbookHandlers } from './fake/markbook';
import { studentRecordHandlers } from './fake/student-record';
import { workHandlers } from './fake/work';

export type { ClassGrading, StoredAssignment, StoredChange, StoredPeriod, StoredWork };

/**
 * The API of the teacher's classes, assignments, students, grading categories and work, in
 * memory, for stories and unit tests (ADR 029). Each entity's list, read, create, update, delete and restore are derived
 * from its resource (src/shared/resources) by ./fake/resource.ts, with the queries read and the
 * bodies parsed by the server's own shared code; ./fake/entities.ts adds only what is each
 * entity's own, and the roster import and the work have their own routes. A play function can
 * create, edit, delete and undo for real. contract/fake-api.test.ts runs one table of requests
 * against this and the real server: where they answer differently, that test fails.
 *
 * By default it holds the one fixture world (src/testing/builders.ts): the classes, their
 * rosters and assignments, Algebra I's grading categories and periods, and the work
 * (`build.work()`), so that every screen shows the same figures; a story or test that needs
 * another state passes its own rows (`work: []`: nothing handed in; `categories: []`). The
 * grading settings (missing-work policy, letter scale) are each story's own.
 */
export function fakeAdminApi({
  classes = build.classes(),
  assignments = build.assignments(),
  students = build.students(),
  categories = build.categories(),
  work = build.work(),
  grading = {},
  periods = build.periods(),
  history = [],
}: {
  classes?: SchoolClass[];
  assignments?: StoredAssignment[];
  students?: Student[];
  categories?: GradingCategory[];
  work?: StoredWork[];
  /** Per class id: its missing-work policy and letter scale (the markbook's). */
  grading?: Record<string, ClassGrading>;
  periods?: StoredPeriod[];
  history?: StoredChange[];
} = {}) {
  const db = fakeDb({
    classes,
    assignments,
    students,
    categories,
    work,
    grading,
    periods,
    history,
  });
  const entity = entities(db);
  return [
    ...resourceHandlers(entity.classes),
    ...resourceHandlers(entity.assignments),
    rosterImport(db),
    ...resourceHandlers(entity.students),
    ...studentRecordHandlers(db),
    ...resourceHandlers(entity.categories),
    ...periodHandlers(db),
    ...workHandlers(db),
    ...markbookHandlers(db),
  ];
}
