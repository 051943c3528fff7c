import type {
  Markbook,
  MarkbookAssignment,
  MarkbookCell,
  MarkbookPeriod,
  MarkbookStudent,
} from '../../../shared/api-types/markbook';
import {
  explainGrade,
  gradeOf,
  letterFor,
  type Grade,
  type GradeSettings,
  type LineState,
} from '../../../shared/markbook/grade';
import { formatShortDate } from '../../../shared/validation/short-date';

/** What a student's work on one assignment is, as the student page says it. */
export type WorkState =
  'not_handed_in' | 'handed_in' | 'late' | 'marked' | 'excused' | 'missing' | 'extended';

export interface WorkRow {
  assignment: MarkbookAssignment;
  state: WorkState;
  /** "Extended to 12/4/26", "Missing", "Marked"… */
  status: string;
  score: number | null;
  comment: string;
  /** What became of it in the overall grade (grade.ts). */
  line: LineState;
}

export interface StudentReport {
  student: MarkbookStudent;
  /** The period's assignments (all of them for the whole year), by due date. */
  rows: WorkRow[];
  missing: WorkRow[];
  grade: Grade;
  letter: string | null;
  /** The comment on the latest assignment that has one; '' when none. */
  lastComment: string;
  explanation: string[];
}

export const studentName = (s: Pick<MarkbookStudent, 'firstName' | 'lastName'>) =>
  `${s.firstName} ${s.lastName}`;

/** The student's own due date first: an extension moves "missing" with it. */
function stateOf(a: MarkbookAssignment, cell: MarkbookCell | undefined, today: string): WorkState {
  if (cell?.excused) return 'excused';
  if (cell && cell.score !== null) return 'marked';
  if (cell?.handedIn === 'late') return 'late';
  if (cell?.handedIn === 'on_time') return 'handed_in';
  if ((cell?.dueDate ?? a.dueDate) < today) return 'missing';
  return cell?.dueDate ? 'extended' : 'not_handed_in';
}

const LABELS: Record<Exclude<WorkState, 'extended'>, string> = {
  not_handed_in: 'Not handed in',
  handed_in: 'Handed in',
  late: 'Handed in late',
  marked: 'Marked',
  excused: 'Excused',
  missing: 'Missing',
};

/** Only the chosen period's assignments, or every one for the whole year. */
export const inPeriod = (a: MarkbookAssignment, period: MarkbookPeriod | null) =>
  period === null || (a.dueDate >= period.starts && a.dueDate <= period.ends);

/**
 * One student's report from the class's markbook: every assignment with its state, the overall
 * grade from the shared grade function (never summed here) and its working. Undefined when the
 * student is not on the class's roster.
 */
export function studentReport(
  book: Markbook,
  studentId: string,
  period: MarkbookPeriod | null,
  locale: string,
): StudentReport | undefined {
  const student = book.students.find((s) => s.id === studentId);
  if (!student) return undefined;
  const cells = new Map(
    book.cells.filter((c) => c.studentId === studentId).map((c) => [c.assignmentId, c]),
  );
  const settings: GradeSettings = {
    categories: book.categories,
    missingPolicy: book.class.missingPolicy,
    today: book.today,
    period: period && { starts: period.starts, ends: period.ends },
  };
  const grade = gradeOf(book.assignments, (id) => cells.get(id), settings);
  const lines = new Map(grade.categories.flatMap((g) => g.lines).map((l) => [l.assignmentId, l]));
  const rows = book.assignments
    .filter((a) => inPeriod(a, period))
    .map((assignment): WorkRow => {
      const cell = cells.get(assignment.id);
      const state = stateOf(assignment, cell, book.today);
      return {
        assignment,
        state,
        status:
          state === 'extended'
            ? `Extended to ${formatShortDate(cell!.dueDate!, locale)}`
            : LABELS[state],
        score: cell?.excused ? null : (cell?.score ?? null),
        comment: cell?.comment ?? '',
        line: lines.get(assignment.id)?.state ?? 'not_marked',
      };
    });
  const commented = rows.filter((r) => r.comment.trim() !== '');
  return {
    student,
    rows,
    missing: rows.filter((r) => r.state === 'missing'),
    grade,
    letter: letterFor(grade.rounded, book.class.letterScale),
    lastComment: commented.at(-1)?.comment.trim() ?? '',
    explanation: explainGrade(grade, book.assignments, locale),
  };
}

/** How a line of the working reads. */
export const LINE_LABELS: Record<LineState, string> = {
  counted: 'Counts',
  missing_zero: 'Missing: counts as zero',
  dropped: 'Dropped (one of the lowest)',
  excused: 'Excused: left out',
  missing_left_out: 'Missing: left out until marked',
  not_marked: 'Not marked yet: left out',
  no_category: 'No category: left out',
  outside_period: 'Outside the period',
};
