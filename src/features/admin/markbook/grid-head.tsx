import { memo } from 'react';
import type { Markbook } from '../../../shared/api-types/markbook';
import type { AssignmentFigures } from '../../../shared/markbook/grade';
import { percentText } from './totals';

/** The sticky header row: each assignment's title, due date, points and category. */
export const GridHead = memo(function GridHead({
  book,
  shortDate,
}: {
  book: Markbook;
  shortDate: (iso: string) => string;
}) {
  const category = new Map(book.categories.map((g) => [g.id, g.name]));
  return (
    <thead>
      <tr role="row">
        <th role="columnheader" scope="col" data-sticky="name">
          Student
        </th>
        <th role="columnheader" scope="col" data-sticky="total">
          Total
        </th>
        {book.assignments.map((a) => (
          <th role="columnheader" scope="col" key={a.id}>
            <span className="title">{a.title}</span>
            <span className="note">Due {shortDate(a.dueDate)}</span>
            <span className="note">Out of {a.maxPoints}</span>
            <span className="note">
              {a.categoryId ? category.get(a.categoryId) : 'No category'}
            </span>
          </th>
        ))}
      </tr>
    </thead>
  );
});

const ROWS: { label: string; value: (f: AssignmentFigures) => string }[] = [
  { label: 'Average', value: (f) => (f.average === null ? '—' : percentText(f.average)) },
  { label: 'Handed in', value: (f) => String(f.handedIn) },
  { label: 'Marked', value: (f) => String(f.marked) },
  { label: 'Missing', value: (f) => String(f.missing) },
  { label: 'Excused', value: (f) => String(f.excused) },
];

/** Per assignment, over the roster: its average and counts (the shared figures). */
export const GridFoot = memo(function GridFoot({ figures }: { figures: AssignmentFigures[] }) {
  return (
    <tfoot>
      {ROWS.map((row) => (
        <tr role="row" key={row.label}>
          <th role="rowheader" scope="row" data-sticky="name">
            {row.label}
          </th>
          <td role="gridcell" data-sticky="total" />
          {figures.map((f) => (
            <td role="gridcell" key={f.assignmentId}>
              {row.value(f)}
            </td>
          ))}
        </tr>
      ))}
    </tfoot>
  );
});
