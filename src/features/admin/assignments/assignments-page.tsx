import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import {
  ASSIGNMENT_SORTS,
  ASSIGNMENT_STATUSES,
  type Assignment,
  type AssignmentStatus,
} from '../../../shared/api-types/classes';
import { browserLocale } from '../../../lib/i18n/locale';
import { todayIso } from '../../../shared/validation/short-date';
import { adminApi, queryKeys } from '../admin-api';
import { ListPage, type EntityList } from '../entity/list-page';
import { columns, facts } from './assignment-columns';
import { ASSIGNMENT_DRAFT, AssignmentDialog } from './assignment-dialog';
import { markingPath, paths } from '../../../shared/paths';

const STATUS_LABELS: Record<AssignmentStatus, string> = {
  attention: 'Needs attention',
  to_mark: 'To mark',
  missing: 'Missing',
  week: 'Next 7 days',
  upcoming: 'Upcoming',
  all: 'All',
  overdue: 'Past due',
};
/** The statuses offered; "past due" only when a link asks for it. */
const OFFERED: AssignmentStatus[] = ['attention', 'to_mark', 'missing', 'week', 'upcoming', 'all'];
const offered = (current: AssignmentStatus) =>
  OFFERED.includes(current) ? OFFERED : [...OFFERED, current];

const assignmentList: EntityList<
  Assignment,
  (typeof ASSIGNMENT_SORTS)[number],
  { status: AssignmentStatus; classId: string }
> = {
  title: 'Assignments',
  noun: 'assignment',
  searchHint: 'Title or class',
  newLabel: 'New assignment',
  draft: ASSIGNMENT_DRAFT,
  sort: 'dueDate',
  order: 'asc',
  sorts: ASSIGNMENT_SORTS,
  // What needs the teacher's attention first, not every piece of work ever set.
  filters: {
    status: { default: 'attention', allowed: ASSIGNMENT_STATUSES },
    classId: { default: '' },
  },
  query: (params) => ({
    queryKey: queryKeys.assignments(params),
    queryFn: () => adminApi.assignments(params),
  }),
  loadError: 'Your assignments could not be loaded.',
  rowKey: (a) => a.id,
  rowName: (a) => a.title,
  rowHref: (a) => markingPath(a.id),
  remove: (a) => adminApi.deleteAssignment(a.id),
  restore: (a) => adminApi.restoreAssignment(a.id),
};

/** `/admin/assignments`: filtered by class and status, sorted and paged on the server. */
export function AssignmentsPage() {
  const classes = useQuery({ queryKey: queryKeys.allClasses, queryFn: adminApi.allClasses });
  const classFilterId = useId();
  const statusFilterId = useId();
  const noClasses = classes.data?.length === 0;
  const hasAssignments = (classes.data ?? []).some((c) => c.assignments > 0);
  const locale = browserLocale();
  const today = todayIso();

  return (
    <ListPage
      entity={assignmentList}
      columns={columns(locale, today)}
      rowFacts={(a) => facts(a, locale, today)}
      newDisabled={noClasses}
      header={({ filters, setFilter }) => (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
          <FormControl size="small" sx={{ minWidth: 200 }}>
            <InputLabel htmlFor={classFilterId} variant="outlined" shrink>
              Class
            </InputLabel>
            <NativeSelect
              id={classFilterId}
              value={filters.classId}
              onChange={(event) => setFilter('classId', event.target.value)}
              input={<OutlinedInput label="Class" notched />}
            >
              <option value="">All classes</option>
              {(classes.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          {/* Six statuses: buttons from 600 px, a select on phones (the buttons would run off). */}
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Status"
            value={filters.status}
            onChange={(_, value: AssignmentStatus | null) => value && setFilter('status', value)}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {offered(filters.status).map((status) => (
              <ToggleButton key={status} value={status}>
                {STATUS_LABELS[status]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControl
            size="small"
            sx={{ minWidth: 200, display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <InputLabel htmlFor={statusFilterId} variant="outlined" shrink>
              Show
            </InputLabel>
            <NativeSelect
              id={statusFilterId}
              value={filters.status}
              onChange={(event) => setFilter('status', event.target.value)}
              input={<OutlinedInput label="Show" notched />}
            >
              {offered(filters.status).map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        </Box>
      )}
      empty={({ filtered, filters, newButton }) =>
        noClasses ? (
          <EmptyState
            icon={<AssignmentOutlined />}
            title="Add a class first"
            action={
              <Button variant="contained" component={RouterLink} to={paths.classes}>
                Go to classes
              </Button>
            }
          >
            Assignments belong to a class. Create your classes, then set their work here.
          </EmptyState>
        ) : !filtered && filters.status === 'attention' && hasAssignments ? (
          <EmptyState
            icon={<TaskAltOutlined />}
            title="Nothing needs your attention"
            action={
              <Button component={RouterLink} to={`${paths.assignments}?status=all`}>
                Show all assignments
              </Button>
            }
          >
            All work handed in is marked, nothing is missing and nothing is due this week.
          </EmptyState>
        ) : filtered ? (
          <EmptyState
            title="No assignments match"
            action={
              <Button component={RouterLink} to={`${paths.assignments}?status=all`}>
                Show all assignments
              </Button>
            }
          >
            Try another class or status.
          </EmptyState>
        ) : (
          <EmptyState icon={<AssignmentOutlined />} title="No assignments yet" action={newButton}>
            Set homework, projects and tests with a due date and the points they are worth.
          </EmptyState>
        )
      }
      dialog={({ filters, ...props }) => <AssignmentDialog {...props} classId={filters.classId} />}
    />
  );
}
