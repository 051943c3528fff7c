import { memo, useDeferredValue, useMemo } from 'react';
import type { Markbook, MarkbookStudent } from '../../../shared/api-types/markbook';
import type { GradeSettings } from '../../../shared/markbook/grade';
import type { CellView } from './cell-values';
import { FIRST_WORK } from './grid-keys';
import { WorkCell } from './grid-cell';
import { GapCell } from './grid-gap';
import type { Slot } from './grid-window';
import type { Editing, MarkbookStore } from './markbook-store';
import { studentGrade, totalText } from './totals';

export interface GridRowProps {
  index: number;
  student: MarkbookStudent;
  book: Markbook;
  /** The student's cells (a new map only when one of them changed). */
  cells: ReadonlyMap<string, CellView> | undefined;
  /** The column with the grid's one tab stop in this row; -1: none. */
  activeCol: number;
  editing: Editing | null;
  settings: GradeSettings;
  shortDate: (iso: string) => string;
  store: MarkbookStore;
  /** The assignments drawn, in order, with the room of those that are not. */
  cols: Slot[];
  /** Measures the row's height when the grid draws only what is in view. */
  measure: ((row: HTMLDivElement | null) => void) | undefined;
}

/**
 * One student's row: name, total and work. Rendered again only when its cells, its tab stop or
 * its edit change, so that typing in a 40 × 80 markbook redraws one row, not the grid.
 */
export const GridRow = memo(function GridRow({
  index,
  student,
  book,
  cells,
  activeCol,
  editing,
  settings,
  shortDate,
  store,
  cols,
  measure,
}: GridRowProps) {
  // The total follows a saved mark in a render of its own, after the key's (./markbook-grid.tsx).
  const counted = useDeferredValue(cells);
  const grade = useMemo(() => studentGrade(book, counted, settings), [book, counted, settings]);
  const total = totalText(book, grade);
  const name = `${student.firstName} ${student.lastName}`;
  const tab = (col: number) => (activeCol === col ? 0 : -1);
  return (
    <div role="row" aria-rowindex={index + 2} data-index={index} ref={measure}>
      <div
        role="rowheader"
        tabIndex={tab(0)}
        data-pos={`${index}:0`}
        data-sticky="name"
        aria-colindex={1}
      >
        <span className="name">{name}</span>
        {student.studentNumber && <span className="note">{student.studentNumber}</span>}
      </div>
      <div
        role="gridcell"
        tabIndex={tab(1)}
        data-pos={`${index}:1`}
        data-sticky="total"
        aria-haspopup="dialog"
        aria-colindex={2}
      >
        {grade.rounded === null ? (
          <>
            <span aria-hidden>—</span>
            <span className="sr">No total yet</span>
          </>
        ) : (
          <span className="main">{total.percent}</span>
        )}
        {total.letter && <span className="letter">{total.letter}</span>}
      </div>
      {cols.map((slot) => {
        if ('gap' in slot) return <GapCell key={slot.key} width={slot.gap} />;
        const j = slot.index;
        const a = book.assignments[j]!;
        return (
          <WorkCell
            key={a.id}
            assignment={a}
            studentId={student.id}
            studentName={name}
            view={cells?.get(a.id)}
            editing={editing?.assignmentId === a.id ? editing : null}
            active={activeCol === j + FIRST_WORK}
            pos={`${index}:${j + FIRST_WORK}`}
            today={book.today}
            shortDate={shortDate}
            store={store}
          />
        );
      })}
    </div>
  );
});
