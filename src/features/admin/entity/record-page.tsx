import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import { ApiError } from '../../../lib/api/client';
import { PageHeader } from '../page-header';

/** Where a record's page leads back to: its list. */
export interface RecordList {
  /** The list's path (`paths.classes`). */
  path: string;
  /** The list, plural and lower case ("classes"). */
  plural: string;
  /** One record, lower case ("class"). */
  noun: string;
}

/** Back to the list, above every state of a record's page. */
export function BackToList({ list }: { list: RecordList }) {
  return (
    <Link
      component={RouterLink}
      to={list.path}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBack fontSize="small" />
      {/* One text node, as the pages wrote it: two ("All ", "classes") shift the underline. */}
      {`All ${list.plural}`}
    </Link>
  );
}

/**
 * A record's page (the kit, ADR 025) that could not be shown: not there (404: deleted, or a
 * wrong link; the way back to the list), or not loaded (a retry). With the page's heading, so
 * that the tab and a screen reader say where this is.
 */
export function RecordUnavailable({
  list,
  error,
  onRetry,
}: {
  list: RecordList;
  error: unknown;
  onRetry: () => void;
}) {
  const { noun } = list;
  const title = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  if (error instanceof ApiError && error.status === 404)
    return (
      <>
        <BackToList list={list} />
        <PageHeader title={`${title} not found`} />
        {/* The heading says it is not found; the card says why it may be, and where to go
            (one message, not two: issue 24). */}
        <EmptyState
          icon={<SearchOff />}
          title="It may have been deleted, or the link is wrong"
          action={
            <Button variant="contained" component={RouterLink} to={list.path}>
              Go to your {list.plural}
            </Button>
          }
        />
      </>
    );
  return (
    <>
      <BackToList list={list} />
      <PageHeader title={title} />
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        This {noun} could not be loaded.
      </Alert>
    </>
  );
}
