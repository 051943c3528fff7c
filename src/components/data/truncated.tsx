import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';

/**
 * Content kept to one line, cut with an ellipsis when its column is too narrow; then, and only
 * then, the whole text shows in a tooltip on hover and on keyboard focus. The text itself is
 * whole in the page, so a screen reader reads all of it either way.
 */
export function Truncated({ text, children }: { text: string; children: ReactNode }) {
  const [cut, setCut] = useState(false);
  const measure = (element: HTMLElement) => setCut(element.scrollWidth > element.clientWidth);
  return (
    <Tooltip title={cut ? text : ''} describeChild>
      <Box
        component="span"
        onPointerEnter={(event) => measure(event.currentTarget)}
        onFocus={(event) => measure(event.currentTarget)}
        sx={{
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          // The focus ring of the link inside is drawn inside the box, not cut by it.
          '& a:focus-visible': { outlineOffset: -2 },
        }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
