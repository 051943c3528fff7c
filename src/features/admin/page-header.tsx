import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

/** A page's heading (and the document title), with its main action beside it (under it on phones). */
export function PageHeader({
  title,
  documentTitle = title,
  action,
  children,
  gutter = true,
  level = 1,
}: {
  title: string;
  /** 2: a section's heading inside a page (no document title of its own). */
  level?: 1 | 2;
  /** The browser tab's title, when it is not the heading (the dashboard greets). */
  documentTitle?: string;
  action?: ReactNode;
  /** Filters and the like, under the heading. */
  children?: ReactNode;
  /** Space below; off where a stack already spaces the page. */
  gutter?: boolean;
}) {
  useEffect(() => {
    if (level === 1) document.title = `${documentTitle} · Lectern`;
  }, [documentTitle, level]);
  return (
    <Box sx={{ mb: gutter ? 3 : 0 }}>
      {/* The same on every page, whatever the lengths: on phones the action goes under the
          heading; from 600 px it sits beside it and never wraps below (a long heading wraps). */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 1.5, sm: 2 },
        }}
      >
        <Typography
          variant={level === 1 ? 'h1' : 'h2'}
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Box>
      {children}
    </Box>
  );
}
