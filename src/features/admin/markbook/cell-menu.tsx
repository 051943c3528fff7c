import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { CellValues } from './cell-values';

export interface CellTarget {
  assignmentId: string;
  studentId: string;
  label: string;
}

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

/** One student's own due date for the work (an extension), or none. */
export function ExtensionDialog({
  target,
  values,
  onSave,
  onClose,
}: {
  target: CellTarget;
  values: CellValues;
  onSave: (dueDate: string) => void;
  onClose: () => void;
}) {
  const [day, setDay] = useState(values.dueDate);
  return (
    <Dialog open onClose={onClose} aria-labelledby="extension-title" maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(day);
          onClose();
        }}
      >
        <DialogTitle id="extension-title">Extension: {target.label}</DialogTitle>
        <DialogContent>
          <TextField
            type="date"
            label="Own due date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText="Missing and late follow this date for this student."
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          {values.dueDate && (
            <Button
              color="error"
              onClick={() => {
                onSave('');
                onClose();
              }}
            >
              Remove extension
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
