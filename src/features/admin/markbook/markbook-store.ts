import type { Markbook, MarkbookCell } from '../../../shared/api-types/markbook';
import { workSchema } from '../../../shared/schemas/work';
import { validateValue } from '../../../shared/validation/rules';
import { failureReason } from '../marking/mark-values';
import {
  bodyOf,
  cellKey,
  EMPTY,
  same,
  splitKey,
  valuesOf,
  withServerCells,
  type CellValues,
  type CellView,
} from './cell-values';
import { RESTORED_REASON } from './cell-drafts';
import type { CellFailure, Editing, MarkbookDeps, MarkbookSnapshot } from './store-types';

export type { CellFailure, Editing, MarkbookSnapshot };

/**
 * The markbook's cells outside React (ADR 028's guarantees, per cell): one request per cell at
 * a time, an edit made meanwhile goes next with the latest values, a failed save keeps its
 * values with the reason, and what is typed or unsaved is kept as a draft (./cell-drafts.ts).
 * The marking view's MarkingStore keeps a student's row of always-editable fields; this keeps
 * cells edited one at a time, with the excused flag and the due date too.
 */
export class MarkbookStore {
  private snapshot: MarkbookSnapshot;
  private readonly running = new Set<string>();
  /** Cells whose save starts in the next task (./markbook-store.ts, sendSoon). */
  private readonly scheduled = new Set<string>();
  private readonly queued = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly names = new Map<string, string>();
  private readonly assignments = new Map<string, Markbook['assignments'][number]>();
  private readonly deps: MarkbookDeps;
  // Kept as cells change, so that a key typed in a class of 3,200 cells does not look at each
  // (the markbook bench: scanning them on every change was a tenth of a key's script).
  /** Cells not on the server yet (sent, failed or restored): what the drafts keep. */
  private readonly pendingCells = new Map<string, CellValues>();
  /** Cells being saved or whose save failed: the page warns before it is left. */
  private readonly busy = new Set<string>();
  /** Cells whose save failed, in the order they failed. */
  private readonly failed = new Map<string, CellFailure>();

