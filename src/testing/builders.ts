import type { User } from '../shared/api-types/auth';
import type { Assignment, SchoolClass } from '../shared/api-types/classes';
import type { Student } from '../shared/api-types/students';
import type { StoredWork } from './fake/db';
import { missingOf } from '../shared/list-query';
import { FIRST_NAMES, LAST_NAMES } from '../shared/made-up-names';
import type {
  ClassAttention,
  DashboardSummary,
  UpcomingAssignment,
  WeekCount,
} from '../shared/api-types/dashboard';

/** Test and story data, shaped exactly like the API's answers. The clock is 21 Nov 2026. */
const TODAY = '2026-11-21';
const classes: SchoolClass[] = [
  ['c1', 'Algebra I', 'math', 9, 'B-204', 30, 2],
  ['c2', 'Year 7 Science', 'science', 7, 'L-2', 24, 2],
  ['c3', 'English 9', 'english', 9, 'A-110', 31, 2],
  ['c4', 'History 8', 'history', 8, null, 14, 1],
  ['c5', 'Chemistry 11', 'chemistry', 11, 'L-4', 19, 0],
  ['c6', 'Art Studio', 'art', 10, 'S-01', 12, 0],
].map(([id, name, subject, grade, room, students, assignments]) => ({
  id: `6f1c2a9e-0000-4000-8000-0000000000${String(id).slice(1).padStart(2, '0')}`,
  name: name as string,
  subject: subject as string,
  grade: grade as number,
  room: room as string | null,
  students: students as number,
  termStarts: '2026-09-01',
  termEnds: '2027-01-29',
  assignments: assignments as number,
}));

