import Edit from '@mui/icons-material/Edit';
import GridOn from '@mui/icons-material/GridOnOutlined';
import Summarize from '@mui/icons-material/SummarizeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import { browserLocale } from '../../../lib/i18n/locale';
import type { SchoolClass } from '../../../shared/api-types/classes';
import { subjectLabel } from '../../../shared/schemas/classes';
import { classReportPath, markbookPath, markingPath, paths } from '../../../shared/paths';
import { formatShortDate } from '../../../shared/validation/short-date';
import { draftScope } from '../../../shared/resource/define';
import { assignmentResource } from '../../../shared/resources/assignments';
import { classResource } from '../../../shared/resources/classes';
import { resourceApi, resourceKeys } from '../entity/resource-api';
import { BackToList, RecordUnavailable, type RecordList } from '../entity/record-page';
import { PageHeader } from '../page-header';
import { Roster } from '../students/roster';
import { GradingCategories } from '../categories/categories';
import { GradingPeriods } from '../periods/periods';
import { ClassDialog } from './class-dialog';

/** The page's two tabs, the second kept in the URL (`?view=assignments`). */
const VIEWS = ['students', 'assignments', 'grading'] as const;
type View = (typeof VIEWS)[number];

const CLASSES: RecordList = { path: paths.classes, plural: 'classes', noun: 'class' };

/** The class's assignments, each with its work so far, opening its marking. */
function ClassAssignments({ cls }: { cls: SchoolClass }) {
  const locale = browserLocale();
  const params = {
    page: 1,
    pageSize: 50,
    sort: 'dueDate',
    order: 'asc',
    status: 'all',
    classId: cls.id,
  } as const;
  const list = useQuery({
    queryKey: resourceKeys(assignmentResource).list(params),
    queryFn: () => resourceApi(assignmentResource).list(params),
  });
  if (list.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Retry
          </Button>
        }
      >
        The class’s assignments could not be loaded.
      </Alert>
    );
  if (!list.data) return <Skeleton height={120} />;
  if (list.data.items.length === 0)
    return (
      <EmptyState
        title={`No assignments for ${cls.name} yet`}
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={`${paths.assignments}?${new URLSearchParams({ classId: cls.id, status: 'all', new: '1' }).toString()}`}
          >
            New assignment
          </Button>
        }
      >
        Set homework, projects and tests for this class.
      </EmptyState>
    );
  return (
    <List aria-label={`Assignments of ${cls.name}`} disablePadding>
      {list.data.items.map((a) => {
        const toMark = a.handedIn - a.marked;
        return (
          <ListItem key={a.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 16rem' }}
              primary={
                <Link component={RouterLink} to={markingPath(a.id)}>
                  {a.title}
                </Link>
              }
              secondary={`Due ${formatShortDate(a.dueDate, locale)} · ${a.handedIn} of ${a.students} handed in · ${a.marked} marked`}
            />
            {toMark > 0 && <Chip size="small" color="info" label={`${toMark} to mark`} />}
            {a.missing > 0 && <Chip size="small" color="warning" label={`${a.missing} missing`} />}
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * `/admin/classes/:id`: a class, its roster with each student's progress (import and export
 * CSV), and its assignments with their work so far.
 */
export function ClassPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((v) => v === params.get('view')) ?? 'students';
  const [editing, setEditing] = useState(false);
  const locale = browserLocale();
  const cls = useQuery({
    queryKey: resourceKeys(classResource).one(id),
    queryFn: () => resourceApi(classResource).one(id),
  });

  if (cls.isError)
    return (
      <RecordUnavailable list={CLASSES} error={cls.error} onRetry={() => void cls.refetch()} />
    );
  const c = cls.data;
  return (
    <>
      <BackToList list={CLASSES} />
      {c ? (
        <PageHeader
          title={c.name}
          gutter={false}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<GridOn />}
                component={RouterLink}
                to={markbookPath(c.id)}
              >
                Markbook
              </Button>
              <Button
                variant="outlined"
                startIcon={<Summarize />}
                component={RouterLink}
                to={classReportPath(c.id)}
              >
                Class report
              </Button>
              <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
                Edit class
              </Button>
            </Box>
          }
        >
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {[
              subjectLabel(c.subject),
              `Grade ${c.grade}`,
              ...(c.room ? [`Room ${c.room}`] : []),
              `${formatShortDate(c.termStarts, locale)} – ${formatShortDate(c.termEnds, locale)}`,
            ].join(' · ')}
          </Typography>
        </PageHeader>
      ) : (
        <Box aria-busy>
          {/* Not a heading until there is a name: an empty h1 is a heading of nothing. */}
          <Typography variant="h1" component="div">
            <Skeleton width="40%" />
          </Typography>
          <Typography sx={{ mt: 1 }}>
            <Skeleton width="60%" />
          </Typography>
        </Box>
      )}
      <Tabs
        value={view}
        onChange={(_, next: View) =>
          setParams(next === 'students' ? {} : { view: next }, { replace: false })
        }
        aria-label="Class"
        sx={{ mt: 2, mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="students" label={c ? `Students (${c.students})` : 'Students'} />
        <Tab value="assignments" label={c ? `Assignments (${c.assignments})` : 'Assignments'} />
        <Tab value="grading" label="Grading" />
      </Tabs>
      {c && view === 'students' && <Roster cls={c} />}
      {c && view === 'assignments' && <ClassAssignments cls={c} />}
      {c && view === 'grading' && (
        <>
          <GradingCategories cls={c} />
          <Box sx={{ mt: 5 }}>
            <GradingPeriods cls={c} />
          </Box>
        </>
      )}
      {editing && c && (
        <ClassDialog
          editing={c}
          scope={draftScope(classResource)}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
