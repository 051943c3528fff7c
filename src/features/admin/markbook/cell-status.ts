import type { MarkbookAssignment } from '../../../shared/api-types/markbook';
import { WORK_STATUS_LABELS } from '../../../shared/api-types/work';
import type { CellValues } from './cell-values';

/** What a cell says of the work, in words (never by colour alone). */
export type CellStatus = 'marked' | 'excused' | 'late' | 'handed_in' | 'missing' | 'not_in';

export interface CellText {
  status: CellStatus;
  /** The cell's main line: the score, or the status in a word or two ('—' when not in yet). */
  main: string;
  /** The same, in full, for screen readers ("Not handed in"). */
  spoken: string;
  /** "Late" beside a late score; the extension's date. */
  notes: string[];
}

const STATUS_WORDS: Record<CellStatus, string> = {
  marked: WORK_STATUS_LABELS.marked,
  excused: WORK_STATUS_LABELS.excused,
  late: 'Late',
  handed_in: WORK_STATUS_LABELS.handed_in,
  missing: 'Missing',
  not_in: WORK_STATUS_LABELS.not_handed_in,
};

/** The due date that counts for this student: their own (an extension) first. */
export const dueFor = (a: MarkbookAssignment, v: CellValues) => v.dueDate || a.dueDate;

export function cellText(
  a: MarkbookAssignment,
  v: CellValues,
  today: string,
  shortDate: (iso: string) => string,
): CellText {
  const notes: string[] = [];
  if (v.dueDate) notes.push(`Extension to ${shortDate(v.dueDate)}`);
  if (v.excused)
    return { status: 'excused', main: STATUS_WORDS.excused, spoken: STATUS_WORDS.excused, notes };
  if (v.score !== '') {
    if (v.handedIn === 'late') notes.unshift('Late');
    return { status: 'marked', main: v.score, spoken: `${v.score} out of ${a.maxPoints}`, notes };
  }
  if (v.handedIn === 'late')
    return { status: 'late', main: 'Late', spoken: 'Handed in late', notes };
  if (v.handedIn === 'on_time')
    return { status: 'handed_in', main: 'In', spoken: STATUS_WORDS.handed_in, notes };
  if (dueFor(a, v) < today)
    return { status: 'missing', main: STATUS_WORDS.missing, spoken: STATUS_WORDS.missing, notes };
  return { status: 'not_in', main: '—', spoken: STATUS_WORDS.not_in, notes };
}

/** The keys of a cell (the keyboard help lists the same). */
export const CELL_KEYS = [
  { keys: ['0–9'], does: 'Start typing a score in the cell' },
  {
    keys: ['Enter'],
    does: 'Save the score and go down (Shift+Enter: up); on a total, show its working',
  },
  { keys: ['Tab'], does: 'While typing: save and go right (Shift+Tab: left)' },
  { keys: ['Escape'], does: 'Drop what you typed' },
  { keys: ['F2'], does: 'Edit the score already there' },
  { keys: ['h'], does: 'Handed in' },
  { keys: ['l'], does: 'Handed in late' },
  { keys: ['n'], does: 'Not handed in' },
  { keys: ['e'], does: 'Excused, or not excused any more' },
  { keys: ['Delete'], does: 'Clear the score' },
  { keys: ['Shift+H'], does: 'The cell’s history, with Restore' },
  { keys: ['Shift+F10'], does: 'The cell’s menu (also a right click)' },
  { keys: ['Arrows'], does: 'Move between cells' },
  { keys: ['Home', 'End'], does: 'First or last cell of the row' },
  { keys: ['Ctrl+Home', 'Ctrl+End'], does: 'First or last cell of the markbook' },
  { keys: ['Page Up', 'Page Down'], does: 'Ten students up or down' },
  { keys: ['?'], does: 'This help, from anywhere in the markbook' },
] as const;
