import { api } from '../../../lib/api/client';
import type {
  LetterBand,
  Markbook,
  MarkbookCell,
  MissingPolicy,
  WorkChange,
} from '../../../shared/api-types/markbook';
import type { Work, WorkValues } from '../../../shared/api-types/work';
import type { BulkAction } from '../../../shared/markbook/bulk';
import type { MarkImportRow } from '../../../shared/markbook/marks-import';

/** A change of many cells at once: the cells now, and as they were (for Undo). */
export interface CellsChanged {
  cells: MarkbookCell[];
  before: MarkbookCell[];
}

const classPart = (classId: string) => `/markbook/${encodeURIComponent(classId)}`;
const cellPart = (assignmentId: string, studentId: string) =>
  `/work/${encodeURIComponent(assignmentId)}/${encodeURIComponent(studentId)}`;

/** The class markbook's calls (issue 22); a cell's save is the marking view's, extended. */
export const markbookApi = {
  markbook: (classId: string) => api<Markbook>('GET', classPart(classId)),
  saveCell: (assignmentId: string, studentId: string, values: WorkValues) =>
    api<Work>('PUT', cellPart(assignmentId, studentId), values),
  settings: (
    classId: string,
    values: { missingPolicy: MissingPolicy; letterScale: LetterBand[] | null },
  ) => api<Markbook['class']>('PUT', `${classPart(classId)}/settings`, values),
  history: (assignmentId: string, studentId: string) =>
    api<WorkChange[]>('GET', `${cellPart(assignmentId, studentId)}/history`),
  bulk: (
    classId: string,
    body: { assignmentId: string; studentIds: string[]; action: BulkAction; score?: number },
  ) => api<CellsChanged>('POST', `${classPart(classId)}/bulk`, body),
  /** All rows or none; a refusal names each row's problems (ApiError's body.rows). */
  importMarks: (classId: string, rows: MarkImportRow[]) =>
    api<CellsChanged & { changes: number }>('POST', `${classPart(classId)}/import`, { rows }),
  restore: (classId: string, cells: MarkbookCell[]) =>
    api<{ cells: MarkbookCell[] }>('POST', `${classPart(classId)}/restore`, { cells }),
};

/** The CSV download's address (a plain link: the browser saves it). */
export const exportUrl = (classId: string, periodId?: string) =>
  `/api${classPart(classId)}/export.csv${periodId ? `?period=${encodeURIComponent(periodId)}` : ''}`;

/** Under `data`: any save elsewhere refreshes it. */
export const markbookKey = (classId: string) => ['data', 'markbook', classId] as const;
export const historyKey = (assignmentId: string, studentId: string) =>
  ['data', 'work-history', assignmentId, studentId] as const;
