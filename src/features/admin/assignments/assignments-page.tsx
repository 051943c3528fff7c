import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from '../../../shared/api-types/classes';
import { browserLocale } from '../../../lib/i18n/locale';
import { todayIso } from '../../../shared/validation/short-date';
import { adminApi, queryKeys } from '../admin-api';
import { ListPage, type EmptyWords, type FilterSpecs } from '../entity/list-page';
import { columns, facts } from './assignment-columns';
import { AssignmentDialog } from './assignment-dialog';
import { markingPath, paths } from '../../../shared/paths';
import { assignmentResource } from '../../../shared/resources/assignments';

const STATUS_LABELS: Record<AssignmentStatus, string> = {
  attention: 'Needs attention',
  to_mark: 'To mark',
  missing: 'Missing',
  week: 'Next 7 days',
  upcoming: 'Upcoming',
  all: 'All',
  overdue: 'Past due',
};
/** The statuses offered; "past due" only when a link asks for it, as a filter chip. */
const OFFERED: AssignmentStatus[] = ['attention', 'to_mark', 'missing', 'week', 'upcoming', 'all'];

/** What needs the teacher's attention first, not every piece of work ever set. */
const FILTERS: FilterSpecs<{ status: AssignmentStatus; classId: string }> = {
  status: { default: 'attention', allowed: ASSIGNMENT_STATUSES },
  classId: { default: '' },
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
  const showAll = (
    <Button component={RouterLink} to={`${paths.assignments}?status=all`}>
      Show all assignments
    </Button>
  );

  return (
    <ListPage
      resource={assignmentResource}
      filters={FILTERS}
      columns={columns(locale, today)}
      rowFacts={(a) => facts(a, locale, today)}
      rowHref={(a) => markingPath(a.id)}
      newDisabled={noClasses}
      filterBar={({ filters, setFilter }) => {
        // "Past due" is not one of the segments (a link asks for it): a filter chip beside them,
        // removed back to all assignments; no segment is selected meanwhile.
        const pastDue = filters.status === 'overdue';
        return (
          <>
            <FormControl size="small" sx={{ width: { xs: '100%', sm: 180 } }}>
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
            {/* Six statuses: segments where the row has room for them beside the search and the
                class (from 1200 px), a select below that, so the toolbar stays one row (at
                1024 px: 320 + 180 + 180 px and the gaps in the 736 px beside the navigation). */}
            <ToggleButtonGroup
              size="small"
              exclusive
              aria-label="Show"
              value={pastDue ? null : filters.status}
              onChange={(_, value: AssignmentStatus | null) => value && setFilter('status', value)}
              sx={{ display: { xs: 'none', lg: 'inline-flex' } }}
            >
              {OFFERED.map((status) => (
                <ToggleButton key={status} value={status}>
                  {STATUS_LABELS[status]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <FormControl
              size="small"
              sx={{ width: { xs: '100%', sm: 180 }, display: { xs: 'inline-flex', lg: 'none' } }}
            >
              <InputLabel htmlFor={statusFilterId} variant="outlined" shrink>
                Show
              </InputLabel>
              <NativeSelect
                id={statusFilterId}
                value={pastDue ? 'all' : filters.status}
                onChange={(event) => setFilter('status', event.target.value)}
                input={<OutlinedInput label="Show" notched />}
              >
                {OFFERED.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            {pastDue && (
              <Chip
                label={STATUS_LABELS.overdue}
                aria-label={`${STATUS_LABELS.overdue}: remove this filter`}
                color="primary"
                variant="outlined"
                onClick={() => setFilter('status', 'all')}
                onDelete={() => setFilter('status', 'all')}
              />
            )}
          </>
        );
      }}
      empty={({ filtered, filters, newButton }): EmptyWords =>
        noClasses
          ? {
              icon: <AssignmentOutlined />,
              title: 'Add a class first',
              text: 'Assignments belong to a class. Create your classes, then set their work here.',
              action: (
                <Button variant="contained" component={RouterLink} to={paths.classes}>
                  Go to classes
                </Button>
              ),
            }
          : !filtered && filters.status === 'attention' && hasAssignments
            ? {
                icon: <TaskAltOutlined />,
                title: 'Nothing needs your attention',
                text: 'All work handed in is marked, nothing is missing and nothing is due this week.',
                action: showAll,
              }
            : filtered
              ? {
                  title: 'No assignments match',
                  text: 'Try another class or status.',
                  action: showAll,
                }
              : {
                  icon: <AssignmentOutlined />,
                  title: 'No assignments yet',
                  text: 'Set homework, projects and tests with a due date and the points they are worth.',
                  action: newButton,
                }
      }
      dialog={({ filters, ...props }) => <AssignmentDialog {...props} classId={filters.classId} />}
    />
  );
}
