import type { Position } from './grid-keys';

/** The drawn cell at a position, if it is drawn. */
export const cellElement = (grid: HTMLElement | null, at: Position) =>
  grid?.querySelector<HTMLElement>(`[data-pos="${at.row}:${at.col}"]`) ?? null;

type Revealable = HTMLElement & { scrollIntoViewIfNeeded?: (centerIfNeeded?: boolean) => void };

/**
 * Gives a cell the focus without scrolling in the same task, then brings it into view in the
 * next frame, before that frame is drawn (so no frame shows it out of view). A focus() that
 * scrolls lays the grid out inside the key's own task; in the frame the layout is the one the
 * frame does anyway. Measured (scripts/markbook-bench.mjs, 40 × 80 at 4× CPU slowdown on the
 * 2 × AMD EPYC machine): focus() was the largest own time of the moving and typing (260 of
 * ~1,900 ms) and the key tasks crossed 50 ms in some runs; see ADR 034's addendum for after.
 * Chromium's and WebKit's scrollIntoViewIfNeeded(true) is the scroll a focus() does (centred
 * when out of view, to the nearest edge when partly in view, none when in view; the scroll
 * box's scroll-padding kept clear of the sticky header and columns); elsewhere the nearest
 * edge. Returns the frame's cancel: a later move before the frame reveals its own cell.
 */
export function focusCell(cell: HTMLElement): () => void {
  if (cell.ownerDocument.activeElement !== cell) cell.focus({ preventScroll: true });
  if (typeof requestAnimationFrame !== 'function') return () => {};
  const frame = requestAnimationFrame(() => {
    if (!cell.isConnected) return;
    const el = cell as Revealable;
    if (typeof el.scrollIntoViewIfNeeded === 'function') el.scrollIntoViewIfNeeded(true);
    else el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  });
  return () => cancelAnimationFrame(frame);
}
