import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Edit from '@mui/icons-material/Edit';
import GridOn from '@mui/icons-material/GridOnOutlined';
import Summarize from '@mui/icons-material/SummarizeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { browserLocale } from '../../../lib/i18n/locale';
import {
  ASSIGNMENT_STATUSES,
  type AssignmentStatus,
  type SchoolClass,
} from '../../../shared/api-types/classes';
import { subjectLabel } from '../../../shared/schemas/classes';
import { classReportPath, markbookPath, markingPath, paths } from '../../../shared/paths';
import { formatShortDate, todayIso } from '../../../shared/validation/short-date';
import { draftScope } from '../../../shared/resource/define';
import { assignmentResource } from '../../../shared/resources/assignments';
import { classResource } from '../../../shared/resources/classes';
import { resourceApi, resourceKeys } from '../entity/resource-api';
import { ListPage, type EmptyWords, type FilterSpecs } from '../entity/list-page';
import { AssignmentDialog } from '../assignments/assignment-dialog';
import { columns, facts } from '../assignments/assignment-columns';
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

/** The class's assignments: every one, soonest due first. */
const classFilters = (
  classId: string,
): FilterSpecs<{ status: AssignmentStatus; classId: string }> => ({
  status: { default: 'all', allowed: ASSIGNMENT_STATUSES },
  classId: { default: classId, allowed: [classId] },
});

/**
 * The class's assignments, each with its work so far, opening its marking: the assignments
 * list of this class, in the same pattern as the students beside it (search and New in one
 * row, the table, paging), without the class column.
 */
function ClassAssignments({ cls }: { cls: SchoolClass }) {
  const locale = browserLocale();
  const today = todayIso();
  const filters = useMemo(() => classFilters(cls.id), [cls.id]);
  return (
    <ListPage
      resource={assignmentResource}
      section="tab"
      filters={filters}
      columns={columns(locale, today, { withClass: false })}
      rowFacts={(a) => facts(a, locale, today, { withClass: false })}
      rowHref={(a) => markingPath(a.id)}
      empty={({ newButton }): EmptyWords => ({
        icon: <AssignmentOutlined />,
        title: `No assignments for ${cls.name} yet`,
        text: 'Set homework, projects and tests with a due date and the points they are worth.',
        action: newButton,
      })}
      dialog={({ filters: _filters, ...props }) => <AssignmentDialog {...props} classId={cls.id} />}
    />
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
  const tabsId = useId();
  // Each tab names its panel, and the one shown says which panel it controls.
  const tab = (value: View, label: string) => (
    <Tab
      value={value}
      label={label}
      id={`${tabsId}-${value}-tab`}
      aria-controls={value === view ? `${tabsId}-panel` : undefined}
    />
  );
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
        {tab('students', c ? `Students (${c.students})` : 'Students')}
        {tab('assignments', c ? `Assignments (${c.assignments})` : 'Assignments')}
        {tab('grading', 'Grading')}
      </Tabs>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${view}-tab`}>
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
      </div>
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
