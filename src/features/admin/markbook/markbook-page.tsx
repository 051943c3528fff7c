import ArrowBack from '@mui/icons-material/ArrowBack';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import { browserLocale } from '../../../lib/i18n/locale';
import type { Markbook } from '../../../shared/api-types/markbook';
import { classPath, paths } from '../../../shared/paths';
import { BackToList, RecordUnavailable, type RecordList } from '../entity/record-page';
import { PageHeader } from '../page-header';
import { markbookApi, markbookKey } from './markbook-api';
import { MarkbookView } from './markbook-view';
import { prepareShortDates } from './totals';

const CLASSES: RecordList = { path: paths.classes, plural: 'classes', noun: 'markbook' };

/** Back to the class's page, above the markbook. */
function BackToClass({ id, name }: { id: string; name: string }) {
  return (
    <Link
      component={RouterLink}
      to={classPath(id)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBack fontSize="small" />
      {name}
    </Link>
  );
}

function Loading() {
  return (
    <Box aria-busy="true">
      <Typography variant="h1" component="div">
        <Skeleton width="45%" />
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>
        <Skeleton width="35%" />
      </Typography>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/** Nothing to show yet: the class's next step (students first, then work). */
function Empty({ book }: { book: Markbook }) {
  const cls = book.class;
  const noStudents = book.students.length === 0;
  return (
    <>
      <PageHeader title={`${cls.name}: markbook`} />
      <EmptyState
        icon={noStudents ? <GroupsOutlined /> : <AssignmentOutlined />}
        title={noStudents ? `No students in ${cls.name} yet` : `No assignments for ${cls.name} yet`}
        action={
          noStudents ? (
            <Button variant="contained" component={RouterLink} to={classPath(cls.id)}>
              Add students
            </Button>
          ) : (
            <Button
              variant="contained"
              component={RouterLink}
              to={`${paths.assignments}?${new URLSearchParams({ classId: cls.id, status: 'all', new: '1' }).toString()}`}
            >
              New assignment
            </Button>
          )
        }
      >
        {noStudents
          ? 'Add the class’s students to its roster; their marks and totals appear here.'
          : 'Set homework, projects and tests for this class; each becomes a column here.'}
      </EmptyState>
    </>
  );
}

/**
 * `/admin/classes/:id/markbook`: a class's students × assignments, each cell's score or status,
 * every student's total with its working, and each assignment's figures (issue 22).
 */
export function MarkbookPage() {
  const { id = '' } = useParams();
  const book = useQuery({
    queryKey: markbookKey(id),
    queryFn: () => markbookApi.markbook(id),
    // The page's cells live in its store while it is open; a refetch would not change them.
    refetchOnWindowFocus: false,
  });
  // While the data is on its way, the column heads' date formatter is made (the page's first
  // use of the browser's Intl: its locale data), not in the first view's render
  // (scripts/markbook-bench.mjs; docs/performance.md).
  const waiting = book.isPending;
  useEffect(() => {
    if (waiting) prepareShortDates(browserLocale());
  }, [waiting]);
  if (book.isError)
    return (
      <RecordUnavailable list={CLASSES} error={book.error} onRetry={() => void book.refetch()} />
    );
  const data = book.data;
  return (
    <>
      {data ? (
        <BackToClass id={data.class.id} name={data.class.name} />
      ) : (
        <BackToList list={CLASSES} />
      )}
      {!data ? (
        <Loading />
      ) : data.students.length === 0 || data.assignments.length === 0 ? (
        <Empty book={data} />
      ) : (
        <MarkbookView key={data.class.id} book={data} />
      )}
    </>
  );
}
