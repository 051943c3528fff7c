import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, type RefObject } from 'react';
import { FIRST_WORK, type Position } from './grid-keys';
import { HEADER_HEIGHT, ROW_HEIGHT, WIDTHS } from './grid-style';

/**
 * Above this many cells the grid draws only what is in view (and a few around it). Measured
 * (scripts/markbook-bench.mjs, 40 × 80 at 4× CPU slowdown): with every cell in the page each
 * arrow key cost 50–225 ms, most of it the browser's style, layout and focus over 3,200 cells;
 * a class of 30 × 12 (360) is drawn whole, as before, and its pictures are unchanged.
 */
export const WINDOW_ABOVE = 600;

/** A drawn row or column, or the room of the ones between that are not drawn. */
export type Slot = { index: number } | { gap: number; key: string };

/** The items in order, with a gap wherever indexes are skipped (and before and after). */
function slotsOf(
  items: { index: number; start: number; end: number }[],
  origin: number,
  total: number,
): Slot[] {
  const slots: Slot[] = [];
  let at = origin;
  for (const item of items) {
    if (item.start > at) slots.push({ gap: item.start - at, key: `gap-${item.index}` });
    slots.push({ index: item.index });
    at = item.end;
  }
  if (total > at) slots.push({ gap: total - at, key: 'gap-end' });
  return slots;
}

const all = (count: number): Slot[] => Array.from({ length: count }, (_, index) => ({ index }));

/** The range in view, and the active cell's index even when it is not: it has the focus. */
const keeping = (active: number) => (range: Range) => {
  const indexes = defaultRangeExtractor(range);
  if (active < 0 || active >= range.count || indexes.includes(active)) return indexes;
  return [...indexes, active].sort((a, b) => a - b);
};

/**
 * Which students (rows) and assignments (columns) the grid draws: all of them for a small class,
 * else those in the scroll box's view (@tanstack/react-virtual, ADR 034). The header row and the
 * name and total columns are always drawn (they stick), so the ranges start after them.
 */
export function useGridWindow(
  scroller: RefObject<HTMLElement | null>,
  size: { students: number; assignments: number },
  active: Position,
) {
  const windowed = size.students * size.assignments > WINDOW_ABOVE;
  const keepRow = useCallback((range: Range) => keeping(active.row)(range), [active.row]);
  const keepCol = useCallback(
    (range: Range) => keeping(active.col - FIRST_WORK)(range),
    [active.col],
  );
  // The virtualizer's object changes inside: this hook is not memoized by React's compiler,
  // which is right, as what it returns is read afresh on each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    enabled: windowed,
    count: size.students,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    scrollMargin: HEADER_HEIGHT,
    overscan: 4,
    rangeExtractor: keepRow,
    // A scroll draws the new rows in React's next update, not synchronously inside the scroll
    // event (the bench's profile: 750 ms of flushSync while moving about the grid).
    useFlushSync: false,
  });
  const cols = useVirtualizer({
    enabled: windowed,
    horizontal: true,
    count: size.assignments,
    getScrollElement: () => scroller.current,
    estimateSize: () => WIDTHS.work,
    scrollMargin: WIDTHS.name + WIDTHS.total,
    overscan: 2,
    rangeExtractor: keepCol,
    useFlushSync: false,
  });
  const rowItems = rows.getVirtualItems();
  const colItems = cols.getVirtualItems();
  // One array while the columns in view stay the same: every row is drawn again when it changes.
  const colKey = windowed ? colItems.map((c) => c.index).join(',') + `/${cols.getTotalSize()}` : '';
  const colSlots = useMemo(
    () =>
      windowed
        ? slotsOf(
            colItems,
            WIDTHS.name + WIDTHS.total,
            WIDTHS.name + WIDTHS.total + cols.getTotalSize(),
          )
        : all(size.assignments),
    // colKey names colItems' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [colKey, windowed, size.assignments],
  );
  return {
    windowed,
    rows: windowed
      ? slotsOf(rowItems, HEADER_HEIGHT, HEADER_HEIGHT + rows.getTotalSize())
      : all(size.students),
    cols: colSlots,
    /** For each drawn row: its height is measured, the estimate corrected. */
    measureRow: windowed ? rows.measureElement : undefined,
  };
}
