import type { User } from '../shared/api-types/auth';
import type { SchoolClass } from '../shared/api-types/classes';
import type { Student } from '../shared/api-types/students';
import type { GradingCategory } from '../shared/resources/categories';
import type { StoredAssignment, StoredPeriod, StoredWork } from './fake/db';
import { workCounts } from './fake/counts';
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
  ['c1', 'Algebra I', 'math', 9, 'B-204', 30],
  ['c2', 'Year 7 Science', 'science', 7, 'L-2', 24],
  ['c3', 'English 9', 'english', 9, 'A-110', 31],
  ['c4', 'History 8', 'history', 8, null, 14],
  ['c5', 'Chemistry 11', 'chemistry', 11, 'L-4', 19],
  ['c6', 'Art Studio', 'art', 10, 'S-01', 12],
].map(([id, name, subject, grade, room, students]) => ({
  id: `6f1c2a9e-0000-4000-8000-0000000000${String(id).slice(1).padStart(2, '0')}`,
  name: name as string,
  subject: subject as string,
  grade: grade as number,
  room: room as string | null,
  students: students as number,
  termStarts: '2026-09-01',
  termEnds: '2027-01-29',
  // Counted from the assignments by `build.classes()`.
  assignments: 0,
}));
const [algebra, science, english, history] = classes as [
  SchoolClass,
  SchoolClass,
  SchoolClass,
  SchoolClass,
];

