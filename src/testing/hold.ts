/**
 * Work a story or test holds back on purpose (a request that never answers, a save that never
 * ends), so a screen can be shown in its loading or submitting state. Counted on `globalThis`:
 * the visual suite reads the count to tell a screen that is busy on purpose from one that has
 * simply not settled yet (`.storybook/settle.ts`).
 */
type WithHeld = typeof globalThis & { __lecternHeld?: number };

/** Declares that the story shows work in progress on purpose (e.g. a list given no rows yet). */
export function showsWorkInProgress(): void {
  const g = globalThis as WithHeld;
  g.__lecternHeld = (g.__lecternHeld ?? 0) + 1;
}

/** Work that never ends: a request that never answers, a save that never completes. */
export function holdForever(): Promise<never> {
  showsWorkInProgress();
  return new Promise<never>(() => {});
}

/** The next story starts with nothing held (the visual suite shows stories one after another). */
export function forgetHeld(): void {
  (globalThis as WithHeld).__lecternHeld = 0;
}

export function heldCount(): number {
  return (globalThis as WithHeld).__lecternHeld ?? 0;
}
