import Add from '@mui/icons-material/Add';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { DataList, type Column } from '../../../components/data/data-list';
import { EmptyState } from '../../../components/data/empty-state';
import { RowActions } from '../../../components/data/row-actions';
import type { DraftValues } from '../../../lib/drafts/drafts';
import { PAGE_SIZES, type Page } from '../../../shared/api-types/classes';
import type { ListQuery } from '../../../shared/list-query';
import { PageHeader } from '../page-header';
import { useDeleteWithUndo } from '../use-delete-with-undo';
import { useDraftDialog } from '../use-draft-dialog';
import { useListParams } from '../use-list-params';
import { ListSearch } from './list-search';

/** What a list page is about: one entity of the teacher's, its list and its delete. */
export interface EntityList<Row, Sort extends string, Filters extends Record<string, string>> {
  /** The page's heading and the list's accessible name ("Classes"). */
  title: string;
  /** One of them, in a sentence ("class"). */
  noun: string;
  /** What the search looks in, the search field's placeholder ("Name or room"). */
  searchHint: string;
  /** The new-record button ("New class"). */
  newLabel: string;
  /** The drafts' scope of the entity's dialog (lib/drafts). */
  draft: string;
  /** The default order, the orders offered and the filters kept in the URL. */
  sort: Sort;
  order: 'asc' | 'desc';
  sorts: readonly Sort[];
  filters?: { [K in keyof Filters]: { default: Filters[K]; allowed?: readonly Filters[K][] } };
  /** The page of rows for the URL's paging, order, filters and search (`q`, '' for none). */
  query: (params: ListQuery<Sort> & Filters & { q: string }) => {
    queryKey: QueryKey;
    queryFn: () => Promise<Page<Row>>;
  };
  loadError: string;
  rowKey: (row: Row) => string;
  /** The row's name: the card's heading, the row's buttons, the delete's question and toast. */
  rowName: (row: Row) => string;
  /** The row's own page, when it has one: the phone card's heading links to it. */
  rowHref?: (row: Row) => string;
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
  /** A search in the URL (the page shows its own empty state for it). */
  searching: boolean;
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
  /** A section of a record's page (the class page's roster): an h2 heading, no document title. */
  section?: boolean;
  /** More buttons beside the new-record button (import, export). */
  actions?: ReactNode;
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
 * The list page every entity of the teacher's gets (the kit, ADR 025): paging, order, filters and
 * a search in the URL, served by the server; loading, failed, empty and filled states; edit and delete
 * per row with Undo; the create/edit dialog, which `?new=1` opens (a link's way to "add one") and
 * which comes back with what was typed after signing in again.
 */
export function ListPage<Row, Sort extends string, Filters extends Record<string, string>>({
  entity,
  columns,
  rowFacts,
  newDisabled,
  section = false,
  actions,
  header,
  empty,
  emptyOffersNew = ({ filtered }) => !filtered,
  dialog: renderDialog,
}: ListPageProps<Row, Sort, Filters>) {
  const { list, filters, q, setPage, setPageSize, setSort, setFilter, setSearch } = useListParams<
    Sort,
    Filters
  >({
    sort: entity.sort,
    order: entity.order,
    sorts: entity.sorts,
    ...(entity.filters && { filters: entity.filters }),
  });
  const rows = useQuery({
    ...entity.query({ ...list, ...filters, q }),
    placeholderData: keepPreviousData,
  });
  // The search the rows shown answer: while the next one loads, the previous rows (or the
  // previous "No … match") stay, marked busy, instead of a flash of nothing.
  const [shownQ, setShownQ] = useState(q);
  if (rows.isSuccess && !rows.isPlaceholderData && shownQ !== q) setShownQ(q);
  const searchInput = useRef<HTMLInputElement>(null);
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
  // The row the question is about, kept while the dialog closes (it would read "Delete
  // student?" for a moment otherwise).
  const [asked, setAsked] = useState<Row>();
  if (deletion.pending !== undefined && deletion.pending !== asked) setAsked(deletion.pending);
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
    searching: q !== '',
    pastTheEnd: data !== undefined && data.page > 1,
    setPage,
    newButton,
  };
  // One call to action at a time: with nothing to list, the empty state offers the next step.
  const emptyHasNew =
    data?.total === 0 && data.page === 1 && shownQ === '' && emptyOffersNew(context);
  // No rows at all, with no search and no filter away from its default.
  const nothingYet = data?.total === 0 && data.page === 1 && shownQ === '' && q === '' && !filtered;
  const noMatch = (
    <Box aria-busy={rows.isPlaceholderData}>
      <EmptyState
        icon={<SearchOff />}
        title={`No ${entity.title.toLowerCase()} match “${shownQ}”`}
        action={
          <Button
            onClick={() => {
              setSearch('');
              searchInput.current?.focus();
            }}
          >
            Clear search
          </Button>
        }
      >
        Check the spelling, or look for fewer words.
      </EmptyState>
    </Box>
  );

  return (
    <>
      <PageHeader
        title={entity.title}
        level={section ? 2 : 1}
        action={
          actions ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {emptyHasNew ? null : newButton}
              {actions}
            </Box>
          ) : emptyHasNew ? undefined : (
            newButton
          )
        }
      >
        {/* Nothing at all to look through (a new class's roster): no search to offer. */}
        <Box sx={{ mt: 2, display: nothingYet ? 'none' : undefined }}>
          <ListSearch
            label={`Search ${entity.title.toLowerCase()}`}
            placeholder={entity.searchHint}
            value={q}
            onSearch={setSearch}
            busy={rows.isPlaceholderData && shownQ !== q}
            inputRef={searchInput}
          />
        </Box>
        {header?.(context)}
      </PageHeader>
      <DataList
        label={entity.title}
        columns={columns}
        rows={data?.items}
        busy={rows.isPlaceholderData}
        rowKey={entity.rowKey}
        rowTitle={(row) =>
          entity.rowHref ? (
            <Link component={RouterLink} to={entity.rowHref(row)}>
              {entity.rowName(row)}
            </Link>
          ) : (
            entity.rowName(row)
          )
        }
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
        empty={shownQ !== '' && !context.pastTheEnd ? noMatch : empty(context)}
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
        title={`Delete ${asked ? entity.rowName(asked) : entity.noun}?`}
        confirmLabel="Delete"
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        {asked && entity.deleteWarning
          ? entity.deleteWarning(asked)
          : 'You can undo this right after.'}
      </ConfirmDialog>
    </>
  );
}
