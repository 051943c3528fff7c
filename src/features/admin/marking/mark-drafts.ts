import { draftFor, dropDraft, saveDraft } from '../../../lib/drafts/drafts';
import type { MarkValues } from './mark-values';

/**
 * The marking view's marks not yet confirmed by the server, in this tab's drafts (lib/drafts:
 * sessionStorage, tagged with the teacher, cleared at sign-out, never localStorage, which every
 * refusal clears): a mark typed after the session ended and committed with Enter is refused
 * with 401, and is still there, not saved, after signing in again. Kept once the teacher is
 * known.
 */
export class MarkDrafts {
  private owner: string | undefined;
  private readonly scope: string;
  private pending: Record<string, MarkValues> | undefined;

  constructor(assignmentId: string) {
    this.scope = `marking:${assignmentId}`;
  }

  /** The teacher is known: their marks left from before (read once); from now on, kept. */
  claim(owner: string): Record<string, MarkValues> {
    this.owner = owner;
    const values = draftFor(this.scope, owner)?.values.marks;
    const kept = values && typeof values === 'object' ? (values as Record<string, MarkValues>) : {};
    if (this.pending) this.write(this.pending);
    return kept;
  }

  write(unsaved: Record<string, MarkValues>) {
    if (this.owner === undefined) {
      // Typed before the teacher's id came back: kept as soon as it does.
      this.pending = unsaved;
      return;
    }
    if (Object.keys(unsaved).length === 0) dropDraft(this.scope);
    else saveDraft(this.scope, this.owner, { marks: unsaved });
  }
}
