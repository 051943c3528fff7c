/**
 * Runs `work` when the browser is next idle (within `timeout` ms at the latest); where there is
 * no requestIdleCallback (Safari), after `timeout`. Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, timeout);
  return () => clearTimeout(id);
}
