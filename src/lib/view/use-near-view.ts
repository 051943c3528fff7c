import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the window (and from then on): what is below the
 * fold is fetched as a person scrolls towards it, not with the page. Without
 * IntersectionObserver in a browser (jsdom), always true. False in the server's render, as in
 * the browser's first: what the server drew is what the browser hydrates.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // What comes into view is drawn in a render React can split and interrupt.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
