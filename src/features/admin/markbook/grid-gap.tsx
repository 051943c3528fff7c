/**
 * The room of the columns or rows the grid does not draw (./grid-window.ts): sized so that the
 * scroll box is as wide and tall as the whole markbook, hidden from assistive technology (the
 * grid's aria-rowcount and aria-colcount give its real size).
 */
export function GapCell({ width }: { width: number }) {
  return <td data-gap aria-hidden style={{ width, minWidth: width, maxWidth: width }} />;
}

/** The rows not drawn, as one row of their height across every drawn column. */
export function GapRow({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden data-gap-row>
      <td data-gap colSpan={span} style={{ height }} />
    </tr>
  );
}
