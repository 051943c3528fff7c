import Box from '@mui/material/Box';
import type { ReactNode, RefObject } from 'react';
import { PageHeader } from '../page-header';
import { ListSearch } from './list-search';

/**
 * A list page's top: its heading (an h2 as a section of a record's page), its new-record button
 * and the page's other actions, the search (not while there is nothing at all to search) and
 * the page's filters.
 */
export function ListHeader({
  title,
  section,
  newButton,
  actions,
  search,
  children,
}: {
  title: string;
  section: boolean;
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
  /** The page's filters. */
  children?: ReactNode;
}) {
  const { hidden, ...field } = search;
  return (
    <PageHeader
      title={title}
      level={section ? 2 : 1}
      action={
        actions ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {newButton}
            {actions}
          </Box>
        ) : (
          (newButton ?? undefined)
        )
      }
    >
      {/* Nothing at all to look through (a new class's roster): no search to offer. */}
      <Box sx={{ mt: 2, display: hidden ? 'none' : undefined }}>
        <ListSearch label={`Search ${title.toLowerCase()}`} {...field} />
      </Box>
      {children}
    </PageHeader>
  );
}
