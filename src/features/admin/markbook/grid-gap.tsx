/**
 * The room of the columns or rows the grid does not draw (./grid-window.ts): sized so that the
 * scroll box is as wide and tall as the whole markbook, hidden from assistive technology (the
 * grid's aria-rowcount and aria-colcount give its real size).
 */
export function GapCell({ width }: { width: number }) {
  return <div data-gap aria-hidden style={{ width }} />;
}

/** The rows not drawn, as one block of their height. */
export function GapRow({ height }: { height: number }) {
  return <div data-gap aria-hidden style={{ height }} />;
}
