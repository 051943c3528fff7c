import { ApiError, NetworkError } from '../../../lib/api/client';
import type { HandedIn, Work } from '../../../shared/api-types/work';

export const FIELDS = ['handedIn', 'score', 'comment'] as const;
export type Field = (typeof FIELDS)[number];

/** One student's marks as the view holds them: the score as typed, '' for none. */
export interface MarkValues {
  handedIn: HandedIn;
  score: string;
  comment: string;
}

export type Phase = 'idle' | 'saving' | 'saved' | 'failed';

export interface MarkRow {
  studentId: string;
  name: string;
  studentNumber: string | null;
  /** What the server holds. */
  saved: MarkValues;
  /** What the fields show. */
  draft: MarkValues;
  phase: Phase;
  /** Why the last save failed (phase `failed`). */
  reason?: string;
  /** The server's messages for the fields of a refused save. */
  serverErrors: Partial<Record<Field, string>>;
}

export interface MarkingSnapshot {
  rows: readonly MarkRow[];
  /** The polite live region's text; `n` changes with each announcement, even a repeated one. */
  announcement: { text: string; n: number };
}

export const valuesOf = (work: Pick<Work, 'handedIn' | 'score' | 'comment'>): MarkValues => ({
  handedIn: work.handedIn,
  score: work.score === null ? '' : String(work.score),
  comment: work.comment,
});

export const same = (a: MarkValues, b: MarkValues) => FIELDS.every((f) => a[f] === b[f]);

export const studentName = (w: Pick<Work, 'firstName' | 'lastName'>) =>
  `${w.firstName} ${w.lastName}`;

export const OFFLINE_REASON = 'Lectern could not be reached.';
export const SERVER_REASON = 'Something went wrong on our side.';
export const RESTORED_REASON = 'Typed before the session ended or the page was closed.';

/** Why a save failed, in a few words for the row ("Not saved: …"). */
export function failureReason(error: unknown): string {
  if (error instanceof NetworkError) return OFFLINE_REASON;
  if (error instanceof ApiError && error.status < 500) {
    const fields = Object.values(error.body.fields ?? {});
    return fields[0] ?? error.body.message ?? SERVER_REASON;
  }
  return SERVER_REASON;
}
