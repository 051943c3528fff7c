import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { draftFor, dropDraft, keepDraftsOnlyFor, type DraftValues } from '../../lib/drafts/drafts';
import { adminApi, queryKeys } from './admin-api';

/** The signed-in teacher's id, once known: whose drafts these are. */
export function useOwner(): string | undefined {
  return useQuery({ queryKey: queryKeys.me, queryFn: adminApi.me }).data?.user.id;
}

export interface DraftDialogState<E> {
  /** The record being edited; absent for a new one. */
  editing?: E | undefined;
  /** What was typed before the session ended or the page reloaded. */
  restored?: DraftValues | undefined;
}

/**
 * A page's create/edit dialog that comes back after signing in again: once the teacher is
 * known, a draft of theirs under `scope` (lib/drafts) reopens the dialog with what they typed.
 * Closing it (saved or cancelled) drops the draft.
 */
export function useDraftDialog<E>(scope: string, openAtStart = false) {
  const owner = useOwner();
  const [dialog, setDialog] = useState<DraftDialogState<E> | null>(openAtStart ? {} : null);
  const [looked, setLooked] = useState(false);
  // Adjusting state while rendering, once, when the owner becomes known (no extra frame).
  if (owner !== undefined && !looked) {
    setLooked(true);
    // What someone else left typed in this tab is not theirs to see: discarded, not only hidden.
    keepDraftsOnlyFor(owner);
    const draft = draftFor<E>(scope, owner);
    if (draft) setDialog({ editing: draft.editing, restored: draft.values });
  }
  return {
    owner,
    dialog,
    open: (editing?: E) => setDialog(editing ? { editing } : {}),
    close: () => {
      dropDraft(scope);
      setDialog(null);
    },
  };
}
