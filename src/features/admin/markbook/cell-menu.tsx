import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CellValues } from './cell-values';

/**
 * A cell's menu (right click, Shift+F10, the context-menu key): its statuses, history, and a
 * bulk action on its assignment.
 */
export function CellMenu({
  anchor,
  values,
  onSet,
  onExtension,
  onHistory,
  onBulk,
  onClose,
}: {
  anchor: HTMLElement;
  values: CellValues;
  onSet: (patch: Partial<CellValues>) => void;
  onExtension: () => void;
  onHistory: () => void;
  onBulk: () => void;
  onClose: () => void;
}) {
  const item = (text: string, keyHint: string, run: () => void) => (
    <MenuItem
      onClick={() => {
        onClose();
        run();
      }}
      sx={{ gap: 3, justifyContent: 'space-between' }}
    >
      <span>{text}</span>
      <kbd aria-hidden>{keyHint}</kbd>
    </MenuItem>
  );
  return (
    <Menu open anchorEl={anchor} onClose={onClose}>
      {item('Handed in', 'h', () => onSet({ handedIn: 'on_time' }))}
      {item('Handed in late', 'l', () => onSet({ handedIn: 'late' }))}
      {item('Not handed in', 'n', () => onSet({ handedIn: 'no' }))}
      {item(values.excused ? 'Not excused' : 'Excused', 'e', () =>
        onSet({ excused: !values.excused }),
      )}
      {item('Clear the score', 'Del', () => onSet({ score: '' }))}
      <Divider />
      {item(values.dueDate ? 'Change the extension…' : 'Give an extension…', '', onExtension)}
      {item('History…', 'Shift+H', onHistory)}
      <Divider />
      {item('Bulk action on this assignment…', '', onBulk)}
    </Menu>
  );
}
