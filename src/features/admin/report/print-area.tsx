import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * What a page prints, and only that: a sibling of the app under `<body>`, hidden on screen; in
 * print the app (its bar, navigation, buttons, toasts) is hidden instead. Black on white
 * whatever the colour scheme: the printed parts set their own colours, never the theme's.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'auto', margin: '15mm' },
      '@media screen': { '[data-print-area]': { display: 'none' } },
      '@media print': {
        'html, body': {
          background: '#fff !important',
          color: '#000 !important',
          colorScheme: 'light',
          printColorAdjust: 'exact',
        },
        'body > *:not([data-print-area])': { display: 'none !important' },
      },
    }}
  />
);

export function PrintArea({ children }: { children: ReactNode }) {
  return (
    <>
      {printStyles}
      {createPortal(
        <Box
          data-print-area=""
          sx={{
            color: '#000',
            bgcolor: '#fff',
            fontSize: '10.5pt',
            lineHeight: 1.4,
            // A long title or comment wraps; nothing runs past the page's edge.
            overflowWrap: 'anywhere',
            // No margins of the browser's own; :where() leaves the parts' own spacing in charge.
            '& :where(h1, h2, h3, p, ul, table)': { m: 0 },
          }}
        >
          {children}
        </Box>,
        document.body,
      )}
    </>
  );
}
