/** Shapes of the markbook API (issue 22), shared by the server, the app and the stories' fake. */
import type { HandedIn } from './work.ts';

/** Whether missing work counts as zero in a class's totals, or is left out until marked. */
export const MISSING_POLICIES = ['leave_out', 'zero'] as const;
export type MissingPolicy = (typeof MISSING_POLICIES)[number];

export const MISSING_POLICY_LABELS: Record<MissingPolicy, string> = {
  leave_out: 'Left out until marked',
  zero: 'Counts as zero',
};

/** A letter given from a minimum percentage up (A from 90, B from 80…). */
export interface LetterBand {
  letter: string;
  min: number;
}

export interface MarkbookAssignment {
  id: string;
  title: string;
  dueDate: string;
  maxPoints: number;
  /** Its grading category, if any. */
  categoryId: string | null;
}

export interface MarkbookCategory {
  id: string;
  name: string;
  /** Its share of the overall grade, relative to the weights of the categories that count. */
  weight: number;
  /** How many of a student's lowest marks in it are left out. */
  dropLowest: number;
}

export interface MarkbookPeriod {
  id: string;
  name: string;
  starts: string;
  ends: string;
}

export interface MarkbookStudent {
  id: string;
  firstName: string;
  lastName: string;
  studentNumber: string | null;
}

/** What is recorded of one student's work on one assignment (no cell: nothing recorded). */
export interface MarkbookCell {
  assignmentId: string;
  studentId: string;
  handedIn: HandedIn;
  score: number | null;
  /** Left out of every total, and never missing. */
  excused: boolean;
  /** The student's own due date (an extension), if any. */
  dueDate: string | null;
  comment: string;
}

/** `GET /api/markbook/:classId`: everything the class's markbook shows, in one answer. */
export interface Markbook {
  class: {
    id: string;
    name: string;
    subject: string;
    termStarts: string;
    termEnds: string;
    missingPolicy: MissingPolicy;
    /** Optional letter grades, by falling minimum percentage; null: none. */
    letterScale: LetterBand[] | null;
  };
  categories: MarkbookCategory[];
  periods: MarkbookPeriod[];
  /** By due date, then title. */
  assignments: MarkbookAssignment[];
  /** The live roster, by last name then first name. */
  students: MarkbookStudent[];
  cells: MarkbookCell[];
  /** The server's day in the teacher's time zone: what is due before it and not in is missing. */
  today: string;
}

/** One change in a cell's history (`GET /api/work/:assignmentId/:studentId/history`). */
export interface WorkChange {
  id: number;
  changedAt: string;
  field: 'handed_in' | 'score' | 'comment' | 'excused' | 'due_date';
  /** As text: '' for none; 'true'/'false' for excused; an ISO day for a due date. */
  oldValue: string;
  newValue: string;
}
