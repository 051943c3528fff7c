import {
  defaultRangeExtractor,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { FOOT_ROWS } from './grid-head';
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

/** A row or column drawn, and where it lies along the grid (px). */
export interface Item {
  index: number;
  start: number;
  end: number;
}

/**
 * What the grid draws along one axis: every index (a small class), or the items in view and
 * the room from `origin` to `end` around them. `key` names the content: one span stays one
 * object while it is the same, so that what is drawn from it is not drawn again.
 */
export type Span = { all: number } | { items: Item[]; origin: number; end: number; key: string };

const spanOf = (items: Item[], origin: number, end: number): Span => ({
  items,
  origin,
  end,
  key: `${items.map((i) => `${i.index}@${i.start}`).join(',')}/${end}`,
});

/** The span with the items it lacks of `more` (the active cell's and its neighbours'). */
export function withItems(span: Span, more: readonly Item[]): Span {
  if ('all' in span) return span;
  const have = new Set(span.items.map((i) => i.index));
  const adding = more.filter((i) => !have.has(i.index));
  if (adding.length === 0) return span;
  const items = [...span.items, ...adding].sort((a, b) => a.index - b.index);
  return spanOf(items, span.origin, Math.max(span.end, ...adding.map((i) => i.end)));
}

/**
 * At most this many cells are added to the page in one step when the window moves (new rows
 * times the columns drawn, or new columns times the rows drawn). Measured (the markbook bench
 * at 8× CPU slowdown): a window that caught up after ten quick Enters added ~230 cells in one
 * task, 120 ms of style and layout. Steps of 60 left frames of 40–45 ms drawing a step (a long
 * task in 6 of 8 runs, the longest 52–67 ms); steps of 30, none in 6 of 8 (the longest 51, 59).
 */
export const CELLS_PER_STEP = 30;

/** The span one step closer to `target`: its items already drawn, and at most `most` more,
 * those nearest its middle first. `target` itself once nothing is left to add. */
export function stepToward(shown: Span, target: Span, most: number): Span {
  if ('all' in shown || 'all' in target) return target;
  const have = new Set(shown.items.map((i) => i.index));
  const missing = target.items.filter((i) => !have.has(i.index));
  if (missing.length <= most) return target;
  const middle = (target.items[0]!.index + target.items[target.items.length - 1]!.index) / 2;
  const adding = new Set(
    [...missing]
      .sort((a, b) => Math.abs(a.index - middle) - Math.abs(b.index - middle))
      .slice(0, Math.max(1, most))
      .map((i) => i.index),
  );
  const items = target.items.filter((i) => have.has(i.index) || adding.has(i.index));
  return spanOf(items, target.origin, target.end);
}

/** Whether every item of `inner` is in `outer` too. */
function within(inner: Span, outer: Span): boolean {
  if ('all' in outer) return true;
  if ('all' in inner) return false;
  const have = new Set(outer.items.map((i) => i.index));
  return inner.items.every((i) => have.has(i.index));
}

const count = (span: Span) => ('all' in span ? span.all : span.items.length);

/**
 * The rows and columns drawn, following the window in the background a few at a time: a
 * scroll or a run of keys that moves the window far draws it in steps of at most
 * CELLS_PER_STEP cells, each its own render React can interrupt and its own short commit —
 * not one long task when the keys stop. Rows go first, then columns.
 */
export function useSteppedWindow(rows: Span, cols: Span): GridSpans {
  const [shown, setShown] = useState<GridSpans>({ rows, cols });
  // Whether what is shown is a step on the way (not a window the grid had).
  const midway = useRef(false);
  useEffect(() => {
    if (shown.rows === rows && shown.cols === cols) {
      midway.current = false;
      return;
    }
    const next = nextWindow(shown, { rows, cols }, midway.current);
    midway.current = next.rows !== rows || next.cols !== cols;
    startTransition(() => setShown(next));
  }, [shown, rows, cols]);
  return shown;
}

export interface GridSpans {
  rows: Span;
  cols: Span;
}

/**
 * The next step from what is shown to the window: at once when the window only grew (the first
 * view filling the box once it is measured, a taller box) and no steps are under way; else rows
 * first, then columns, at most CELLS_PER_STEP new cells a step.
 */
export function nextWindow(shown: GridSpans, target: GridSpans, midway: boolean): GridSpans {
  if (!midway && within(shown.rows, target.rows) && within(shown.cols, target.cols)) return target;
  if (shown.rows !== target.rows) {
    const most = Math.floor(CELLS_PER_STEP / Math.max(1, count(shown.cols)));
    return { rows: stepToward(shown.rows, target.rows, most), cols: shown.cols };
  }
  const most = Math.floor(CELLS_PER_STEP / Math.max(1, count(target.rows) + 1 + FOOT_ROWS));
  return { rows: target.rows, cols: stepToward(shown.cols, target.cols, most) };
}

/** The items in order, with a gap wherever indexes are skipped (and before and after). */
export function slotsOf(span: Span): Slot[] {
  if ('all' in span) return all(span.all);
  const slots: Slot[] = [];
  let at = span.origin;
  for (const item of span.items) {
    if (item.start > at) slots.push({ gap: item.start - at, key: `gap-${item.index}` });
    slots.push({ index: item.index });
    at = Math.max(at, item.end);
  }
  if (span.end > at) slots.push({ gap: span.end - at, key: 'gap-end' });
  return slots;
}

const all = (count: number): Slot[] => Array.from({ length: count }, (_, index) => ({ index }));

/** Whether a row or column is the active cell's or beside it: one an arrow key moves to. */
export const isNear = (index: number, active: number) => Math.abs(index - active) <= 1;

/** The indexes `isNear` the active one, within the grid (./markbook-grid.tsx draws them too). */
const nearby = (active: number, count: number) =>
  [active - 1, active, active + 1].filter((i) => i >= 0 && i < count);

/**
 * The range in view, and the active cell's index with those beside it even when they are not:
 * the active cell has the focus, and the next arrow key's cell is there to take it at once
 * (moving along the window's edge, the cell the focus left is not taken out of the page under
 * it: a focused element removed costs a blur and a new focus in the key's task).
 */
const keeping = (active: number) => (range: Range) => {
  const indexes = defaultRangeExtractor(range);
  const missing = nearby(active, range.count).filter((i) => !indexes.includes(i));
  return missing.length === 0 ? indexes : [...indexes, ...missing].sort((a, b) => a - b);
};

/**
 * Which students (rows) and assignments (columns) the grid draws: all of them for a small class,
 * else those in the scroll box's view (@tanstack/react-virtual, ADR 034). The header row and the
 * name and total columns are always drawn (they stick), so the ranges start after them.
 */
/**
 * A row's height: as the browser's ResizeObserver reports it once the row is laid out, or, when
 * the row has only just been added, the height known for it (measured before, or the estimate).
 * The virtualiser's own default reads `offsetHeight` as each new row is attached: a layout forced
 * in the middle of React's commit, before the rest of the commit's work (the markbook bench's
 * trace at 4× CPU slowdown: 30–35 ms of such a layout in a window step's task), where the
 * observer's report comes with the frame's own layout. The rows are in the page's flow, so a
 * height guessed for a frame moves nothing on screen: it only sizes the room of the rows not drawn.
 */
export function measuredOrKnown(
  row: Element,
  entry: ResizeObserverEntry | undefined,
  rows: Virtualizer<HTMLElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const key = rows.options.getItemKey(rows.indexFromElement(row));
  return rows.itemSizeCache.get(key) ?? ROW_HEIGHT;
}

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
    overscan: 2,
    rangeExtractor: keepRow,
    measureElement: measuredOrKnown,
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
    overscan: 1,
    rangeExtractor: keepCol,
    useFlushSync: false,
  });
  const items = (list: Item[]) => list.map(({ index, start, end }) => ({ index, start, end }));
  const rowSpan = windowed
    ? spanOf(items(rows.getVirtualItems()), HEADER_HEIGHT, HEADER_HEIGHT + rows.getTotalSize())
    : { all: size.students };
  const colSpan = windowed
    ? spanOf(
        items(cols.getVirtualItems()),
        WIDTHS.name + WIDTHS.total,
        WIDTHS.name + WIDTHS.total + cols.getTotalSize(),
      )
    : { all: size.assignments };
  // One object while the content stays the same (the grid defers drawing a new one).
  const rowKey = 'all' in rowSpan ? `all${rowSpan.all}` : rowSpan.key;
  const colKey = 'all' in colSpan ? `all${colSpan.all}` : colSpan.key;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rowKey names rowSpan's content.
  const stableRows = useMemo(() => rowSpan, [rowKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- colKey names colSpan's content.
  const stableCols = useMemo(() => colSpan, [colKey]);
  const near = (span: Span, index: number, count: number): Item[] =>
    'all' in span
      ? []
      : nearby(index, count).flatMap((i) => span.items.find((item) => item.index === i) ?? []);
  return {
    windowed,
    rows: stableRows,
    cols: stableCols,
    /** The active cell's row and those beside it, as the window is now (none: drawn whole). */
    activeRows: near(stableRows, active.row, size.students),
    /** The active cell's column and those beside it (none: drawn whole). */
    activeCols: near(stableCols, active.col - FIRST_WORK, size.assignments),
    /** For each drawn row: its height is measured, the estimate corrected. */
    measureRow: windowed ? rows.measureElement : undefined,
  };
}
