import { flushSync } from 'react-dom';
import {
  startTransition,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import type { Markbook } from '../../../shared/api-types/markbook';
import type { GradeSettings } from '../../../shared/markbook/grade';
import { actionFor, FIRST_WORK, type CellAction, type Position } from './grid-keys';
import { FOOT_ROWS, GridFoot, GridHead } from './grid-head';
import { GapRow } from './grid-gap';
import { GridRow } from './grid-row';
import { GRID_CLASS } from './grid-style';
import { cellElement, focusCell } from './grid-focus';
import { GridStyles } from './grid-styles';
import {
  isNear,
  slotsOf,
  useGridWindow,
  useSteppedWindow,
  withItems,
  type Item,
} from './grid-window';
import type { Editing, MarkbookStore } from './markbook-store';
import { FiguresCounter } from './totals';

export interface GridCallbacks {
  /** Enter or a click on a student's total: its working. */
  onWorking: (studentId: string) => void;
  onHistory: (assignmentId: string, studentId: string) => void;
  onMenu: (assignmentId: string, studentId: string, anchor: HTMLElement) => void;
  onHelp: () => void;
}

const parsePos = (el: Element | null): Position | undefined => {
  const pos = el?.closest('[data-pos]')?.getAttribute('data-pos');
  if (!pos) return undefined;
  const [row, col] = pos.split(':').map(Number) as [number, number];
  return { row, col };
};

const samePos = (a: Position, b: Position) => a.row === b.row && a.col === b.col;

/**
 * The markbook as a WAI-ARIA grid: one tab stop (roving tabindex), arrows, Home/End,
 * Ctrl+Home/End and Page Up/Down move; typing a digit edits a cell in place; the keys of
 * ./cell-status.ts set a status. The header row and the name and total columns stay in view.
 */
export function MarkbookGrid({
  book,
  store,
  settings,
  shortDate,
  label,
  ...on
}: GridCallbacks & {
  book: Markbook;
  store: MarkbookStore;
  settings: GradeSettings;
  shortDate: (iso: string) => string;
  label: string;
}) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [active, setActive] = useState<Position>({ row: 0, col: FIRST_WORK });
  const grid = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Set by the keyboard: the cell that takes the focus once it is the active one, drawn. */
  const focusNext = useRef<Position | null>(null);
  /** Set while the grid gives the focus to its active cell itself, not a click (onFocus). */
  const refocusing = useRef(false);
  const size = { rows: book.students.length, cols: book.assignments.length + FIRST_WORK };
  const { editing } = snapshot;
  // Remembers the last count: the next redoes only the columns whose marks changed.
  const [counter] = useState(() => new FiguresCounter());
  // The foot's figures follow a saved mark in a render of their own, after the key's (a
  // render React can interrupt): the key's task draws the cell, not the class's counts.
  const countedRows = useDeferredValue(snapshot.rows);
  const figures = useMemo(
    () => counter.of(book, countedRows, book.today),
    [counter, book, countedRows],
  );
  const view = useGridWindow(
    box,
    { students: book.students.length, assignments: book.assignments.length },
    active,
  );
  // Rows and columns that scroll into view are drawn in the background (a render React can
  // interrupt), not in the key's or the scroll's own task. When the cell the keyboard moved to
  // is not drawn yet, only it is added at once: its row, and in that row and the header its
  // column (a screen reader names the cell by the header); the rest follows in the background.
  const { rows: lateRows, cols: lateCols } = useSteppedWindow(view.rows, view.cols);
  const named = (items: Item[]) => items.map((i) => `${i.index}@${i.start}`).join();
  const rowsAt = named(view.activeRows);
  const colsAt = named(view.activeCols);
  const rows = useMemo(
    () => slotsOf(withItems(lateRows, view.activeRows)),
    // rowsAt names view.activeRows' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lateRows, rowsAt],
  );
  const cols = useMemo(() => slotsOf(lateCols), [lateCols]);
  // The active row and the rows beside it draw the active column and those beside it too.
  const activeCols = useMemo(
    () => {
      const span = withItems(lateCols, view.activeCols);
      return span === lateCols ? cols : slotsOf(span);
    },
    // colsAt names view.activeCols' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lateCols, cols, colsAt],
  );

  // The keyboard's move: the cell takes the focus at once, and is scrolled into view in the
  // next frame's own work (./grid-focus.ts), not in the key's task.
  // A render of an older key's move (its transition drawn after a later key had moved the focus
  // on) does nothing: focusing its cell would take the focus back, and cost a style and layout.
  useLayoutEffect(() => {
    const want = focusNext.current;
    if (!want || editing || !samePos(want, active)) return;
    focusNext.current = null;
    const cell = cellElement(grid.current, active);
    return cell ? focusCell(cell) : undefined;
  }, [active, editing]);

  // A run of keys faster than the grid is drawn: the cell that had the focus can be taken out
  // of the page as the window moves on, before the cell the keys moved to is drawn, and the
  // focus falls to the page: the next keys would miss the grid (the markbook bench at 8× CPU
  // slowdown: arrows, digits and Enters lost). The active cell, always drawn, takes the focus
  // meanwhile; the keys still act from where they moved to. After every render: a window step
  // can take the cell out as well as a move.
  useLayoutEffect(() => {
    const box = grid.current;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!focusNext.current || !box || !lost) return;
    const cell = cellElement(box, active);
    if (!cell) return;
    refocusing.current = true;
    cell.focus({ preventScroll: true });
    refocusing.current = false;
  });

  const go = (to: Position) => {
    focusNext.current = to;
    // A cell already drawn takes the focus now, and the tab stop follows in a render of its
    // own after the key's task (a render React can interrupt); the layout effect then only
    // scrolls. A cell not drawn yet is drawn in such a render too, and takes the focus when it
    // is drawn: until then the keys move on from it (onKeyDown), so a run of keys faster than
    // the grid is drawn costs each key no render of its own. (Read from the store, not this
    // render's snapshot: an Enter has just ended the edit.)
    const cell = store.getSnapshot().editing ? null : cellElement(grid.current, to);
    cell?.focus({ preventScroll: true });
    startTransition(() => setActive(to));
  };
  const cellAt = (at: Position) => ({
    assignmentId: book.assignments[at.col - FIRST_WORK]?.id ?? '',
    studentId: book.students[at.row]?.id ?? '',
  });

  function act(action: CellAction, at: Position, target: HTMLElement) {
    const { assignmentId, studentId } = cellAt(at);
    const values = store.values(assignmentId, studentId);
    switch (action.do) {
      case 'move':
        return go(action.to);
      case 'help':
        return on.onHelp();
      case 'type':
        return store.type(assignmentId, studentId, action.text);
      case 'edit':
        return store.type(assignmentId, studentId, values.score);
      case 'enter':
        if (at.col === 1) return on.onWorking(studentId);
        if (at.col < FIRST_WORK) return;
        if (store.cell(assignmentId, studentId)?.phase === 'failed')
          return store.retry(assignmentId, studentId);
        return store.type(assignmentId, studentId, values.score);
      case 'history':
        return on.onHistory(assignmentId, studentId);
      case 'menu':
        if (at.col >= FIRST_WORK) on.onMenu(assignmentId, studentId, target);
        return;
      case 'set':
        return store.set(
          assignmentId,
          studentId,
          action.patch === 'clear'
            ? { score: '' }
            : action.patch === 'excused'
              ? { excused: !values.excused }
              : { handedIn: action.patch },
        );
    }
  }

  /** Keys while typing a score: Enter and Tab save and move, Escape drops, ? helps. */
  function editorKey(event: KeyboardEvent<HTMLElement>, at: Position) {
    const by = event.shiftKey ? -1 : 1;
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      if (!store.commitEdit()) return;
      const to =
        event.key === 'Enter'
          ? { row: Math.max(0, Math.min(size.rows - 1, at.row + by)), col: at.col }
          : { row: at.row, col: Math.max(0, Math.min(size.cols - 1, at.col + by)) };
      // The focus leaves the editor before it is taken out of the page: a focused element
      // removed costs the browser a blur and a search for the focus in the same task, and the
      // focus would fall to the page (then to the grid's active cell, which can be behind the
      // keys: the markbook bench at 8× CPU slowdown, the focus taken back in each run). To the
      // next cell, or, when it is not drawn yet, to the editor's own cell until it is.
      (cellElement(grid.current, to) ?? cellElement(grid.current, at))?.focus({
        preventScroll: true,
      });
      go(to);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      store.cancelEdit();
      go(at);
    } else if (event.key === '?') {
      event.preventDefault();
      on.onHelp();
    }
  }

  /**
   * Keys typed in a cell whose editor does not have the focus yet: it takes it in the next
   * frame (./grid-cell.tsx), or its cell is not drawn yet. They go to what is typed, as they
   * would in the editor: a character is added, Backspace takes the last one off, and Enter,
   * Tab, Escape and ? do what they do there.
   */
  function typeAhead(event: KeyboardEvent<HTMLElement>, at: Position, typed: Editing) {
    // The editor's own keys, from the one place that says what they are.
    editorKey(event, at);
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    event.preventDefault();
    if (key === 'Backspace')
      store.type(typed.assignmentId, typed.studentId, typed.text.slice(0, -1));
    else if (key.length === 1) store.type(typed.assignmentId, typed.studentId, typed.text + key);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const at = parsePos(target);
    if (!at) return;
    if (target.hasAttribute('data-editor')) return editorKey(event, at);
    // A cell the keyboard moved to that is not drawn yet: the keys act from it.
    const pending = focusNext.current;
    const from = pending ?? at;
    const typed = store.getSnapshot().editing;
    const ids = cellAt(from);
    if (typed && typed.assignmentId === ids.assignmentId && typed.studentId === ids.studentId)
      return typeAhead(event, from, typed);
    const action = actionFor(event.nativeEvent, from, size);
    if (!action) return;
    event.preventDefault();
    if (action.do === 'move' || !pending || samePos(pending, at)) return act(action, from, target);
    // Anything but a move acts on the cell itself, so that a score typed or a menu opened is
    // that cell's: focused first if it has been drawn since (the tab stop follows in its
    // transition), else drawn and focused now (the layout effect).
    const drawn = cellElement(grid.current, from);
    if (drawn) {
      drawn.focus({ preventScroll: true });
      return act(action, from, drawn);
    }
    // A score typed or a status set there goes to the store at once, and is drawn with the
    // cell when the cell is drawn (the render under way, which React can interrupt): the
    // editor, or the cell, then takes the focus. Drawn in the key's own task instead, with its
    // row and the editor's focus, it was the longest task of a run of keys (the markbook bench
    // at 8× CPU slowdown: the first digit after the arrows, 78–119 ms).
    if (action.do === 'type' || action.do === 'set') return act(action, from, target);
    flushSync(() => setActive(from));
    act(action, from, cellElement(grid.current, from) ?? target);
  };

  return (
    <div className={GRID_CLASS} ref={box}>
      <GridStyles />
      {/* The grid's one tab stop is its active cell (a roving tabindex), not the grid itself:
          its keys and clicks arrive from the cells. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={grid}
        role="grid"
        aria-label={label}
        // The whole markbook's size: a large one draws only the rows and columns in view.
        aria-rowcount={book.students.length + 1 + FOOT_ROWS}
        aria-colcount={size.cols}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // The focus is there already (a click, a key): the tab stop follows it.
          const at = parsePos(event.target);
          const isEditor = event.target.hasAttribute('data-editor');
          // The editor took the focus (./grid-cell.tsx): the move that drew it is over.
          if (isEditor) focusNext.current = null;
          // Another cell than the one the keyboard was moving to (a click): the keys act from it.
          if (at && focusNext.current && !samePos(at, focusNext.current) && !refocusing.current)
            focusNext.current = null;
          // A cell being typed in, given the focus back (a dialog closed over it): its editor
          // takes it, with what was typed — after the dialog has let go (its focus trap takes
          // back a focus given while it is still closing).
          const editor = isEditor ? null : event.target.querySelector<HTMLElement>('[data-editor]');
          if (editor && !refocusing.current) {
            const cell = event.target;
            setTimeout(() => {
              if (editor.isConnected && document.activeElement === cell) editor.focus();
            }, 0);
          }
          if (at && !samePos(at, active)) startTransition(() => setActive(at));
        }}
        onBlur={(event) => {
          // The focus went elsewhere on the page (not to nothing, as when its cell is taken
          // out): a move the keys had under way is dropped.
          const next = event.relatedTarget;
          if (next instanceof Node && !grid.current?.contains(next)) focusNext.current = null;
        }}
        onClick={(event) => {
          const at = parsePos(event.target as HTMLElement);
          if (at?.col === 1) on.onWorking(cellAt(at).studentId);
        }}
        onDoubleClick={(event) => {
          const at = parsePos(event.target as HTMLElement);
          if (at && at.col >= FIRST_WORK) act({ do: 'edit' }, at, event.target as HTMLElement);
        }}
        onContextMenu={(event) => {
          const at = parsePos(event.target as HTMLElement);
          if (!at || at.col < FIRST_WORK) return;
          event.preventDefault();
          act({ do: 'menu' }, at, event.target as HTMLElement);
        }}
      >
        <GridHead book={book} shortDate={shortDate} cols={activeCols} />
        <div role="rowgroup" data-part="body">
          {rows.map((slot) => {
            if ('gap' in slot) return <GapRow key={slot.key} height={slot.gap} />;
            const index = slot.index;
            const student = book.students[index]!;
            return (
              <GridRow
                key={student.id}
                index={index}
                student={student}
                book={book}
                cells={snapshot.rows.get(student.id)}
                activeCol={active.row === index ? active.col : -1}
                editing={editing?.studentId === student.id ? editing : null}
                settings={settings}
                shortDate={shortDate}
                store={store}
                cols={isNear(index, active.row) ? activeCols : cols}
                measure={view.measureRow}
              />
            );
          })}
        </div>
        <GridFoot figures={figures} cols={cols} firstRow={book.students.length + 2} />
      </div>
    </div>
  );
}
