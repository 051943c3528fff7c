import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import { ApiError } from '../../../lib/api/client';
import { browserLocale } from '../../../lib/i18n/locale';
import type { Work, WorkSheet } from '../../../shared/api-types/work';
import { classPath, paths } from '../../../shared/paths';
import { adminApi, queryKeys } from '../admin-api';
import { PageHeader } from '../page-header';
import { LeaveWarning } from './leave-warning';
import { back, Header, Loading } from './marking-header';
import { MarkingStore } from './marking-store';
import { MarkingSheet } from './marking-sheet';

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
