import Add from '@mui/icons-material/Add';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { DataList } from '../../../components/data/data-list';
import { EmptyState } from '../../../components/data/empty-state';
import { RowActions } from '../../../components/data/row-actions';
import { browserLocale } from '../../../lib/i18n/locale';
import { CLASS_SORTS, PAGE_SIZES, type SchoolClass } from '../../../shared/api-types/classes';
import { adminApi, queryKeys } from '../admin-api';
import { PageHeader } from '../page-header';
import { useDeleteWithUndo } from '../use-delete-with-undo';
import { useListParams } from '../use-list-params';
import { useDraftDialog } from '../use-draft-dialog';
import { columns, facts } from './class-columns';
import { CLASS_DRAFT, ClassDialog } from './class-dialog';

const LOAD_ERROR = 'Your classes could not be loaded.';

/** `/admin/classes`: the teacher's classes, sorted and paged on the server. */
export function ClassesPage() {
  const { list, setPage, setPageSize, setSort } = useListParams({
    sort: 'name',
    order: 'asc',
    sorts: CLASS_SORTS,
  });
  const classes = useQuery({
    queryKey: queryKeys.classes(list),
    queryFn: () => adminApi.classes(list),
    placeholderData: keepPreviousData,
  });
  // `null`: the dialog is closed; no `editing`: a new class. `?new=1` (the dashboard's first
  // step for a new teacher) opens it at once.
  const [params, setParams] = useSearchParams();
  const {
    owner,
    dialog,
    open: openDialog,
    close,
  } = useDraftDialog<SchoolClass>(CLASS_DRAFT, params.get('new') === '1');
  const closeDialog = () => {
    close();
    if (params.has('new')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('new');
          return next;
        },
        { replace: true },
      );
    }
  };
  const deletion = useDeleteWithUndo<SchoolClass>({
    remove: (c) => adminApi.deleteClass(c.id),
    restore: (c) => adminApi.restoreClass(c.id),
    name: (c) => c.name,
  });
  const newClass = (
    <Button variant="contained" startIcon={<Add />} onClick={() => openDialog()}>
      New class
    </Button>
  );
  const data = classes.data;
  const locale = browserLocale();
  // One "New class" at a time: the empty state offers its own.
  const empty = data?.total === 0 && data.page === 1;

  return (
    <>
      <PageHeader title="Classes" action={empty ? undefined : newClass} />
      <DataList
        label="Classes"
        columns={columns(locale)}
        rows={data?.items}
        busy={classes.isPlaceholderData}
        rowKey={(c) => c.id}
        rowTitle={(c) => c.name}
        rowFacts={(c) => facts(c, locale)}
        actions={(c, layout) => (
          <RowActions
            name={c.name}
            menu={layout === 'card'}
            onEdit={() => openDialog(c)}
            onDelete={() => deletion.ask(c)}
          />
        )}
        {...list}
        total={data?.total ?? 0}
        pageSizes={PAGE_SIZES}
        onSort={setSort}
        onPage={setPage}
        onPageSize={setPageSize}
        error={
          classes.isError && !data
            ? { message: LOAD_ERROR, onRetry: () => void classes.refetch() }
            : undefined
        }
        empty={
          data && data.page > 1 ? (
            <EmptyState
              title="Nothing on this page"
              action={<Button onClick={() => setPage(1)}>Go to the first page</Button>}
            />
          ) : (
            <EmptyState icon={<SchoolOutlined />} title="No classes yet" action={newClass}>
              Add the classes you teach, with their term dates, to start setting assignments.
            </EmptyState>
          )
        }
      />
      {dialog && (
        <ClassDialog
          editing={dialog.editing}
          restored={dialog.restored}
          owner={owner}
          onClose={closeDialog}
        />
      )}
      <ConfirmDialog
        open={deletion.pending !== undefined}
        title={`Delete ${deletion.pending?.name ?? 'class'}?`}
        confirmLabel="Delete"
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        {deletion.pending?.assignments
          ? `Its ${deletion.pending.assignments} assignment${deletion.pending.assignments === 1 ? '' : 's'} go${deletion.pending.assignments === 1 ? 'es' : ''} with it. You can undo this right after.`
          : 'You can undo this right after.'}
      </ConfirmDialog>
    </>
  );
}
