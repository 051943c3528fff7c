import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode, RefObject } from 'react';
import { PageHeader } from '../page-header';
import { ListSearch } from './list-search';

/**
 * A list page's top: its heading (an h2 as a section of a record's page), its new-record button
 * and the page's other actions, then one toolbar row: the search (not while there is nothing at
 * all to search) and the page's filters, wrapping where the row is too narrow.
 */
export function ListHeader({
  title,
  section,
  newButton,
  actions,
  search,
  filters,
  children,
}: {
  title: string;
  /** `'tab'`: a tab panel's list, its heading for screen readers and its actions in the row. */
  section: boolean | 'tab';
  /** `null` while the empty state offers its own (one call to action at a time). */
  newButton: ReactNode;
  actions?: ReactNode;
  search: {
    hidden: boolean;
    placeholder: string;
    value: string;
    onSearch: (text: string) => void;
    busy: boolean;
    inputRef: RefObject<HTMLInputElement | null>;
  };
  /** The page's filters, in the search's row. */
  filters?: ReactNode;
  /** Under the toolbar row. */
  children?: ReactNode;
}) {
  const { hidden, ...field } = search;
  const inTab = section === 'tab';
  const buttons = actions ? (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {newButton}
      {actions}
    </Box>
  ) : (
    (newButton ?? undefined)
  );
  const row = (
    <Box
      sx={{
        mt: inTab ? 0 : 2,
        display: hidden && !filters && !(inTab && buttons) ? 'none' : 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      {/* Nothing at all to look through (a new class's roster): no search to offer. */}
      {/* 320 px where the row has room, down to 200 px to keep the filters and actions beside
          it (the basis is what decides whether the row wraps); the whole width on phones. */}
      <Box
        sx={{
          display: hidden ? 'none' : 'block',
          flex: { xs: '1 1 100%', sm: '1 1 200px' },
          maxWidth: { sm: 320 },
        }}
      >
        <ListSearch label={`Search ${title.toLowerCase()}`} {...field} />
      </Box>
      {filters}
      {inTab && buttons && <Box sx={{ ml: { sm: 'auto' } }}>{buttons}</Box>}
    </Box>
  );
  if (inTab)
    return (
      <Box sx={{ mb: 3 }}>
        <Typography variant="h2" sx={visuallyHidden}>
          {title}
        </Typography>
        {row}
        {children}
      </Box>
    );
  return (
    <PageHeader title={title} level={section ? 2 : 1} action={buttons}>
      {row}
      {children}
    </PageHeader>
  );
}
