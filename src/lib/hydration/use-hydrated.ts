import { useSyncExternalStore } from 'react';

/** A subscription for values that never change once the page is the app's. */
export const unchanging = () => () => {};

/**
 * False while a page rendered ahead of time (src/prerender) is being hydrated, true from the
 * render straight after, and always true in a page the browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
