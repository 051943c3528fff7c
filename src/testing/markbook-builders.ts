import type { SchoolClass } from '../shared/api-types/classes';
import type { Student } from '../shared/api-types/students';
import type { GradingCategory } from '../shared/resources/categories';
import { build } from './builders';
import type { StoredAssignment, StoredPeriod, StoredWork } from './fake/db';

/**
 * A class's markbook for stories and tests (the clock is 21 Nov 2026): Algebra I with three
 * weighted categories (homework drops its lowest mark), a term as a grading period, `size`
 * students and `count` assignments from September to December, every kind of cell.
 */
export function markbookClass(size = 30, count = 12) {
  const cls: SchoolClass = build.classes()[0]!;
  const students: Student[] = build.roster(cls, size);
  const category = (n: number, name: string, weight: number, dropLowest = 0): GradingCategory => ({
    id: `9c000000-0000-4000-8000-00000000000${n}`,
    classId: cls.id,
    name,
    weight,
    dropLowest,
  });
  const categories = [
    category(1, 'Homework', 30, 1),
    category(2, 'Quizzes', 20),
    category(3, 'Tests', 50),
  ];
  const TITLES = ['Worksheet', 'Quiz', 'Homework', 'Test'];
  const assignments: StoredAssignment[] = Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 8, 10 + i * 8)).toISOString().slice(0, 10);
    const kind = i % 4;
    return {
      id: `b0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      title: `${TITLES[kind]} ${Math.floor(i / 4) + 1}`,
      classId: cls.id,
      className: cls.name,
      termEnds: cls.termEnds,
      dueDate: day,
      maxPoints: kind === 3 ? 50 : kind === 1 ? 10 : 20,
      description: '',
      students: students.length,
      handedIn: 0,
      marked: 0,
      missing: 0,
      categoryId: categories[kind === 3 ? 2 : kind === 1 ? 1 : 0]!.id,
    };
  });
  const today = '2026-11-21';
  const work: StoredWork[] = [];
  students.forEach((s, si) =>
    assignments.forEach((a, ai) => {
      const past = a.dueDate < today;
      const seed = (si * 7 + ai * 13) % 17;
      const base = { assignmentId: a.id, studentId: s.id, comment: '' };
      if (si === 3 && ai === 2)
        return work.push({ ...base, handedIn: 'no', score: null, excused: true });
      if (si === 5 && ai === 8)
        return work.push({ ...base, handedIn: 'no', score: null, dueDate: '2026-12-04' });
      if (!past) {
        if (seed < 4) work.push({ ...base, handedIn: 'on_time', score: null });
        return;
      }
      if (seed === 0) return; // missing: nothing recorded
      if (seed === 1) return work.push({ ...base, handedIn: 'late', score: null });
      if (seed === 2) return work.push({ ...base, handedIn: 'on_time', score: null });
      const score = Math.round((a.maxPoints * (55 + ((si * 11 + ai * 5) % 45))) / 100);
      work.push({ ...base, handedIn: seed === 3 ? 'late' : 'on_time', score });
    }),
  );
  const periods: StoredPeriod[] = [
    {
      id: '9e000000-0000-4000-8000-000000000001',
      classId: cls.id,
      name: 'Autumn term',
      starts: '2026-09-01',
      ends: '2026-10-31',
    },
    {
      id: '9e000000-0000-4000-8000-000000000002',
      classId: cls.id,
      name: 'Winter term',
      starts: '2026-11-01',
      ends: '2027-01-29',
    },
  ];
  return { cls, students, categories, assignments, work, periods };
}
