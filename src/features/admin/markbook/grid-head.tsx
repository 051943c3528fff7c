import { memo } from 'react';
import type { Markbook } from '../../../shared/api-types/markbook';
import type { AssignmentFigures } from '../../../shared/markbook/grade';
import { GapCell } from './grid-gap';
import type { Slot } from './grid-window';
import { percentText } from './totals';

/** The sticky header row: each assignment's title, due date, points and category. */
export const GridHead = memo(function GridHead({
  book,
  shortDate,
  cols,
}: {
  book: Markbook;
  shortDate: (iso: string) => string;
  cols: Slot[];
}) {
  const category = new Map(book.categories.map((g) => [g.id, g.name]));
  return (
    <div role="rowgroup" data-part="head">
      <div role="row" aria-rowindex={1}>
        <div role="columnheader" data-sticky="name" aria-colindex={1}>
          Student
        </div>
        <div role="columnheader" data-sticky="total" aria-colindex={2}>
          Total
        </div>
        {cols.map((slot) => {
          if ('gap' in slot) return <GapCell key={slot.key} width={slot.gap} />;
          const a = book.assignments[slot.index]!;
          return (
            <div role="columnheader" key={a.id} aria-colindex={slot.index + 3}>
              <span className="title">{a.title}</span>
              <span className="note">Due {shortDate(a.dueDate)}</span>
              <span className="note">Out of {a.maxPoints}</span>
              <span className="note">
                {a.categoryId ? category.get(a.categoryId) : 'No category'}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
});

const ROWS: { label: string; value: (f: AssignmentFigures) => string }[] = [
  { label: 'Average', value: (f) => (f.average === null ? '—' : percentText(f.average)) },
  { label: 'Handed in', value: (f) => String(f.handedIn) },
  { label: 'Marked', value: (f) => String(f.marked) },
  { label: 'Missing', value: (f) => String(f.missing) },
  { label: 'Excused', value: (f) => String(f.excused) },
];

export const FOOT_ROWS = ROWS.length;

/** Per assignment, over the roster: its average and counts (the shared figures). */
export const GridFoot = memo(function GridFoot({
  figures,
  cols,
  firstRow,
}: {
  figures: AssignmentFigures[];
  cols: Slot[];
  /** The aria-rowindex of its first row (after the header and every student). */
  firstRow: number;
}) {
  return (
    <div role="rowgroup" data-part="foot">
      {ROWS.map((row, r) => (
        <div role="row" key={row.label} aria-rowindex={firstRow + r}>
          <div role="rowheader" data-sticky="name" aria-colindex={1}>
            {row.label}
          </div>
          <div role="gridcell" data-sticky="total" aria-colindex={2} />
          {cols.map((slot) => {
            if ('gap' in slot) return <GapCell key={slot.key} width={slot.gap} />;
            const f = figures[slot.index]!;
            return (
              <div role="gridcell" key={f.assignmentId} aria-colindex={slot.index + 3}>
                {row.value(f)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});
