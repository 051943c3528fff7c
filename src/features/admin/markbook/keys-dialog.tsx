import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';
import { CELL_KEYS } from './cell-status';

/**
 * The markbook's keys (`?` from anywhere in the grid, even while typing a score: closing it
 * returns to the field, with what was typed still there).
 */
export function KeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="markbook-keys-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="markbook-keys-title">Markbook keys</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="markbook-keys-title">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Key</TableCell>
              <TableCell scope="col">What it does</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {CELL_KEYS.map((k) => (
              <TableRow key={k.keys.join()}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {k.keys.map((key, i) => (
                    <Fragment key={key}>
                      {i > 0 && ' or '}
                      <kbd>{key}</kbd>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell>{k.does}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
