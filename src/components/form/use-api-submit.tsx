import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api/client';
import type { ServerFieldErrors } from './form';
import { submitError } from './submit-error';
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

type Failure = { message: string } | { retryAt: number; totalSeconds: number };

export interface ApiSubmitOptions {
  /** Handles a failure itself (returns true) before the usual handling. */
  onError?: (error: unknown) => boolean;
  /** The form-level message the page starts with (the server's answer to a form sent without
   * script, src/lib/page-data/server-form.ts). */
  initialError?: string | undefined;
}

/**
 * A form's submit through the API: runs `action`, and when it fails gives the form what to show
 * (field messages, or a form-level message; toasts for the rest). Told to wait (429), the form
 * shows a live countdown and `waiting` stays true until it ends: the submit button is disabled
 * for that long.
 */
export function useApiSubmit<T>(
  action: (values: T) => Promise<void>,
  options: ApiSubmitOptions = {},
) {
  const [failure, setFailure] = useState<Failure | undefined>(() =>
    options.initialError ? { message: options.initialError } : undefined,
  );
  const [secondsLeft, setSecondsLeft] = useState(0);
  const retryAt = failure && 'retryAt' in failure ? failure.retryAt : undefined;
  const waiting = retryAt !== undefined && secondsLeft > 0;

  // The countdown: once a second from the clock (a tab in the background may skip ticks).
  useEffect(() => {
    if (retryAt === undefined) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((retryAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setFailure(undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [retryAt]);

  const onSubmit = async (values: T): Promise<ServerFieldErrors | undefined> => {
    setFailure(undefined);
    try {
      await action(values);
      return undefined;
    } catch (error) {
      if (options.onError?.(error)) return undefined;
      const retryAfter = error instanceof ApiError && error.status === 429 && error.body.retryAfter;
      if (typeof retryAfter === 'number' && retryAfter > 0) {
        setFailure({ retryAt: Date.now() + retryAfter * 1000, totalSeconds: retryAfter });
        setSecondsLeft(retryAfter);
        return undefined;
      }
      const outcome = submitError(error);
      if (outcome.formError) setFailure({ message: outcome.formError });
      return outcome.fields;
    }
  };

  let formError: ReactNode;
  if (failure && 'message' in failure) formError = failure.message;
  else if (failure && waiting)
    formError = <WaitMessage secondsLeft={secondsLeft} totalSeconds={failure.totalSeconds} />;
  return { formError, waiting, onSubmit };
}
