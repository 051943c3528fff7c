import type { Assignment, SchoolClass } from '../../shared/api-types/classes';
import type {
  LetterBand,
  MarkbookPeriod,
  MissingPolicy,
  WorkChange,
} from '../../shared/api-types/markbook';
import type { Student } from '../../shared/api-types/students';
import type { HandedIn } from '../../shared/api-types/work';
import type { GradingCategory } from '../../shared/resources/categories';

/** What the fake keeps of one student's work on an assignment (the server's `work` table). */
export interface StoredWork {
  assignmentId: string;
  studentId: string;
  handedIn: HandedIn;
  score: number | null;
  comment: string;
  /** Left out of every total (absent: false). */
  excused?: boolean;
  /** The student's own due date, an extension (absent: none). */
  dueDate?: string | null;
}

/** An assignment as the fake keeps it: with its grading category (the markbook's). */
export type StoredAssignment = Assignment & { categoryId?: string | null };

/** A class's grading settings (the server's columns on `classes`); absent: the defaults. */
export interface ClassGrading {
  missingPolicy: MissingPolicy;
  letterScale: LetterBand[] | null;
}

/** A grading period of a class (the server's `grading_periods`). */
export type StoredPeriod = MarkbookPeriod & { classId: string };

/** One change of a cell (the server's `work_history`). */
export type StoredChange = WorkChange & { assignmentId: string; studentId: string };

/** One entity's rows: the live ones, and the deleted ones kept for Undo with when they went. */
export interface Table<Row> {
  rows: Row[];
  deleted: Map<string, { row: Row; at: number }>;
}

/** The fake's database: what the server keeps in its tables, in memory, for one story. */
export interface FakeDb {
  classes: Table<SchoolClass>;
  assignments: Table<StoredAssignment>;
  students: Table<Student>;
  categories: Table<GradingCategory>;
  work: StoredWork[];
  grading: Map<string, ClassGrading>;
  periods: StoredPeriod[];
  history: StoredChange[];
  /** A new row's id (the server's are UUIDs too). */
  newId: () => string;
}

const table = <Row>(rows: readonly Row[]): Table<Row> => ({ rows: [...rows], deleted: new Map() });

/** A database holding copies of the rows given, so that a story's own arrays never change. */
export function fakeDb(rows: {
  classes: readonly SchoolClass[];
  assignments: readonly StoredAssignment[];
  students: readonly Student[];
  categories: readonly GradingCategory[];
  work: readonly StoredWork[];
  grading?: Readonly<Record<string, ClassGrading>>;
  periods?: readonly StoredPeriod[];
  history?: readonly StoredChange[];
}): FakeDb {
  let nextId = 100;
  return {
    classes: table(rows.classes),
    assignments: table(rows.assignments),
    students: table(rows.students),
    categories: table(rows.categories),
    work: [...rows.work],
    grading: new Map(Object.entries(rows.grading ?? {})),
    periods: [...(rows.periods ?? [])],
    history: [...(rows.history ?? [])],
    newId: () => `f0000000-0000-4000-8000-${String((nextId += 1)).padStart(12, '0')}`,
  };
}

/** One of the teacher's live classes. */
export const liveClass = (db: FakeDb, id: string) => db.classes.rows.find((c) => c.id === id);

/** A class's roster: its live students. */
export const rosterOf = (db: FakeDb, classId: string) =>
  db.students.rows.filter((st) => st.classId === classId);

/** A student's work on an assignment, if any was recorded. */
export const workOf = (db: FakeDb, assignmentId: string, studentId: string) =>
  db.work.find((w) => w.assignmentId === assignmentId && w.studentId === studentId);

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

/** A roster in the order the server reads it out: last name, first name, case aside. */
export const sortedRoster = (db: FakeDb, classId: string) =>
  rosterOf(db, classId).sort(
    (a, b) =>
      byName(a.lastName, b.lastName) ||
      byName(a.firstName, b.firstName) ||
      a.id.localeCompare(b.id),
  );
