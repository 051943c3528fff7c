import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { DataList, type Column } from '../../../components/data/data-list';
import { RowActions } from '../../../components/data/row-actions';
import type { DraftValues } from '../../../lib/drafts/drafts';
import { PAGE_SIZES, type Page } from '../../../shared/api-types/classes';
import type { ListQuery } from '../../../shared/list-query';
import { PageHeader } from '../page-header';
import { useDeleteWithUndo } from '../use-delete-with-undo';
import { useDraftDialog } from '../use-draft-dialog';
import { useListParams } from '../use-list-params';

/** What a list page is about: one entity of the teacher's, its list and its delete. */
export interface EntityList<Row, Sort extends string, Filters extends Record<string, string>> {
  /** The page's heading and the list's accessible name ("Classes"). */
  title: string;
  /** One of them, in a sentence ("class"). */
  noun: string;
  /** The new-record button ("New class"). */
  newLabel: string;
  /** The drafts' scope of the entity's dialog (lib/drafts). */
  draft: string;
  /** The default order, the orders offered and the filters kept in the URL. */
  sort: Sort;
  order: 'asc' | 'desc';
  sorts: readonly Sort[];
  filters?: { [K in keyof Filters]: { default: Filters[K]; allowed?: readonly Filters[K][] } };
  /** The page of rows for the URL's paging, order and filters. */
  query: (params: ListQuery<Sort> & Filters) => {
    queryKey: QueryKey;
    queryFn: () => Promise<Page<Row>>;
  };
  loadError: string;
  rowKey: (row: Row) => string;
  /** The row's name: the card's heading, the row's buttons, the delete's question and toast. */
  rowName: (row: Row) => string;
  remove: (row: Row) => Promise<unknown>;
  restore: (row: Row) => Promise<unknown>;
  /** What the delete's confirmation says besides "Delete ‹name›?". */
  deleteWarning?: (row: Row) => string;
}

/** What a page's own parts (filters, empty states, dialog) get to work with. */
export interface ListContext<Filters> {
  filters: Filters;
  setFilter: (key: keyof Filters & string, value: string) => void;
  /** Any filter away from its default. */
  filtered: boolean;
  /** The page asked for is past the last one. */
  pastTheEnd: boolean;
  setPage: (page: number) => void;
  /** The page's new-record button (`null` where the empty state offers its own). */
  newButton: ReactNode;
}

export interface ListPageProps<Row, Sort extends string, Filters extends Record<string, string>> {
  entity: EntityList<Row, Sort, Filters>;
  columns: Column<Row>[];
  rowFacts?: (row: Row) => ReactNode[][];
  /** The new-record button is disabled (nothing to add to yet). */
  newDisabled?: boolean;
  /** Under the heading: the page's filters. */
  header?: (context: ListContext<Filters>) => ReactNode;
  /** No rows: what to say, and the way on. */
  empty: (context: ListContext<Filters>) => ReactNode;
  /** Show the empty state's own call to action instead of the header's (one at a time). */
  emptyOffersNew?: (context: ListContext<Filters>) => boolean;
  /** The entity's create/edit dialog, mounted while open. */
  dialog: (props: {
    editing?: Row | undefined;
    restored?: DraftValues | undefined;
    owner?: string | undefined;
    onClose: () => void;
    filters: Filters;
  }) => ReactNode;
}

/**
 * The list page every entity of the teacher's gets (the kit, ADR 025): paging, order and filters
 * in the URL, served by the server; loading, failed, empty and filled states; edit and delete
 * per row with Undo; the create/edit dialog, which `?new=1` opens (a link's way to "add one") and
 * which comes back with what was typed after signing in again.
 */
export function ListPage<Row, Sort extends string, Filters extends Record<string, string>>({
  entity,
  columns,
  rowFacts,
  newDisabled,
  header,
  empty,
  emptyOffersNew = ({ filtered }) => !filtered,
  dialog: renderDialog,
}: ListPageProps<Row, Sort, Filters>) {
  const { list, filters, setPage, setPageSize, setSort, setFilter } = useListParams<Sort, Filters>({
    sort: entity.sort,
    order: entity.order,
    sorts: entity.sorts,
    ...(entity.filters && { filters: entity.filters }),
  });
  const rows = useQuery({
    ...entity.query({ ...list, ...filters }),
    placeholderData: keepPreviousData,
  });
  const [params, setParams] = useSearchParams();
  const {
    owner,
    dialog,
    open: openDialog,
    close,
  } = useDraftDialog<Row>(entity.draft, params.get('new') === '1');
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
  const deletion = useDeleteWithUndo<Row>({
    remove: entity.remove,
    restore: entity.restore,
    name: entity.rowName,
  });
  const data = rows.data;
  const filtered = Object.entries(entity.filters ?? {}).some(
    ([key, spec]) => filters[key] !== (spec as { default: string }).default,
  );
  const newButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => openDialog()}
      disabled={newDisabled}
    >
      {entity.newLabel}
    </Button>
  );
  const context: ListContext<Filters> = {
    filters,
    setFilter,
    filtered,
    pastTheEnd: data !== undefined && data.page > 1,
    setPage,
    newButton,
  };
  // One call to action at a time: with nothing to list, the empty state offers the next step.
  const emptyHasNew = data?.total === 0 && data.page === 1 && emptyOffersNew(context);

  return (
    <>
      <PageHeader title={entity.title} action={emptyHasNew ? undefined : newButton}>
        {header?.(context)}
      </PageHeader>
      <DataList
        label={entity.title}
        columns={columns}
        rows={data?.items}
        busy={rows.isPlaceholderData}
        rowKey={entity.rowKey}
        rowTitle={entity.rowName}
        rowFacts={rowFacts}
        actions={(row, layout) => (
          <RowActions
            name={entity.rowName(row)}
            menu={layout === 'card'}
            onEdit={() => openDialog(row)}
            onDelete={() => deletion.ask(row)}
          />
        )}
        {...list}
        total={data?.total ?? 0}
        pageSizes={PAGE_SIZES}
        onSort={setSort}
        onPage={setPage}
        onPageSize={setPageSize}
        error={
          rows.isError && !data
            ? { message: entity.loadError, onRetry: () => void rows.refetch() }
            : undefined
        }
        empty={empty(context)}
      />
      {dialog &&
        renderDialog({
          editing: dialog.editing,
          restored: dialog.restored,
          owner,
          onClose: closeDialog,
          filters,
        })}
      <ConfirmDialog
        open={deletion.pending !== undefined}
        title={`Delete ${deletion.pending ? entity.rowName(deletion.pending) : entity.noun}?`}
        confirmLabel="Delete"
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        {deletion.pending && entity.deleteWarning
          ? entity.deleteWarning(deletion.pending)
          : 'You can undo this right after.'}
      </ConfirmDialog>
    </>
  );
}
