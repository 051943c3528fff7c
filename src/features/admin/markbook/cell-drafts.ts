import { draftFor, dropDraft, saveDraft } from '../../../lib/drafts/drafts';
import type { CellValues } from './cell-values';

export const RESTORED_REASON = 'Typed before the page was closed or the session ended.';

/**
 * The markbook's unsaved cells in this tab's drafts (lib/drafts: sessionStorage, tagged with
 * the teacher, cleared at sign-out), so that a reload or an ended session loses nothing: what
 * was being typed, and every cell sent but not confirmed. Kept only once the teacher is known.
 */
export class CellDrafts {
  private owner: string | undefined;
  private readonly scope: string;

  constructor(classId: string) {
    this.scope = `markbook:${classId}`;
  }

  /** Whether the teacher's cells were read (they are read once). */
  get claimed(): boolean {
    return this.owner !== undefined;
  }

  /** The teacher is known: their cells left from before, if any (read once). */
  claim(owner: string): Record<string, CellValues> {
    this.owner = owner;
    const values = draftFor(this.scope, owner)?.values.cells;
    return values && typeof values === 'object' ? (values as Record<string, CellValues>) : {};
  }

  /**
   * Keeps the cells, once per task: an Enter changes a cell two or three times (typed, sent,
   * saving) and each write read and wrote the whole of the tab's drafts. The last one is
   * written at the end of the task (a microtask), before any reload or other event can run.
   */
  write(cells: Record<string, CellValues>, typing?: { key: string; values: CellValues }) {
    if (this.owner === undefined) return;
    const waiting = this.latest !== undefined;
    this.latest = typing ? { ...cells, [typing.key]: typing.values } : cells;
    if (!waiting) queueMicrotask(() => this.flush());
  }

  private latest: Record<string, CellValues> | undefined;

  private flush() {
    const all = this.latest;
    this.latest = undefined;
    if (all === undefined || this.owner === undefined) return;
    if (Object.keys(all).length === 0) dropDraft(this.scope);
    else saveDraft(this.scope, this.owner, { cells: all });
  }
}
