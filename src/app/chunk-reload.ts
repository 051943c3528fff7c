/**
 * A feature chunk that fails to load (usually: a new version was deployed and the old chunk
 * is gone) gets one full reload. The mark lives in sessionStorage, which the guard's
 * localStorage.clear() leaves alone, and is cleared once a page has rendered.
 */
const MARK = 'lectern.chunkReload';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
    message,
  );
}

/** Reloads once; returns false when a reload was already tried. */
export function reloadOnce(): boolean {
  if (sessionStorage.getItem(MARK)) return false;
  sessionStorage.setItem(MARK, '1');
  window.location.reload();
  return true;
}

export function clearChunkReloadMark(): void {
  sessionStorage.removeItem(MARK);
}