const assignmentId = (n: number) =>
  `a0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

const assignment = (
  n: number,
  title: string,
  cls: SchoolClass,
  dueDate: string,
  maxPoints: number,
  categoryId: string | null = null,
): StoredAssignment => ({
  id: assignmentId(n),
  title,
  classId: cls.id,
  className: cls.name,
  termEnds: cls.termEnds,
  dueDate,
  maxPoints,
  description: '',
  categoryId,
  students: cls.students,
  handedIn: 0,
  marked: 0,
  missing: 0,
});

/** Algebra I's grading categories: homework 30 % (its lowest mark dropped), quizzes, tests. */
const categories: GradingCategory[] = (
  [
    [1, 'Homework', 30, 1],
    [2, 'Quizzes', 20, 0],
    [3, 'Tests', 50, 0],
  ] as const
).map(([n, name, weight, dropLowest]) => ({
  id: `9c000000-0000-4000-8000-00000000000${n}`,
  classId: algebra.id,
  name,
  weight,
  dropLowest,
}));
const [HOMEWORK, QUIZZES, TESTS] = categories.map((c) => c.id) as [string, string, string];

/**
 * How an assignment's work came in, counted back from the end of its roster (turned, so that
 * it is not always the same students who are late or missing): the first `late` handed in late,
 * the last `notIn` have nothing recorded (missing once it is due), the `toMark` before them are
 * handed in and not marked yet, the rest are marked.
 */
interface Pattern {
  notIn: number;
  toMark: number;
  late: number;
}
const pattern = (notIn: number, toMark: number, late = 0): Pattern => ({ notIn, toMark, late });

/**
 * Algebra I's twelve assignments by id, September to December (today is 21 November): a
 * teacher's homework, quizzes and unit tests, the old ones marked, the last fortnight's partly,
 * two still to come; each with how its work came in.
 */
const ALGEBRA: [number, string, string, number, string, Pattern][] = [
  [1, 'Fractions review', '2026-11-12', 20, HOMEWORK, pattern(4, 6, 2)],
  [
    4,
    'Quadratics worksheet: factorising and completing the square',
    '2026-11-27',
    20,
    HOMEWORK,
    pattern(20, 10),
  ],
  [8, 'Order of operations', '2026-09-11', 20, HOMEWORK, pattern(1, 0, 1)],
  [9, 'Quiz: expressions and equations', '2026-09-18', 10, QUIZZES, pattern(0, 0)],
  [10, 'Solving two-step equations', '2026-09-25', 20, HOMEWORK, pattern(2, 0, 2)],
  [11, 'Unit 1 test: equations and inequalities', '2026-10-02', 50, TESTS, pattern(0, 0)],
  [12, 'Graphing lines: slope and intercept', '2026-10-14', 20, HOMEWORK, pattern(2, 0, 3)],
  [13, 'Quiz: slope and parallel lines', '2026-10-21', 10, QUIZZES, pattern(1, 0)],
  [
    14,
    'Unit 2 test: linear functions and systems of equations',
    '2026-10-30',
    50,
    TESTS,
    pattern(1, 0),
  ],
  [15, 'Exponent rules and scientific notation', '2026-11-06', 20, HOMEWORK, pattern(3, 0, 2)],
  [16, 'Quiz: adding and multiplying polynomials', '2026-11-17', 10, QUIZZES, pattern(2, 8, 1)],
  [17, 'Unit 3 test: polynomials and quadratics', '2026-12-04', 50, TESTS, pattern(30, 0)],
];

/** The cells no pattern makes (the markbook's): one excused piece, one extension past today. */
const EXCUSED = { assignment: assignmentId(10), student: 3 };
const EXTENSION = { assignment: assignmentId(16), student: 5, dueDate: '2026-11-25' };

/**
 * A class's work on its assignments: each of the world's by its pattern, any other by the
 * usual one (once due, all in but two, marked; nothing before); assignment `k`'s roster turned
 * 7·k places; the excused piece and the extension where the roster and the assignments reach
 * them. Algebra I's 30 × 12 is `build.work()`'s; `markbookClass()` asks for other sizes.
 */
export function classWork(
  students: readonly Student[],
  assignments: readonly StoredAssignment[],
): StoredWork[] {
  const size = students.length;
  return assignments.flatMap((a, index) => {
    const known = ALGEBRA.findIndex(([n]) => assignmentId(n) === a.id);
    const k = known < 0 ? index : known;
    const p =
      known >= 0 ? ALGEBRA[known]![5] : a.dueDate < TODAY ? pattern(2, 0, 1) : pattern(size, 0);
    const turn = (k * 7) % size;
    return students.flatMap((s, i): StoredWork[] => {
      const base = { assignmentId: a.id, studentId: s.id, comment: '' };
      if (a.id === EXCUSED.assignment && i === EXCUSED.student)
        return [{ ...base, handedIn: 'no', score: null, excused: true }];
      if (a.id === EXTENSION.assignment && i === EXTENSION.student)
        return [{ ...base, handedIn: 'no', score: null, dueDate: EXTENSION.dueDate }];
      const place = (i + turn) % size;
      if (place >= size - p.notIn) return [];
      const marked = place < size - p.notIn - p.toMark;
      // Between half and full points.
      const score = Math.round((a.maxPoints * (10 + ((place * 7 + k * 3) % 11))) / 20);
      return [
        {
          ...base,
          handedIn: place < p.late ? 'late' : 'on_time',
          score: marked ? score : null,
          comment: place === 0 && k === 0 ? 'Check the common denominator.' : '',
        },
      ];
    });
  });
}

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

/** Algebra I's twelve assignments, in its categories. */
const algebraAssignments = (): StoredAssignment[] =>
  ALGEBRA.map(([n, title, dueDate, maxPoints, categoryId]) =>
    assignment(n, title, algebra, dueDate, maxPoints, categoryId),
  );

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
   * The work every story and test shares (one fixture world), by the rosters of `students()`:
   * Algebra I's on its twelve assignments (`classWork()`: marks, work to mark, late, missing,
   * one excused piece, one extension), Year 7 Science's Lab report (due 24 Nov) handed in early
   * by 5, none marked.
   */
  work: (): StoredWork[] => {
    const lab = roster(science, 1)
      .slice(0, 5)
      .map((s): StoredWork => ({
        assignmentId: assignmentId(2),
        studentId: s.id,
        handedIn: 'on_time',
        score: null,
        comment: '',
      }));
    return [...classWork(roster(algebra, 0), algebraAssignments()), ...lab];
  },
  /** Work to mark and missing per class with assignments, counted from `work()` as the lists
   * and the server count them (`workCounts`, `missingOf`; the sums are `summary()`'s). */
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
        const counts = workCounts(a, ids.size, pieces, TODAY);
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
  /**
   * Assignments due per week, twelve weeks from 19 October (this week, 16 November, the fifth):
   * counted from `assignments()`, or the `counts` given.
   */
  weekly: (counts?: number[]): WeekCount[] =>
    Array.from({ length: counts?.length ?? 12 }, (_, i) => {
      const weekStart = new Date(Date.UTC(2026, 9, 19 + 7 * i)).toISOString().slice(0, 10);
      const next = new Date(Date.UTC(2026, 9, 26 + 7 * i)).toISOString().slice(0, 10);
      const due = build.assignments().filter((a) => a.dueDate >= weekStart && a.dueDate < next);
      return { weekStart, count: counts?.[i] ?? due.length };
    }),
  /** The classes, each with as many assignments as `assignments()` gives it. */
  classes: (): SchoolClass[] => {
    const all = build.assignments();
    return classes.map((c) => ({
      ...c,
      assignments: all.filter((a) => a.classId === c.id).length,
    }));
  },
  /** Algebra I's grading categories (Homework 30 %, lowest dropped; Quizzes 20 %; Tests 50 %). */
  categories: (): GradingCategory[] => categories.map((g) => ({ ...g })),
  /** Algebra I's grading periods: the autumn and the winter term. */
  periods: (): StoredPeriod[] => [
    {
      id: '9e000000-0000-4000-8000-000000000001',
      classId: algebra.id,
      name: 'Autumn term',
      starts: '2026-09-01',
      ends: '2026-10-31',
    },
    {
      id: '9e000000-0000-4000-8000-000000000002',
      classId: algebra.id,
      name: 'Winter term',
      starts: '2026-11-01',
      ends: '2027-01-29',
    },
  ],
  /** The rosters of `build.classes()`, as many students as each class counts. */
  students: (): Student[] => classes.flatMap((c, i) => roster(c, i)),
  /** One class's roster, of any size. */
  roster: (cls: SchoolClass, size: number): Student[] =>
    roster(
      cls,
      classes.findIndex((c) => c.id === cls.id),
      size,
    ),
  /**
   * Every class's assignments by id: Algebra I's twelve (Fractions review first, the Quadratics
   * worksheet fourth), and the other classes' five.
   */
  assignments: (): StoredAssignment[] =>
    [
      ...algebraAssignments(),
      assignment(2, 'Lab report: density', science, '2026-11-24', 30),
      assignment(3, 'Essay outline', english, '2026-11-26', 10),
      assignment(5, 'Map of the Silk Road', history, '2026-12-02', 25),
      assignment(6, 'Forces quiz', science, '2026-12-08', 15),
      assignment(7, 'Poetry reading', english, '2026-12-15', 10),
    ].sort((x, y) => x.id.localeCompare(y.id)),
};
