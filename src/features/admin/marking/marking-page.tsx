import ArrowBack from '@mui/icons-material/ArrowBack';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import { ApiError } from '../../../lib/api/client';
import { browserLocale } from '../../../lib/i18n/locale';
import type { Work, WorkSheet } from '../../../shared/api-types/work';
import { missingOf } from '../../../shared/list-query';
import { classPath, paths } from '../../../shared/paths';
import { formatShortDate } from '../../../shared/validation/short-date';
import { adminApi, queryKeys } from '../admin-api';
import { PageHeader } from '../page-header';
import { LeaveWarning } from './leave-warning';
import { MarkingStore, type MarkingSnapshot } from './marking-store';
import { MarkingSheet } from './marking-sheet';

const back = (
  <Link
    component={RouterLink}
    to={paths.assignments}
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
  >
    <ArrowBack fontSize="small" />
    All assignments
  </Link>
);

/** "4 of 6 handed in · 2 marked · 2 missing", from what the server holds. */
function counts(sheet: WorkSheet, snapshot: MarkingSnapshot | undefined) {
  const values = snapshot ? snapshot.rows.map((r) => r.saved) : sheet.work;
  const handedIn = values.filter((v) => v.handedIn !== 'no').length;
  const marked = values.filter((v) => v.score !== '' && v.score !== null).length;
  const missing = missingOf(
    { dueDate: sheet.assignment.dueDate, students: values.length, handedIn, marked },
    new Date(),
  );
  return `${handedIn} of ${values.length} handed in · ${marked} marked · ${missing} missing`;
}

function Header({ sheet, snapshot }: { sheet: WorkSheet; snapshot?: MarkingSnapshot }) {
  const { assignment: a } = sheet;
  const locale = browserLocale();
  return (
    <PageHeader title={a.title}>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={classPath(a.classId)}>
          {a.className}
        </Link>
        {` · Due ${formatShortDate(a.dueDate, locale)} · ${a.maxPoints} ${a.maxPoints === 1 ? 'point' : 'points'}`}
      </Typography>
      {sheet.work.length > 0 && (
        <Typography sx={{ mt: 0.5, fontWeight: 500 }}>{counts(sheet, snapshot)}</Typography>
      )}
    </PageHeader>
  );
}

/** The roster with its fields, once loaded: the store lives as long as the page. */
function Marking({ sheet }: { sheet: WorkSheet }) {
  const queryClient = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { id, maxPoints } = sheet.assignment;
  const [store] = useState(
    () =>
      new MarkingStore(sheet, {
        locale: browserLocale(),
        save: (studentId, values) => adminApi.saveWork(id, studentId, values),
        onSaved: (work: Work) => {
          // This sheet keeps the answer; the lists' and the dashboard's figures are refetched.
          queryClient.setQueryData<WorkSheet>(queryKeys.work(id), (old) =>
            old
              ? { ...old, work: old.work.map((w) => (w.studentId === work.studentId ? work : w)) }
              : old,
          );
          void queryClient.invalidateQueries({
            queryKey: queryKeys.data,
            predicate: (query) => query.queryKey[1] !== 'work',
          });
        },
      }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const unsaved = useCallback(() => store.unsaved(), [store]);
  return (
    <>
      <Header sheet={sheet} snapshot={snapshot} />
      <MarkingSheet
        snapshot={snapshot}
        store={store}
        maxPoints={maxPoints}
        phone={phone}
        label={`Marks for ${sheet.assignment.title}`}
      />
      <LeaveWarning unsaved={unsaved} />
    </>
  );
}

/** Skeleton of the header and a few rows while the sheet loads. */
function Loading() {
  return (
    <Box aria-busy="true">
      <Typography variant="h1" component="div">
        <Skeleton width="45%" />
      </Typography>
      <Typography sx={{ mt: 1 }}>
        <Skeleton width="35%" />
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 3 }}>
        <Skeleton width="40%" />
      </Typography>
      <Card sx={{ p: 2 }}>
        <Stack spacing={2}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      </Card>
    </Box>
  );
}

/**
 * `/admin/assignments/:id`: an assignment's marking. Each student of the class's roster, what
 * they handed in, their score and a comment, saved as the teacher goes (ADR 028).
 */
export function MarkingPage() {
  const { id = '' } = useParams();
  const sheet = useQuery({
    queryKey: queryKeys.work(id),
    queryFn: () => adminApi.work(id),
  });

  if (sheet.isError) {
    const missing = sheet.error instanceof ApiError && sheet.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <>
            <PageHeader title="Assignment not found" />
            <EmptyState
              icon={<SearchOff />}
              title="This assignment is not here"
              action={
                <Button variant="contained" component={RouterLink} to={paths.assignments}>
                  Go to your assignments
                </Button>
              }
            >
              It may have been deleted, or the link is wrong.
            </EmptyState>
          </>
        ) : (
          <>
            <PageHeader title="Marking" />
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void sheet.refetch()}>
                  Retry
                </Button>
              }
            >
              This assignment could not be loaded.
            </Alert>
          </>
        )}
      </>
    );
  }
  if (!sheet.data)
    return (
      <>
        {back}
        <Loading />
      </>
    );
  const { assignment, work } = sheet.data;
  return (
    <>
      {back}
      {work.length === 0 ? (
        <>
          <Header sheet={sheet.data} />
          <EmptyState
            icon={<GroupsOutlined />}
            title={`No students in ${assignment.className} yet`}
            action={
              <Button variant="contained" component={RouterLink} to={classPath(assignment.classId)}>
                Go to {assignment.className}
              </Button>
            }
          >
            Add the class’s students to its roster, then mark their work here.
          </EmptyState>
        </>
      ) : (
        <Marking key={assignment.id} sheet={sheet.data} />
      )}
    </>
  );
}