  constructor(book: Markbook, deps: MarkbookDeps) {
    this.deps = deps;
    for (const s of book.students) this.names.set(s.id, `${s.firstName} ${s.lastName}`);
    for (const a of book.assignments) this.assignments.set(a.id, a);
    const rows = new Map<string, Map<string, CellView>>();
    for (const c of book.cells) {
      const values = valuesOf(c);
      if (!rows.has(c.studentId)) rows.set(c.studentId, new Map());
      rows.get(c.studentId)!.set(c.assignmentId, { saved: values, wanted: values, phase: 'idle' });
    }
    this.snapshot = { rows, editing: null, announcement: { text: '', n: 0 }, failures: [] };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  cell(assignmentId: string, studentId: string): CellView | undefined {
    return this.snapshot.rows.get(studentId)?.get(assignmentId);
  }

  /** What the cell shows (nothing recorded: not handed in). */
  values(assignmentId: string, studentId: string): CellValues {
    return this.cell(assignmentId, studentId)?.wanted ?? EMPTY;
  }

  /** Whether anything typed, in flight or failed is not on the server yet. */
  unsaved(): boolean {
    return this.snapshot.editing !== null || this.busy.size > 0 || this.scheduled.size > 0;
  }

  /** Cells whose save failed, with their reasons. */
  failures(): readonly CellFailure[] {
    return this.snapshot.failures;
  }

  /** Typing a score in a cell (the first key starts it). */
  type(assignmentId: string, studentId: string, text: string) {
    this.snapshot = { ...this.snapshot, editing: { assignmentId, studentId, text } };
    this.deps.drafts?.write(this.pending(), {
      key: cellKey(assignmentId, studentId),
      values: { ...this.values(assignmentId, studentId), score: text },
    });
    this.emit();
  }

  /** Escape: the typed text is dropped; the cell shows what it showed before. */
  cancelEdit() {
    this.snapshot = { ...this.snapshot, editing: null };
    this.deps.drafts?.write(this.pending());
    this.emit();
  }

  /**
   * Enter (or Tab): the typed score is saved when the rules accept it. Returns false when they
   * refuse it (the message stays with the cell being edited; nothing is sent).
   */
  commitEdit(): boolean {
    const editing = this.snapshot.editing;
    if (!editing) return true;
    const { assignmentId, studentId } = editing;
    const text = editing.text.trim();
    const maxPoints = this.assignments.get(assignmentId)?.maxPoints ?? 0;
    const error = validateValue(text, workSchema(maxPoints).score, {
      values: { score: text },
      locale: this.deps.locale,
    });
    if (error !== undefined) {
      this.snapshot = { ...this.snapshot, editing: { ...editing, error } };
      this.emit();
      return false;
    }
    this.snapshot = { ...this.snapshot, editing: null };
    const current = this.values(assignmentId, studentId);
    const again = this.cell(assignmentId, studentId)?.phase === 'failed';
    if (current.score !== text || again) this.set(assignmentId, studentId, { score: text });
    else {
      this.deps.drafts?.write(this.pending());
      this.emit();
    }
    return true;
  }

  /** A status key, the menu, a restore from history: the cell's values change and are saved. */
  set(assignmentId: string, studentId: string, patch: Partial<CellValues>) {
    const c = this.cell(assignmentId, studentId);
    const wanted = { ...(c?.wanted ?? EMPTY), ...patch };
    const sameAsSent = c !== undefined && same(wanted, c.wanted) && c.phase !== 'failed';
    if (sameAsSent) return;
    this.patch(assignmentId, studentId, {
      saved: c?.saved ?? EMPTY,
      wanted,
      phase: c?.phase ?? 'idle',
    });
    this.sendSoon(assignmentId, studentId);
  }

  /**
   * The save starts in a task of its own, just after the key's: the key's task draws the new
   * value and moves on, and the request (fetch, ~8 ms at 4× CPU slowdown) and the "Saving…"
   * come next. Cells changed again before it starts are sent once, with their latest values.
   */
  private sendSoon(assignmentId: string, studentId: string) {
    const key = cellKey(assignmentId, studentId);
    if (this.scheduled.has(key)) return;
    this.scheduled.add(key);
    setTimeout(() => {
      this.scheduled.delete(key);
      void this.run(assignmentId, studentId);
    }, 0);
  }

  /** Cells the server changed in one go (a bulk action, an import, an Undo): shown at once. */
  applyCells(cells: readonly MarkbookCell[]) {
    const known = cells.filter(
      (c) => this.assignments.has(c.assignmentId) && this.names.has(c.studentId),
    );
    const rows = withServerCells(this.snapshot.rows, known);
    let failures = false;
    for (const c of known)
      failures =
        this.track(c.assignmentId, c.studentId, rows.get(c.studentId)!.get(c.assignmentId)!) ||
        failures;
    this.snapshot = {
      ...this.snapshot,
      rows,
      ...(failures && { failures: [...this.failed.values()] }),
    };
    this.deps.drafts?.write(this.pending());
    this.emit();
  }

  retry(assignmentId: string, studentId: string) {
    void this.run(assignmentId, studentId);
  }

  retryAll() {
    for (const f of this.failures()) this.retry(f.assignmentId, f.studentId);
  }

  /**
   * What was typed or unsaved before a reload or an ended session, once the teacher is known:
   * each such cell shows its value as not saved yet, with Retry (nothing is sent unasked).
   */
  restore(drafts: Record<string, CellValues>) {
    for (const [key, wanted] of Object.entries(drafts)) {
      const { assignmentId, studentId } = splitKey(key);
      if (!this.assignments.has(assignmentId) || !this.names.has(studentId)) continue;
      const c = this.cell(assignmentId, studentId);
      if (c && same(c.saved, wanted)) continue;
      this.patch(assignmentId, studentId, {
        saved: c?.saved ?? EMPTY,
        wanted,
        phase: 'failed',
        reason: RESTORED_REASON,
      });
    }
  }

  /** "Amara Abbott, Fractions review": a cell's name in messages. */
  label(assignmentId: string, studentId: string) {
    return `${this.names.get(studentId) ?? ''}, ${this.assignments.get(assignmentId)?.title ?? ''}`;
  }

  private patch(assignmentId: string, studentId: string, view: CellView) {
    const rows = new Map(this.snapshot.rows);
    const row = new Map(rows.get(studentId));
    row.set(assignmentId, view);
    rows.set(studentId, row);
    const failures = this.track(assignmentId, studentId, view);
    this.snapshot = {
      ...this.snapshot,
      rows,
      ...(failures && { failures: [...this.failed.values()] }),
    };
    this.deps.drafts?.write(this.pending());
    this.emit();
  }

  /** Notes where a changed cell stands; true when the failed cells changed. */
  private track(assignmentId: string, studentId: string, view: CellView): boolean {
    const key = cellKey(assignmentId, studentId);
    if (!same(view.saved, view.wanted) || view.phase === 'failed')
      this.pendingCells.set(key, view.wanted);
    else this.pendingCells.delete(key);
    if (view.phase === 'saving' || view.phase === 'failed') this.busy.add(key);
    else this.busy.delete(key);
    const before = this.failed.get(key);
    if (view.phase !== 'failed') return this.failed.delete(key);
    const reason = view.reason ?? '';
    if (before?.reason === reason) return false;
    this.failed.set(key, { assignmentId, studentId, reason });
    return true;
  }

  /** Cells not on the server yet: what the drafts keep. */
  private pending(): Record<string, CellValues> {
    return Object.fromEntries(this.pendingCells);
  }

  private announce(text: string) {
    this.snapshot = {
      ...this.snapshot,
      announcement: { text, n: this.snapshot.announcement.n + 1 },
    };
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private async run(assignmentId: string, studentId: string) {
    const key = cellKey(assignmentId, studentId);
    if (this.running.has(key)) {
      this.queued.add(key);
      return;
    }
    this.running.add(key);
    const start = this.cell(assignmentId, studentId)!;
    this.patch(assignmentId, studentId, { ...start, phase: 'saving', reason: undefined });
    const sent = start.wanted;
    const label = this.label(assignmentId, studentId);
    try {
      const work = await this.deps.save(assignmentId, studentId, bodyOf(sent));
      const saved = valuesOf(work);
      const now = this.cell(assignmentId, studentId)!;
      // What the server made of it (a score counts as handed in) shows, unless changed since.
      const wanted = now.wanted === sent ? saved : now.wanted;
      const more = this.queued.has(key);
      this.patch(assignmentId, studentId, { saved, wanted, phase: more ? 'saving' : 'saved' });
      this.deps.onSaved?.(assignmentId, work);
      if (!more) this.announce(`${label}: saved.`);
    } catch (error) {
      // A newer edit is waiting: it is sent next and speaks for the cell.
      if (!this.queued.has(key)) {
        const reason = failureReason(error);
        const now = this.cell(assignmentId, studentId)!;
        this.patch(assignmentId, studentId, { ...now, phase: 'failed', reason });
        this.announce(`${label}: not saved. ${reason}`);
      }
    } finally {
      this.running.delete(key);
      if (this.queued.delete(key)) void this.run(assignmentId, studentId);
    }
  }
}
