import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Calls `onDone` after `duration` ms of *unpaused* time. Paused while `paused` is true, and the
 * time already spent is kept, so hovering a toast for a minute does not cut its reading time.
 */
export function usePausableTimer(duration: number, paused: boolean, onDone: () => void) {
  const remaining = useRef(duration);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => done(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

/** Tracks "hovered or has focus inside" for an element, from its own events. */
export function useHoverOrFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onBlur = useCallback((event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }, []);
  return {
    active: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur,
    },
  };
}
