import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

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
