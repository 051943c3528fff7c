import type { Assignment, SchoolClass } from '../shared/api-types/classes';
import type { Student } from '../shared/api-types/students';
import type { GradingCategory } from '../shared/resources/categories';
import { build } from './builders';
import { fakeDb, type StoredWork } from './fake/db';
import { entities } from './fake/entities';
import { resourceHandlers } from './fake/resource';
import { rosterImport } from './fake/roster-import';
import { workHandlers } from './fake/work';

export type { StoredWork };

/**
 * The API of the teacher's classes, assignments, students, grading categories and work, in
 * memory, for stories and unit tests (ADR 029). Each entity's list, read, create, update, delete and restore are derived
 * from its resource (src/shared/resources) by ./fake/resource.ts, with the queries read and the
 * bodies parsed by the server's own shared code; ./fake/entities.ts adds only what is each
 * entity's own, and the roster import and the work have their own routes. A play function can
 * create, edit, delete and undo for real. contract/fake-api.test.ts runs one table of requests
 * against this and the real server: where they answer differently, that test fails.
 */
export function fakeAdminApi({
  classes = build.classes(),
  assignments = build.assignments(),
  students = build.students(),
  categories = [],
  work = [],
}: {
  classes?: SchoolClass[];
  assignments?: Assignment[];
  students?: Student[];
  categories?: GradingCategory[];
  work?: StoredWork[];
} = {}) {
  const db = fakeDb({ classes, assignments, students, categories, work });
  const entity = entities(db);
  return [
    ...resourceHandlers(entity.classes),
    ...resourceHandlers(entity.assignments),
    rosterImport(db),
    ...resourceHandlers(entity.students),
    ...resourceHandlers(entity.categories),
    ...workHandlers(db),
  ];
}
