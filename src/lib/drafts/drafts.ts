import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
/**
 * What a teacher was typing survives an ended session and the one reload after a failed chunk.
 *
 * An open form keeps a copy of its values here as they change, in this tab's sessionStorage:
 * never localStorage, which the spec clears at every refusal, sign-out and 401, and which every
 * tab shares. Each copy is tagged with its owner (the signed-in teacher's id, or `null` on the
 * public pages) and handed back only to the same owner:
 * - after signing in again, drafts of anyone else are discarded (`keepDraftsOnlyFor`);
 * - an explicit sign-out discards them all (`discardDrafts`);
 * - a public page's draft (name, e-mail: what the page itself was showing) lives ten minutes;
 * - password fields are never stored.
 * A form that is saved or cancelled drops its copy (`dropDraft`).
 */
const KEY = 'lectern.drafts';
/** A teacher's draft lives no longer than a session can; a public page's, ten minutes. */
const maxAge = (owner: string | null) => (owner === null ? 10 * 60_000 : 12 * 3600_000);

export type DraftValues = Record<string, unknown>;

export interface Draft<E = unknown> {
  owner: string | null;
  savedAt: number;
  /** The record being edited (absent for a new one): the dialog reopens on it. */
  editing?: E;
  values: DraftValues;
}

type Store = Record<string, Draft>;

function read(): Store {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

function write(store: Store) {
  try {
    if (Object.keys(store).length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(store));
  } catch {
    // Storage full or blocked: the draft is a convenience, the form itself still works.
  }
}

const withoutPasswords = (values: DraftValues): DraftValues =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));

/** Keeps the latest values of the form open under `scope` (one open form per scope). */
export function saveDraft(
  scope: string,
  owner: string | null,
  values: DraftValues,
  editing?: unknown,
): void {
  const store = read();
  store[scope] = {
    owner,
    savedAt: Date.now(),
    ...(editing !== undefined && { editing }),
    values: withoutPasswords(values),
  };
  write(store);
}

/** The draft kept under `scope` for `owner`, if any and still fresh. */
export function draftFor<E = unknown>(scope: string, owner: string | null): Draft<E> | undefined {
  const draft = read()[scope];
  if (!draft || draft.owner !== owner || Date.now() - draft.savedAt > maxAge(owner))
    return undefined;
  return draft as Draft<E>;
}

/** The form was saved or cancelled: its draft has done its job. */
export function dropDraft(scope: string): void {
  const store = read();
  if (!(scope in store)) return;
  delete store[scope];
  write(store);
}

/** Signed in as `owner`: drafts that someone else left in this tab are discarded. */
export function keepDraftsOnlyFor(owner: string): void {
  const store = read();
  write(Object.fromEntries(Object.entries(store).filter(([, d]) => d.owner === owner)));
}

/** An explicit sign-out: nothing typed is kept. */
export function discardDrafts(): void {
  sessionStorage.removeItem(KEY);
}

/**
 * Keeps a copy of the form's values under `scope` as they change, so that an ended session or
 * a reload does not lose them. `owner` undefined: not known yet, nothing kept.
 */
export function useDraft<T extends FieldValues>(
  form: Omit<UseFormReturn<T>, 'formState'>,
  scope: string,
  owner: string | null | undefined,
  editing?: unknown,
) {
  useEffect(() => {
    if (owner === undefined) return;
    const subscription = form.watch((values) =>
      saveDraft(scope, owner, values as DraftValues, editing),
    );
    return () => subscription.unsubscribe();
  }, [form, scope, owner, editing]);
}

/**
 * What was typed on a public page before a reload, put back into the fields still empty once
 * the page is on screen. Not as the form's first values: the page arrives rendered ahead of
 * time with empty fields, and hydration must meet the same empty fields (ADR 024).
 */
export function useRestorePublicDraft<T extends FieldValues>(
  form: Omit<UseFormReturn<T>, 'formState'>,
  scope: string,
) {
  useEffect(() => {
    const values = draftFor(scope, null)?.values;
    if (!values) return;
    for (const [name, value] of Object.entries(values)) {
      const field = name as Path<T>;
      const current: unknown = form.getValues(field);
      if (current === '' || current === null || current === undefined || current === false)
        form.setValue(field, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  }, [form, scope]);
}
