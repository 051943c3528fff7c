import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onToastWaiting } from './toast';

const Toaster = lazy(() => import('./toaster'));

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Toasts sit bottom-right (spec §2, §9). The toaster (notistack, the alert, the placement beside
 * dialogs) is fetched and mounted on the first interaction (a toast usually answers one, and is
 * then ready at once, offline too) or the first toast, whichever comes first: a page does not
 * load or run it before it is used (ADR 024).
 */
export function ToastProvider({
  children,
  visualTest = false,
}: {
  children: ReactNode;
  /** Part of the theme's visual-test switch: toasts appear and leave without motion. */
  visualTest?: boolean;
}) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    // In a transition: mounted in the first interaction's own task, the toaster (its chunk
    // suspending, then notistack's styles) made that task long — at 4× CPU slowdown on the AMD
    // machine the markbook's first click crossed 50 ms (scripts/markbook-bench.mjs).
    const want = () => startTransition(() => setWanted(true));
    const stop = onToastWaiting(want);
    for (const type of INTERACTIONS)
      document.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      stop();
      for (const type of INTERACTIONS) document.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster visualTest={visualTest} />
        </Suspense>
      )}
    </>
  );
}
