import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

/**
 * A dialog's title row, the same in every dialog that fills a phone's screen (the form dialog,
 * the importers, bulk actions, letter grades): the title at the theme's dialog size, and on
 * phones a close button at its end, since a full-screen dialog has no backdrop to tap.
 */
export function DialogHeading({
  id,
  phone,
  onClose,
  disabled = false,
  children,
}: {
  id: string;
  /** Full screen: the close button shows. */
  phone: boolean;
  onClose: () => void;
  /** While a save is on its way the dialog cannot close. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: 'none' }}>
      <DialogTitle id={id} sx={{ flex: 1 }}>
        {children}
      </DialogTitle>
      {phone && (
        <IconButton aria-label="Close" onClick={onClose} disabled={disabled} sx={{ mr: 1.5 }}>
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}
