import { useRef, useState } from 'react';
import type { SubmitResult } from './form';

export type CancellableSubmit<T> = (
  values: T,
  signal: AbortSignal,
) => Promise<SubmitResult> | SubmitResult;

/**
 * A submit that a person can stop: `onSubmit` gets an AbortSignal for its request, and once
 * `cancel` is called the submit counts as over at once, so the form is not busy any more even if
 * the request ignores the signal.
 */
export function useCancellableSubmit<T>(onSubmit: CancellableSubmit<T>) {
  const current = useRef<AbortController | null>(null);
  const [cancelled, setCancelled] = useState(false);

  const submit = async (values: T): Promise<SubmitResult> => {
    const controller = new AbortController();
    current.current = controller;
    setCancelled(false);
    const stopped = new Promise<undefined>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve(undefined), { once: true }),
    );
    try {
      return await Promise.race([onSubmit(values, controller.signal), stopped]);
    } finally {
      if (current.current === controller) current.current = null;
    }
  };

  const cancel = () => {
    current.current?.abort();
    setCancelled(true);
  };

  return { submit, cancel, cancelled };
}
