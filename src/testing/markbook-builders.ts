import type { SchoolClass } from '../shared/api-types/classes';
import type { Student } from '../shared/api-types/students';
import { build, classWork } from './builders';
import type { StoredAssignment } from './fake/db';

/**
 * A class's markbook for stories and tests (the clock is 21 Nov 2026): Algebra I of the one
 * fixture world (`build`), with its three weighted categories (homework drops its lowest mark)
 * and its two terms as grading periods. The default, 30 × 12, is the world's own class: its
 * roster, its twelve assignments by due date and `build.work()`'s work on them, every kind of
 * cell. Other sizes take the first `size` of its roster and the first `count` of its
 * assignments (more are made up after them, "Practice 13"…), their work by the same rule
 * (`classWork()`).
 */
export function markbookClass(size = 30, count = 12) {
  const cls: SchoolClass = build.classes()[0]!;
  const students: Student[] = build.roster(cls, size);
  const categories = build.categories();
  const own = build
    .assignments()
    .filter((a) => a.classId === cls.id)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const extra = Array.from(
    { length: Math.max(0, count - own.length) },
    (_, i): StoredAssignment => {
      const n = own.length + i;
      return {
        ...own[n % own.length]!,
        id: `b0000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`,
        title: `Practice ${n + 1}`,
        dueDate: new Date(Date.UTC(2026, 8, 10 + n * 8)).toISOString().slice(0, 10),
        categoryId: categories[n % categories.length]!.id,
      };
    },
  );
  const assignments = [...own.slice(0, count), ...extra];
  const ids = new Set(assignments.map((a) => a.id));
  const roster = new Set(students.map((s) => s.id));
  const work =
    size === cls.students && count === own.length
      ? build.work().filter((w) => ids.has(w.assignmentId) && roster.has(w.studentId))
      : classWork(students, assignments);
  return { cls, students, categories, assignments, work, periods: build.periods() };
}
