import type { Work, WorkValues } from '../../../shared/api-types/work';
import type { CellDrafts } from './cell-drafts';
import type { CellView } from './cell-values';

export interface MarkbookDeps {
  save: (assignmentId: string, studentId: string, values: WorkValues) => Promise<Work>;
  /** After each save the server confirmed. */
  onSaved?: (assignmentId: string, work: Work) => void;
  /** Where typed and unsaved values are kept against a reload or an ended session. */
  drafts?: CellDrafts;
  locale?: string;
}

/** The cell being typed in, with the rules' message when Enter was refused. */
export interface Editing {
  assignmentId: string;
  studentId: string;
  text: string;
  error?: string;
}

/** A cell whose save failed, and why. */
export interface CellFailure {
  assignmentId: string;
  studentId: string;
  reason: string;
}

export interface MarkbookSnapshot {
  /** Per student, per assignment: the cells with something recorded, sent or typed. */
  rows: ReadonlyMap<string, ReadonlyMap<string, CellView>>;
  editing: Editing | null;
  /** The polite live region's text; `n` changes with each announcement. */
  announcement: { text: string; n: number };
  /** The cells whose save failed (the same array until one fails or is saved). */
  failures: readonly CellFailure[];
}
