import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

/** `m:ss`, as a countdown shows it. */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A duration in words, for screen readers: "14 minutes", "45 seconds". */
export function spokenDuration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A ticking `m:ss` for the eye, and the duration once in words for screen readers: a live
 * region that changed every second would talk over everything.
 */
export function Countdown({
  secondsLeft,
  totalSeconds,
}: {
  /** Seconds left, ticking. */
  secondsLeft: number;
  /** What a screen reader hears, once (the whole wait, as it was when it began). */
  totalSeconds: number;
}) {
  return (
    <>
      <Box component="span" aria-hidden="true" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {clockTime(secondsLeft)}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {spokenDuration(totalSeconds)}
      </Box>
    </>
  );
}

/** "Too many attempts. Please try again in 13:59." */
export function WaitMessage(props: { secondsLeft: number; totalSeconds: number }) {
  return (
    <>
      Too many attempts. Please try again in <Countdown {...props} />.
    </>
  );
}
