/** Where a cell is: row 0 is the first student; column 0 the name, 1 the total, 2… the work. */
export interface Position {
  row: number;
  col: number;
}

/** The first column of work (0: the student's name, 1: their total). */
export const FIRST_WORK = 2;

export type CellAction =
  | { do: 'move'; to: Position }
  | { do: 'type'; text: string }
  | { do: 'edit' }
  | { do: 'enter' }
  | { do: 'set'; patch: 'on_time' | 'late' | 'no' | 'excused' | 'clear' }
  | { do: 'history' }
  | { do: 'menu' }
  | { do: 'help' };

const PAGE = 10;

/**
 * What a key does on a cell that is not being typed in (WAI-ARIA's grid pattern, and the
 * markbook's own keys: ./cell-status.ts CELL_KEYS). Undefined: the key is not the grid's.
 */
export function actionFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  at: Position,
  size: { rows: number; cols: number },
): CellAction | undefined {
  const { key, shiftKey } = event;
  const ctrl = event.ctrlKey || event.metaKey;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const move = (row: number, col: number): CellAction => ({
    do: 'move',
    to: { row: Math.max(0, Math.min(lastRow, row)), col: Math.max(0, Math.min(lastCol, col)) },
  });
  if (event.altKey) return undefined;
  switch (key) {
    case 'ArrowUp':
      return move(at.row - 1, at.col);
    case 'ArrowDown':
      return move(at.row + 1, at.col);
    case 'ArrowLeft':
      return move(at.row, at.col - 1);
    case 'ArrowRight':
      return move(at.row, at.col + 1);
    case 'Home':
      return ctrl ? move(0, 0) : move(at.row, 0);
    case 'End':
      return ctrl ? move(lastRow, lastCol) : move(at.row, lastCol);
    case 'PageUp':
      return move(at.row - PAGE, at.col);
    case 'PageDown':
      return move(at.row + PAGE, at.col);
    case '?':
      return { do: 'help' };
    case 'ContextMenu':
      return { do: 'menu' };
    case 'F10':
      return shiftKey ? { do: 'menu' } : undefined;
    case 'Enter':
      return { do: 'enter' };
  }
  if (ctrl || at.col < FIRST_WORK) return undefined;
  if (/^[0-9]$/.test(key)) return { do: 'type', text: key };
  switch (key) {
    case 'F2':
      return { do: 'edit' };
    case 'h':
      return { do: 'set', patch: 'on_time' };
    case 'H':
      return { do: 'history' };
    case 'l':
      return { do: 'set', patch: 'late' };
    case 'n':
      return { do: 'set', patch: 'no' };
    case 'e':
      return { do: 'set', patch: 'excused' };
    case 'Delete':
    case 'Backspace':
      return { do: 'set', patch: 'clear' };
  }
  return undefined;
}
