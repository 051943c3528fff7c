/** Shapes of the classes and assignments API, shared by the server and the app. */

export interface SchoolClass {
  id: string;
  name: string;
  subject: string;
  grade: number;
  room: string | null;
  /** Students on the class's roster. */
  students: number;
  termStarts: string;
  termEnds: string;
  /** Assignments set for this class. */
  assignments: number;
}

export interface Assignment {
  id: string;
  title: string;
  classId: string;
  className: string;
  /** The class's term end: the latest due date allowed. */
  termEnds: string;
  dueDate: string;
  maxPoints: number;
  description: string;
  /** Its grading category in the class's markbook, if any. */
  categoryId: string | null;
  /** Students on the class's roster. */
  students: number;
  /** Work handed in (on time or late), marked or not. */
  handedIn: number;
  /** Work marked. */
  marked: number;
  /** Work not handed in once the due date has passed (0 before). */
  missing: number;
}

/** One page of a list sorted on the server. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const CLASS_SORTS = [
  'name',
  'subject',
  'grade',
  'students',
  'termStarts',
  'termEnds',
] as const;
export type ClassSort = (typeof CLASS_SORTS)[number];

export const ASSIGNMENT_SORTS = ['dueDate', 'title', 'className', 'maxPoints'] as const;
export type AssignmentSort = (typeof ASSIGNMENT_SORTS)[number];

/**
 * `week`: due from today to seven days on; `upcoming`: today or later; `overdue`: before today;
 * `to_mark`: work handed in and not marked; `missing`: due date passed with work not handed in;
 * `attention`: to mark, missing work due in the last 14 days, or due in the next 7 (what the
 * list opens on; `ATTENTION_MISSING_DAYS` in list-query.ts).
 */
export const ASSIGNMENT_STATUSES = [
  'all',
  'attention',
  'to_mark',
  'missing',
  'upcoming',
  'week',
  'overdue',
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const PAGE_SIZES = [5, 10, 25, 50] as const;
