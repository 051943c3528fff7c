import Add from '@mui/icons-material/Add';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { DataList } from '../../../components/data/data-list';
import { EmptyState } from '../../../components/data/empty-state';
import { RowActions } from '../../../components/data/row-actions';
import {
  ASSIGNMENT_SORTS,
  ASSIGNMENT_STATUSES,
  PAGE_SIZES,
  type Assignment,
  type AssignmentStatus,
} from '../../../shared/api-types/classes';
import { browserLocale } from '../../../lib/i18n/locale';
import { todayIso } from '../../../shared/validation/short-date';
import { adminApi, queryKeys } from '../admin-api';
import { PageHeader } from '../page-header';
import { useDeleteWithUndo } from '../use-delete-with-undo';
import { useListParams } from '../use-list-params';
import { useDraftDialog } from '../use-draft-dialog';
import { columns, facts } from './assignment-columns';
import { ASSIGNMENT_DRAFT, AssignmentDialog } from './assignment-dialog';
import { paths } from '../../../shared/paths';

const STATUS_LABELS: Record<AssignmentStatus, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  week: 'Next 7 days',
  overdue: 'Overdue',
};

/** `/admin/assignments`: filtered by class and status, sorted and paged on the server. */
export function AssignmentsPage() {
  const { list, filters, setPage, setPageSize, setSort, setFilter } = useListParams<
    (typeof ASSIGNMENT_SORTS)[number],
    { status: AssignmentStatus; classId: string }
  >({
    sort: 'dueDate',
    order: 'asc',
    sorts: ASSIGNMENT_SORTS,
    filters: { status: { default: 'all', allowed: ASSIGNMENT_STATUSES }, classId: { default: '' } },
  });
  const params = { ...list, ...filters };
  const assignments = useQuery({
    queryKey: queryKeys.assignments(params),
    queryFn: () => adminApi.assignments(params),
    placeholderData: keepPreviousData,
  });
  const classes = useQuery({ queryKey: queryKeys.allClasses, queryFn: adminApi.allClasses });
  const { owner, dialog, open: openDialog, close } = useDraftDialog<Assignment>(ASSIGNMENT_DRAFT);
  const deletion = useDeleteWithUndo<Assignment>({
    remove: (a) => adminApi.deleteAssignment(a.id),
    restore: (a) => adminApi.restoreAssignment(a.id),
    name: (a) => a.title,
  });
  const classFilterId = useId();
  const data = assignments.data;
  const noClasses = classes.data?.length === 0;
  const filtered = filters.status !== 'all' || filters.classId !== '';
  const locale = browserLocale();
  const today = todayIso();
  // One call to action at a time: with nothing to list (and no filter to blame), the empty
  // state offers the next step itself ("New assignment", or "Go to classes" first).
  const empty = data?.total === 0 && data.page === 1 && !filtered;

  const newAssignment = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => openDialog()}
      disabled={noClasses}
    >
      New assignment
    </Button>
  );

  return (
    <>
      <PageHeader title="Assignments" action={empty ? undefined : newAssignment}>
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
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Status"
            value={filters.status}
            onChange={(_, value: AssignmentStatus | null) => value && setFilter('status', value)}
          >
            {ASSIGNMENT_STATUSES.map((status) => (
              <ToggleButton key={status} value={status}>
                {STATUS_LABELS[status]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </PageHeader>
      <DataList
        label="Assignments"
        columns={columns(locale, today)}
        rows={data?.items}
        busy={assignments.isPlaceholderData}
        rowKey={(a) => a.id}
        rowTitle={(a) => a.title}
        rowFacts={(a) => facts(a, locale, today)}
        actions={(a, layout) => (
          <RowActions
            name={a.title}
            menu={layout === 'card'}
            onEdit={() => openDialog(a)}
            onDelete={() => deletion.ask(a)}
          />
        )}
        {...list}
        total={data?.total ?? 0}
        pageSizes={PAGE_SIZES}
        onSort={setSort}
        onPage={setPage}
        onPageSize={setPageSize}
        error={
          assignments.isError && !data
            ? {
                message: 'Your assignments could not be loaded.',
                onRetry: () => void assignments.refetch(),
              }
            : undefined
        }
        empty={
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
          ) : filtered ? (
            <EmptyState
              title="No assignments match"
              action={
                <Button component={RouterLink} to={paths.assignments}>
                  Show all assignments
                </Button>
              }
            >
              Try another class or status.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<AssignmentOutlined />}
              title="No assignments yet"
              action={newAssignment}
            >
              Set homework, projects and tests with a due date and the points they are worth.
            </EmptyState>
          )
        }
      />
      {dialog && (
        <AssignmentDialog
          editing={dialog.editing}
          classId={filters.classId}
          restored={dialog.restored}
          owner={owner}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={deletion.pending !== undefined}
        title={`Delete ${deletion.pending?.title ?? 'assignment'}?`}
        confirmLabel="Delete"
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        You can undo this right after.
      </ConfirmDialog>
    </>
  );
}