const assignment = (
  n: number,
  title: string,
  cls: SchoolClass,
  dueDate: string,
  maxPoints: number,
): Assignment => ({
  id: `a0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  title,
  classId: cls.id,
  className: cls.name,
  termEnds: cls.termEnds,
  dueDate,
  maxPoints,
  description: '',
  categoryId: null,
  students: cls.students,
  handedIn: 0,
  marked: 0,
  missing: 0,
});

/**
 * The stories' rosters: the first of the made-up names, with some of them long, accented or in
 * two parts, as a real class's are (issue 24: pictures with realistic data) — every screen
 * shows the same students, sorted by the reader's locale (Ødegård with the Os, van der Berg
 * with the Vs).
 */
const REALISTIC: Record<string, string> = {
  Chloe: 'Chloé',
  Lena: 'Anneliese-Marie',
  Nia: 'Zoë',
  Priya: 'Oluwaseun',
  Dubois: 'Dubois-Lefèvre',
  Garcia: 'García Márquez',
  Jensen: 'Ødegård',
  Nakamura: 'Nakamura-Castellanos',
  Petrov: 'van der Berg',
};
const realistic = (name: string) => REALISTIC[name] ?? name;
const FIRST = FIRST_NAMES.slice(0, 21).map(realistic);
const LAST = LAST_NAMES.slice(0, 23).map(realistic);

/** A class's roster of `size` students, names and numbers made up (the same every time). */
const roster = (cls: SchoolClass, classIndex: number, size = cls.students): Student[] =>
  Array.from({ length: size }, (_, i) => ({
    id: `5d000000-0000-4000-8000-${String(classIndex + 1).padStart(4, '0')}${String(i + 1).padStart(8, '0')}`,
    classId: cls.id,
    firstName: FIRST[(i * 5 + classIndex) % FIRST.length]!,
    lastName: LAST[(i * 7 + classIndex * 3) % LAST.length]!,
    studentNumber: i % 6 === 5 ? null : `S-${classIndex + 1}${String(i + 1).padStart(3, '0')}`,
    notes: i === 2 ? 'Needs large-print handouts.' : '',
  }));

export const build = {
  user: (overrides: Partial<User> = {}): User => ({
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    email: 'grace@school.org',
    fullName: 'Grace Hopper',
    school: 'Arlington High',
    teachingSince: '2012-09-03',
    ...overrides,
  }),
  emptySummary: (): DashboardSummary => ({
    classes: 0,
    students: 0,
    dueThisWeek: 0,
    toMark: 0,
    missing: 0,
  }),
  /** The dashboard's figures, counted from the same classes, assignments and work as every
   * other screen's (6 classes, 130 students, 3 due this week, 21 to mark, 4 missing). */
  summary: (overrides: Partial<DashboardSummary> = {}): DashboardSummary => {
    const perClass = build.attention();
    const week = new Date(Date.parse(`${TODAY}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      classes: classes.length,
      students: classes.reduce((sum, c) => sum + c.students, 0),
      dueThisWeek: build.assignments().filter((a) => a.dueDate >= TODAY && a.dueDate < week).length,
      toMark: perClass.reduce((sum, c) => sum + c.toMark, 0),
      missing: perClass.reduce((sum, c) => sum + c.missing, 0),
      ...overrides,
    };
  },
  /**
   * The work every story and test shares (one fixture world), on three assignments of
   * `assignments()` by the rosters of `students()`: Fractions review (Algebra I, 30 students,
   * due 12 Nov) handed in by 26 (two late), 20 marked, 4 missing; Quadratics worksheet (Algebra
   * I, due 27 Nov) handed in early by 10, none marked; Lab report (Year 7 Science, due 24 Nov)
   * handed in early by 5, none marked.
   */
  work: (): StoredWork[] => {
    const rosterOf = (classIndex: number) => roster(classes[classIndex]!, classIndex);
    const id = (n: number) => `a0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
    const fractions = rosterOf(0).flatMap((s, i): StoredWork[] =>
      i >= 26
        ? []
        : [
            {
              assignmentId: id(1),
              studentId: s.id,
              handedIn: i < 2 ? 'late' : 'on_time',
              score: i < 20 ? 10 + ((i * 7) % 11) : null,
              comment: i === 0 ? 'Check the common denominator.' : '',
            },
          ],
    );
    // Quadratics worksheet (Algebra I, due 27 Nov): handed in early by every third student.
    const quadratics = rosterOf(0).flatMap((s, i): StoredWork[] =>
      i % 3 === 0
        ? [{ assignmentId: id(4), studentId: s.id, handedIn: 'on_time', score: null, comment: '' }]
        : [],
    );
    const lab = rosterOf(1)
      .slice(0, 5)
      .map((s): StoredWork => ({
        assignmentId: id(2),
        studentId: s.id,
        handedIn: 'on_time',
        score: null,
        comment: '',
      }));
    return [...fractions, ...quadratics, ...lab];
  },
  /** Work to mark and missing per class with assignments, counted from `work()` as the lists
   * count them (the shared `missingOf`; the sums are `summary()`'s). */
  attention: (): ClassAttention[] => {
    const work = build.work();
    const assignments = build.assignments();
    const today = new Date(`${TODAY}T12:00:00Z`);
    return classes.flatMap((cls, index) => {
      const own = assignments.filter((a) => a.classId === cls.id);
      if (own.length === 0) return [];
      const ids = new Set(roster(cls, index).map((s) => s.id));
      let toMark = 0;
      let missing = 0;
      for (const a of own) {
        const pieces = work.filter((w) => w.assignmentId === a.id && ids.has(w.studentId));
        const counts = {
          dueDate: a.dueDate,
          students: ids.size,
          handedIn: pieces.filter((w) => w.handedIn !== 'no').length,
          marked: pieces.filter((w) => w.score !== null).length,
        };
        toMark += counts.handedIn - counts.marked;
        missing += missingOf(counts, today);
      }
      return [{ classId: cls.id, className: cls.name, toMark, missing }];
    });
  },
  /** The next fourteen days' assignments, soonest first (the same as the assignments list's). */
  upcoming: (): UpcomingAssignment[] => {
    const until = new Date(Date.parse(`${TODAY}T00:00:00Z`) + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return build
      .assignments()
      .filter((a) => a.dueDate >= TODAY && a.dueDate <= until)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
      .map(({ id, title, dueDate, className }) => ({ id, title, dueDate, className }));
  },
  weekly: (counts = [2, 3, 1, 4, 3, 2, 4, 1, 0, 2, 1, 0]): WeekCount[] =>
    counts.map((count, i) => ({
      weekStart: new Date(Date.UTC(2026, 9, 19 + 7 * i)).toISOString().slice(0, 10),
      count,
    })),
  classes: (): SchoolClass[] => classes.map((c) => ({ ...c })),
  /** The rosters of `build.classes()`, as many students as each class counts. */
  students: (): Student[] => classes.flatMap((c, i) => roster(c, i)),
  /** One class's roster, of any size. */
  roster: (cls: SchoolClass, size: number): Student[] =>
    roster(
      cls,
      classes.findIndex((c) => c.id === cls.id),
      size,
    ),
  assignments: (): Assignment[] => {
    const [algebra, science, english, history] = classes as [
      SchoolClass,
      SchoolClass,
      SchoolClass,
      SchoolClass,
    ];
    return [
      assignment(1, 'Fractions review', algebra, '2026-11-12', 20),
      assignment(2, 'Lab report: density', science, '2026-11-24', 30),
      assignment(3, 'Essay outline', english, '2026-11-26', 10),
      assignment(
        4,
        'Quadratics worksheet: factorising and completing the square',
        algebra,
        '2026-11-27',
        20,
      ),
      assignment(5, 'Map of the Silk Road', history, '2026-12-02', 25),
      assignment(6, 'Forces quiz', science, '2026-12-08', 15),
      assignment(7, 'Poetry reading', english, '2026-12-15', 10),
    ];
  },
};
