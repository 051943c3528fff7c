import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Time left per toast, outside React: a toast moves into a dialog that opens (and back out) by
 * being mounted again in another portal, and a fresh countdown each time kept toasts on screen
 * for as long as dialogs kept opening (an e2e journey saw three still up after 20 s).
 */
const timeLeft = new Map<string, number>();

/**
 * Every countdown held (the story catalogue, once a story's play function has ended: a toast it
 * left on screen is part of its picture, and whether the picture came before or after the toast's
 * five seconds ran out depended on the machine's speed). Nothing in the app sets it.
 */
let held = false;
const heldListeners = new Set<() => void>();
export function holdCountdowns(hold: boolean) {
  if (held === hold) return;
  held = hold;
  for (const listener of heldListeners) listener();
}
const subscribeHeld = (listener: () => void) => {
  heldListeners.add(listener);
  return () => heldListeners.delete(listener);
};
const isHeld = () => held;

/**
 * Calls `onDone` after `duration` ms of *unpaused* time. Paused while `paused` is true, and the
 * time already spent is kept, so hovering a toast for a minute does not cut its reading time.
 * `key` names the countdown: the same key continues it after the component is mounted again.
 */
export function usePausableTimer(
  duration: number,
  paused: boolean,
  onDone: () => void,
  key?: string,
) {
  const remaining = useRef(duration);
  const allHeld = useSyncExternalStore(subscribeHeld, isHeld, isHeld);
  const stopped = paused || allHeld;
  const done = useEffectEvent(() => {
    if (key !== undefined) timeLeft.delete(key);
    onDone();
  });

  useEffect(() => {
    if (stopped) return;
    // Read here, not while rendering: the toast's old copy writes it when it unmounts, which
    // is after the new copy has rendered and before its effects run.
    const left = key === undefined ? remaining.current : (timeLeft.get(key) ?? remaining.current);
    const started = Date.now();
    const timer = setTimeout(() => done(), left);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - started));
      if (key !== undefined) timeLeft.set(key, remaining.current);
    };
  }, [stopped, key]);
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
