import { describe, expect, it } from 'vitest';
import type { Virtualizer } from '@tanstack/react-virtual';
import {
  measuredOrKnown,
  nextWindow,
  slotsOf,
  stepToward,
  withItems,
  type Item,
  type Span,
} from './grid-window';
import { ROW_HEIGHT } from './grid-style';

/** Rows 52 px high from `origin`, these indexes drawn. */
const span = (indexes: number[], origin = 100, size = 52, count = 40): Span => {
  const items: Item[] = indexes.map((index) => ({
    index,
    start: origin + index * size,
    end: origin + (index + 1) * size,
  }));
  return {
    items,
    origin,
    end: origin + count * size,
    key: items.map((i) => `${i.index}@${i.start}`).join(',') + `/${origin + count * size}`,
  };
};
const indexes = (s: Span) => ('all' in s ? [] : s.items.map((i) => i.index));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the grid window', () => {
  it('draws gaps for the rows not drawn, before, between and after', () => {
    expect(slotsOf(span([2, 3, 7]))).toEqual([
      { gap: 104, key: 'gap-2' },
      { index: 2 },
      { index: 3 },
      { gap: 156, key: 'gap-7' },
      { index: 7 },
      { gap: 32 * 52, key: 'gap-end' },
    ]);
    expect(slotsOf({ all: 3 })).toEqual([{ index: 0 }, { index: 1 }, { index: 2 }]);
  });

  it('adds the active row where it belongs, and only when it is not drawn', () => {
    const drawn = span([0, 1, 2]);
    const active = span([20]);
    const added = withItems(drawn, 'items' in active ? active.items.slice(0, 1) : []);
    expect(indexes(added)).toEqual([0, 1, 2, 20]);
    expect(slotsOf(added).filter((s) => 'gap' in s)).toEqual([
      { gap: 17 * 52, key: 'gap-20' },
      { gap: 19 * 52, key: 'gap-end' },
    ]);
    expect(withItems(drawn, [{ index: 1, start: 152, end: 204 }])).toBe(drawn);
    expect(withItems(drawn, [])).toBe(drawn);
  });

  it('adds the active row and those beside it that are not drawn, in order, once each', () => {
    const drawn = span([3, 4, 5]);
    const near = (span([5, 6, 7]) as { items: Item[] }).items;
    const added = withItems(drawn, near);
    expect(indexes(added)).toEqual([3, 4, 5, 6, 7]);
    expect(slotsOf(added).filter((s) => 'gap' in s)).toEqual([
      { gap: 3 * 52, key: 'gap-3' },
      { gap: 32 * 52, key: 'gap-end' },
    ]);
    expect(withItems(drawn, near.slice(0, 1))).toBe(drawn);
    expect(withItems(drawn, [])).toBe(drawn);
    expect(withItems({ all: 12 }, near)).toEqual({ all: 12 });
  });

  it('moves towards a far window a few rows a step, nearest its middle first, then is it', () => {
    const from = span(range(0, 12));
    const to = span(range(20, 32));
    const first = stepToward(from, to, 4);
    // Rows out of the new window go at once; four of the new, around its middle.
    expect(indexes(first)).toEqual([24, 25, 26, 27]);
    const second = stepToward(first, to, 4);
    expect(indexes(second)).toEqual([22, 23, 24, 25, 26, 27, 28, 29]);
    const third = stepToward(second, to, 4);
    expect(indexes(third)).toHaveLength(12);
    // The last step is the window itself (the same object: nothing more to draw).
    expect(stepToward(third, to, 4)).toBe(to);
    // Gaps keep every drawn row at its place.
    expect(slotsOf(first)[0]).toEqual({ gap: 24 * 52, key: 'gap-24' });
  });

  it('takes one step when the window moved by one row, and at least one row a step', () => {
    const from = span(range(5, 17));
    const to = span(range(6, 18));
    expect(stepToward(from, to, 4)).toBe(to);
    expect(indexes(stepToward(span([]), span(range(0, 9)), 0))).toHaveLength(1);
  });

  it('fills the first view at once, then moves in steps of at most 30 cells', () => {
    const cols = (from: number, to: number) => span(range(from, to), 272, 112, 80);
    // The first view: a few rows and columns before the box is measured, then the window.
    const start = { rows: span([0, 1, 2]), cols: cols(0, 1) };
    const view = { rows: span(range(0, 12)), cols: cols(0, 11) };
    expect(nextWindow(start, view, false)).toBe(view);
    // Ten rows down: rows first, 30 / 12 columns = 2 rows a step, cells added ≤ 30.
    const down = { rows: span(range(10, 22)), cols: view.cols };
    const one = nextWindow(view, down, false);
    expect(indexes(one.rows)).toEqual([10, 11, 12, 15, 16]);
    expect(one.cols).toBe(view.cols);
    // Midway, a step is all inside the window, yet the rest still comes in steps, each adding
    // at most two rows (24 cells), until the window is the one in view.
    let two = one;
    for (let step = 0; two.rows !== down.rows; step++) {
      const next = nextWindow(two, down, true);
      const added = indexes(next.rows).filter((r) => !indexes(two.rows).includes(r));
      expect(added.length).toBeLessThanOrEqual(2);
      expect(step).toBeLessThan(10);
      two = next;
    }
    expect(two.cols).toBe(view.cols);
    // Then the columns: 30 / (13 rows + the header + 5 figures) = 1 a step.
    const right = { rows: down.rows, cols: cols(20, 31) };
    const three = nextWindow(two, right, false);
    expect(three.rows).toBe(down.rows);
    expect(indexes(three.cols)).toEqual([25]);
    expect(nextWindow(three, right, true).cols).not.toBe(right.cols);
  });

  it("measures a row by the observer's report, never by reading its layout", () => {
    // A row whose layout read would force a layout in React's commit: reading it fails the test.
    const row = {} as Element;
    Object.defineProperty(row, 'offsetHeight', {
      get: () => expect.unreachable('offsetHeight read'),
    });
    const rows = {
      options: { getItemKey: (index: number) => `student-${index}` },
      indexFromElement: () => 7,
      itemSizeCache: new Map([['student-3', 72]]),
    } as unknown as Virtualizer<HTMLElement, Element>;
    const entry = (blockSize: number) =>
      ({ borderBoxSize: [{ blockSize, inlineSize: 900 }] }) as unknown as ResizeObserverEntry;
    // Just attached, never measured: the estimate.
    expect(measuredOrKnown(row, undefined, rows)).toBe(ROW_HEIGHT);
    // The observer's report, rounded to the pixel.
    expect(measuredOrKnown(row, entry(71.6), rows)).toBe(72);
    // Attached again once measured: the height measured before.
    rows.itemSizeCache.set('student-7', 88);
    expect(measuredOrKnown(row, undefined, rows)).toBe(88);
  });
});
