/** Shapes of the work API (what students handed in, and the marks), shared by server and app. */

/** Whether the work came in: not (yet), on time, or after the due date. */
export const HANDED_IN = ['no', 'on_time', 'late'] as const;
export type HandedIn = (typeof HANDED_IN)[number];

/**
 * docs/product.md's states: excused first (left out of every total), then a score makes the
 * work "marked", however it came in.
 */
export type WorkStatus = 'not_handed_in' | 'handed_in' | 'late' | 'marked' | 'excused';

export const workStatus = (
  handedIn: HandedIn,
  score: number | null,
  excused = false,
): WorkStatus =>
  excused
    ? 'excused'
    : score !== null
      ? 'marked'
      : handedIn === 'no'
        ? 'not_handed_in'
        : handedIn === 'late'
          ? 'late'
          : 'handed_in';

export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  not_handed_in: 'Not handed in',
  handed_in: 'Handed in',
  late: 'Handed in late',
  marked: 'Marked',
  excused: 'Excused',
};

/** One student's work on an assignment (a student with nothing recorded is "no", unmarked). */
export interface Work {
  studentId: string;
  firstName: string;
  lastName: string;
  studentNumber: string | null;
  handedIn: HandedIn;
  score: number | null;
  comment: string;
  /** Left out of every total, and never missing. */
  excused: boolean;
  /** The student's own due date (an extension), if any. */
  dueDate: string | null;
  status: WorkStatus;
}

/** `GET /api/work/:assignmentId`: the assignment, and its class's roster with each one's work. */
export interface WorkSheet {
  assignment: {
    id: string;
    title: string;
    classId: string;
    className: string;
    dueDate: string;
    maxPoints: number;
  };
  work: Work[];
}

/** `PUT /api/work/:assignmentId/:studentId`'s body (the score as typed, '' for none). */
export interface WorkValues {
  handedIn: HandedIn;
  score: string | number | null;
  comment: string;
  /** Left out of every total (absent: unchanged). */
  excused?: boolean;
  /** The student's own due date, an ISO day; '' or null for none (absent: unchanged). */
  dueDate?: string | null;
}

/** One student's progress across the class's assignments (`GET /api/work/progress/:classId`). */
export interface StudentProgress {
  studentId: string;
  /** Work handed in, on any assignment of the class. */
  handedIn: number;
  /** Work not handed in once due. */
  missing: number;
  marked: number;
  /** Points scored as a whole percentage of the points of the marked work; null before any. */
  average: number | null;
}

/** Points scored as a whole percentage of the points possible; null before any were marked. */
export const averageOf = (scored: number, possible: number): number | null =>
  possible === 0 ? null : Math.round((100 * scored) / possible);

/**
 * A student's progress across a class's assignments (`GET /api/work/progress/:classId`), as the
 * stories' fake API counts it; the server says the same in one grouped query
 * (server/work/routes.ts), and its property test holds it to this. `workOn` gives the student's
 * work on an assignment, if any; `today` is the server's day (what is due before it and not in
 * is missing).
 */
export function studentProgress(
  studentId: string,
  assignments: readonly { id: string; dueDate: string; maxPoints: number }[],
  workOn: (
    assignmentId: string,
  ) =>
    | { handedIn: HandedIn; score: number | null; excused?: boolean; dueDate?: string | null }
    | undefined,
  today: string,
): StudentProgress {
  let handedIn = 0;
  let missing = 0;
  let marked = 0;
  let scored = 0;
  let possible = 0;
  for (const a of assignments) {
    const piece = workOn(a.id);
    // Excused work is in no figure; a student's own due date decides what is missing.
    if (piece?.excused) continue;
    if (piece !== undefined && piece.handedIn !== 'no') handedIn += 1;
    else if ((piece?.dueDate ?? a.dueDate) < today) missing += 1;
    if (piece !== undefined && piece.score !== null) {
      marked += 1;
      scored += piece.score;
      possible += a.maxPoints;
    }
  }
  return { studentId, handedIn, missing, marked, average: averageOf(scored, possible) };
}
