import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/data/empty-state';
import { NetworkError } from '../../../lib/api/client';
import { OFFLINE_MESSAGE } from '../../../lib/api/submit-errors';

/** What a page says when it has no rows to show: the only empty-state words it supplies. */
export interface EmptyWords {
  icon?: ReactNode;
  title: string;
  /** The sentence under the title. */
  text?: ReactNode;
  /** The way on (a button or a link). */
  action?: ReactNode;
}

/**
 * What a list that could not be loaded says (with Retry): the resource's own words, and when
 * the network is down, that Lectern could not be reached, which a retry later may mend.
 */
export const loadFailure = (error: unknown, loadError: string) =>
  error instanceof NetworkError ? `${loadError} ${OFFLINE_MESSAGE}` : loadError;

/**
 * A list with no rows on the page shown, in the order the reasons win (the kit, ADR 025): a page
 * past the last one (after deleting the last row of the last page, or an old link), a search
 * that matches nothing, or the page's own words (nothing yet, or its filters match nothing).
 */
export function ListEmpty({
  pastTheEnd,
  onFirstPage,
  search,
  busy,
  plural,
  onClearSearch,
  words,
}: {
  pastTheEnd: boolean;
  onFirstPage: () => void;
  /** The search the rows answer ('' for none). */
  search: string;
  /** The next search's answer is on its way. */
  busy: boolean;
  /** The list's title in a sentence ("classes"). */
  plural: string;
  onClearSearch: () => void;
  words: () => EmptyWords;
}) {
  if (pastTheEnd)
    return (
      <EmptyState
        title="Nothing on this page"
        action={<Button onClick={onFirstPage}>Go to the first page</Button>}
      />
    );
  if (search !== '')
    return (
      <Box aria-busy={busy}>
        <EmptyState
          icon={<SearchOff />}
          title={`No ${plural} match “${search}”`}
          action={<Button onClick={onClearSearch}>Clear search</Button>}
        >
          Check the spelling, or look for fewer words.
        </EmptyState>
      </Box>
    );
  const { icon, title, text, action } = words();
  return (
    <EmptyState icon={icon} title={title} action={action}>
      {text}
    </EmptyState>
  );
}
