import { ApiError } from '../../../lib/api/client';
import type { Work, WorkSheet, WorkValues } from '../../../shared/api-types/work';
import { workSchema } from '../../../shared/schemas/work';
import { validateValue } from '../../../shared/validation/rules';
import {
  FIELDS,
  RESTORED_REASON,
  failureReason,
  same,
  studentName,
  valuesOf,
  type Field,
  type MarkingSnapshot,
  type MarkRow,
  type MarkValues,
} from './mark-values';

export interface MarkingDeps {
  save: (studentId: string, values: WorkValues) => Promise<Work>;
  /**
   * After every change: each student's values not yet confirmed by the server (typed, sent, or
   * refused), to be kept where an ended session or a reload does not lose them.
   */
  keep?: (unsaved: Record<string, MarkValues>) => void;
  /** After each save the server confirmed (the cache and the other pages' figures follow). */
  onSaved?: (work: Work) => void;
  locale?: string;
}

/**
 * The marking view's state outside React, so that a blur right after a keystroke, or an answer
 * arriving between two renders, always sees the latest values. Each student's work is saved
 * by one request at a time: an edit made while one is in flight waits for it, then the latest
 * values go. A failed save keeps what was typed and says why; nothing the rules refuse is sent.
 */
export class MarkingStore {
  private snapshot: MarkingSnapshot;
  /** Per student, the values last accepted to be saved (saved, in flight, or failed). */
  private readonly wanted = new Map<string, MarkValues>();
  private readonly running = new Set<string>();
  private readonly queued = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly schema;
  private readonly deps: MarkingDeps;

