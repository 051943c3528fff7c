import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import { browserLocale } from '../../../lib/i18n/locale';
import type { Work, WorkSheet } from '../../../shared/api-types/work';
import { classPath, paths } from '../../../shared/paths';
import { adminApi, queryKeys } from '../admin-api';
import { BackToList, RecordUnavailable, type RecordList } from '../entity/record-page';
import { LeaveWarning } from './leave-warning';
import { Header, Loading } from './marking-header';
import { useOwner } from '../use-draft-dialog';
import { MarkDrafts } from './mark-drafts';
import { MarkingStore } from './marking-store';
import { MarkingSheet } from './marking-sheet';

const ASSIGNMENTS: RecordList = {
  path: paths.assignments,
  plural: 'assignments',
  noun: 'assignment',
};

/** The roster with its fields, once loaded: the store lives as long as the page. */
function Marking({ sheet }: { sheet: WorkSheet }) {
  const queryClient = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { id, maxPoints } = sheet.assignment;
  const owner = useOwner();
  const [drafts] = useState(() => new MarkDrafts(id));
  const [store] = useState(
    () =>
      new MarkingStore(sheet, {
        locale: browserLocale(),
        keep: (unsaved) => drafts.write(unsaved),
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
  // Once the teacher is known: marks typed before an ended session come back, not saved yet.
  useEffect(() => {
    if (owner !== undefined) store.restore(drafts.claim(owner));
  }, [owner, drafts, store]);
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

  if (sheet.isError)
    return (
      <RecordUnavailable
        list={ASSIGNMENTS}
        error={sheet.error}
        onRetry={() => void sheet.refetch()}
      />
    );
  if (!sheet.data)
    return (
      <>
        <BackToList list={ASSIGNMENTS} />
        <Loading />
      </>
    );
  const { assignment, work } = sheet.data;
  return (
    <>
      <BackToList list={ASSIGNMENTS} />
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
