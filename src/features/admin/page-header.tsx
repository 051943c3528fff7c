import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

/** A page's heading (and the document title), with its main action beside it. */
export function PageHeader({
  title,
  documentTitle = title,
  action,
  children,
  gutter = true,
}: {
  title: string;
  /** The browser tab's title, when it is not the heading (the dashboard greets). */
  documentTitle?: string;
  action?: ReactNode;
  /** Filters and the like, under the heading. */
  children?: ReactNode;
  /** Space below; off where a stack already spaces the page. */
  gutter?: boolean;
}) {
  useEffect(() => {
    document.title = `${documentTitle} · Lectern`;
  }, [documentTitle]);
  return (
    <Box sx={{ mb: gutter ? 3 : 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