  constructor(sheet: WorkSheet, deps: MarkingDeps) {
    this.deps = deps;
    this.schema = workSchema(sheet.assignment.maxPoints);
    const rows = sheet.work.map((w): MarkRow => {
      const values = valuesOf(w);
      this.wanted.set(w.studentId, values);
      return {
        studentId: w.studentId,
        name: studentName(w),
        studentNumber: w.studentNumber,
        saved: values,
        draft: values,
        phase: 'idle',
        serverErrors: {},
      };
    });
    this.snapshot = { rows, announcement: { text: '', n: 0 } };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  /** The message under a field: the shared rules' first, then the server's. */
  error(row: MarkRow, field: Field): string | undefined {
    return (
      validateValue(row.draft[field], this.schema[field], {
        values: { ...row.draft },
        locale: this.deps.locale,
      }) ?? row.serverErrors[field]
    );
  }

  /** Whether anything typed or chosen is not on the server yet. */
  unsaved(): boolean {
    return this.snapshot.rows.some(
      (row) =>
        row.phase === 'saving' ||
        row.phase === 'failed' ||
        !same(row.draft, this.wanted.get(row.studentId)!) ||
        !same(row.saved, this.wanted.get(row.studentId)!),
    );
  }

  /** A keystroke or a choice: shown at once, saved only when committed. */
  edit(studentId: string, field: Field, value: string) {
    const row = this.row(studentId);
    const serverErrors = { ...row.serverErrors };
    delete serverErrors[field];
    this.patch(studentId, { draft: { ...row.draft, [field]: value }, serverErrors });
  }

  /**
   * Enter, leaving the field, or a choice made: the field's value is saved when the rules
   * accept it and it differs from what was last sent (`again`, Enter: a failed row is sent
   * again even so). Returns false when the rules refuse it (the message is under the field;
   * nothing is sent).
   */
  commit(studentId: string, field: Field, again = false): boolean {
    const row = this.row(studentId);
    if (this.error({ ...row, serverErrors: {} }, field) !== undefined) return false;
    const wanted = this.wanted.get(studentId)!;
    const next = { ...wanted, [field]: row.draft[field] };
    if (same(next, wanted) && !(again && row.phase === 'failed')) return true;
    this.wanted.set(studentId, next);
    void this.run(studentId);
    return true;
  }

  /** Escape: the field shows again what was last accepted (typed changes since are dropped). */
  revert(studentId: string, field: Field) {
    const row = this.row(studentId);
    const serverErrors = { ...row.serverErrors };
    delete serverErrors[field];
    const wanted = this.wanted.get(studentId)!;
    this.patch(studentId, { draft: { ...row.draft, [field]: wanted[field] }, serverErrors });
  }

  /**
   * Values kept from before the page was closed or the session ended: each that differs from
   * what the server holds shows in its row as not saved, with Retry (the teacher decides).
   */
  restore(kept: Record<string, MarkValues>) {
    let n = 0;
    for (const row of this.snapshot.rows) {
      const values = kept[row.studentId];
      if (!values || same(values, row.saved) || row.phase !== 'idle') continue;
      this.wanted.set(row.studentId, values);
      this.patch(row.studentId, { draft: values, phase: 'failed', reason: RESTORED_REASON });
      n += 1;
    }
    if (n > 0)
      this.announce(
        `${n === 1 ? '1 mark' : `${n} marks`} typed before the session ended ${n === 1 ? 'is' : 'are'} not saved yet.`,
      );
  }

  /** Sends the row's latest values again after a failure. */
  retry(studentId: string) {
    void this.run(studentId);
  }

  private row(studentId: string): MarkRow {
    const row = this.snapshot.rows.find((r) => r.studentId === studentId);
    if (!row) throw new Error(`No student ${studentId} on this sheet`);
    return row;
  }

  private patch(studentId: string, patch: Partial<MarkRow>) {
    this.snapshot = {
      ...this.snapshot,
      rows: this.snapshot.rows.map((r) => (r.studentId === studentId ? { ...r, ...patch } : r)),
    };
    this.emit();
  }

  private announce(text: string) {
    this.snapshot = {
      ...this.snapshot,
      announcement: { text, n: this.snapshot.announcement.n + 1 },
    };
    this.emit();
  }

  private emit() {
    this.deps.keep?.(
      Object.fromEntries(
        this.snapshot.rows
          .filter((r) => r.phase === 'saving' || r.phase === 'failed' || !same(r.draft, r.saved))
          .map((r) => [r.studentId, r.draft]),
      ),
    );
    for (const listener of this.listeners) listener();
  }

  private async run(studentId: string) {
    if (this.running.has(studentId)) {
      this.queued.add(studentId);
      return;
    }
    this.running.add(studentId);
    this.patch(studentId, { phase: 'saving', reason: undefined });
    const sent = this.wanted.get(studentId)!;
    const name = this.row(studentId).name;
    try {
      const work = await this.deps.save(studentId, {
        handedIn: sent.handedIn,
        score: sent.score.trim(),
        comment: sent.comment,
      });
      const saved = valuesOf(work);
      const row = this.row(studentId);
      // What the server made of a value (a score given with "not handed in" counts it as
      // handed in; a comment trimmed) shows in the field, unless it was changed since.
      const draft = { ...row.draft };
      for (const f of FIELDS) if (draft[f] === sent[f]) Object.assign(draft, { [f]: saved[f] });
      if (this.wanted.get(studentId) === sent) this.wanted.set(studentId, saved);
      const more = this.queued.has(studentId);
      this.patch(studentId, { saved, draft, serverErrors: {}, phase: more ? 'saving' : 'saved' });
      this.deps.onSaved?.(work);
      if (!more) this.announce(`${name}: saved.`);
    } catch (error) {
      // A newer edit is waiting: it is sent next and speaks for the row.
      if (!this.queued.has(studentId)) {
        const fields = error instanceof ApiError && error.status === 400 ? error.body.fields : {};
        const reason = failureReason(error);
        this.patch(studentId, {
          phase: 'failed',
          reason,
          serverErrors: Object.fromEntries(
            FIELDS.filter((f) => fields?.[f] !== undefined).map((f) => [f, fields![f]]),
          ),
        });
        this.announce(`${name}: not saved. ${reason}`);
      }
    } finally {
      this.running.delete(studentId);
      if (this.queued.delete(studentId)) void this.run(studentId);
    }
  }
}
