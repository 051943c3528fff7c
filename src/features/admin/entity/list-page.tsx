import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataList } from '../../../components/data/data-list';
import { RowActions } from '../../../components/data/row-actions';
import { PAGE_SIZES } from '../../../shared/api-types/classes';
import { draftScope } from '../../../shared/resource/define';
import { useListParams } from '../use-list-params';
import { useRowDelete } from './delete-question';
import { ListHeader } from './list-header';
import type { ListContext, ListPageProps } from './list-page-types';
import { ListEmpty, loadFailure } from './list-states';
import { resourceApi, resourceKeys } from './resource-api';
import { useListDialog } from './use-list-dialog';

export type { EmptyWords } from './list-states';
export type {
  FilterSpecs,
  ListContext,
  ListDialogProps,
  ListPageProps,
  ListResource,
} from './list-page-types';

/**
 * The list page every resource of the teacher's gets (the kit, ADR 025): its identity, calls,
 * query keys and draft scope from the resource; paging, order, filters and a search in the URL,
 * served by the server; the shared states (loading, empty, no match, past the last page, failed
 * and offline with Retry); edit and delete per row with Undo; the create/edit dialog, which
 * `?new=1` opens and which comes back with what was typed after signing in again. A page gives
 * its columns, its filters, its empty state's words and its dialog's fields.
 */
export function ListPage<
  Row extends { id: string },
  Sort extends string,
  Filters extends Record<string, string> = Record<never, string>,
>({
  resource,
  parentId,
  filters: filterSpecs,
  columns,
  rowFacts,
  rowHref,
  newDisabled,
  section = false,
  paramPrefix,
  actions,
  filterBar,
  header,
  empty,
  emptyOffersNew = ({ filtered }) => !filtered,
  dialog: renderDialog,
}: ListPageProps<Row, Sort, Filters>) {
  const { labels } = resource;
  const { list, filters, q, setPage, setPageSize, setSort, setFilter, setSearch } = useListParams<
    Sort,
    Filters
  >({
    sort: resource.sort,
    order: resource.order,
    sorts: resource.sorts,
    ...(resource.pageSize !== undefined && { pageSize: resource.pageSize }),
    ...(filterSpecs && { filters: filterSpecs }),
    ...(paramPrefix !== undefined && { prefix: paramPrefix }),
  });
  const params = { ...list, ...filters, q };
  const rows = useQuery({
    queryKey: resourceKeys(resource, parentId).list(params),
    queryFn: () => resourceApi(resource, parentId).list(params),
    placeholderData: keepPreviousData,
  });
  // The search the rows shown answer: while the next one loads, the previous rows (or the
  // previous "No … match") stay, marked busy, instead of a flash of nothing.
  const [shownQ, setShownQ] = useState(q);
  if (rows.isSuccess && !rows.isPlaceholderData && shownQ !== q) setShownQ(q);
  const searchInput = useRef<HTMLInputElement>(null);
  // One scope for the list and its dialog: where the dialog keeps a draft, the list looks.
  const scope = draftScope(resource, parentId);
  const {
    owner,
    dialog,
    open: openDialog,
    close: closeDialog,
  } = useListDialog<Row>(scope, paramPrefix);
  const deletion = useRowDelete(resource, parentId);
  const data = rows.data;
  const filtered = Object.entries(filterSpecs ?? {}).some(
    ([key, spec]) => filters[key] !== (spec as { default: string }).default,
  );
  const newButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => openDialog()}
      disabled={newDisabled}
    >
      {labels.newLabel}
    </Button>
  );
  const context: ListContext<Filters> = { filters, setFilter, filtered, newButton };
  // The page asked for is past the last one: nothing on it, whatever the total.
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.page > 1;
  const firstEmpty = data?.total === 0 && data.page === 1 && shownQ === '';
  // One call to action at a time: with nothing to list, the empty state offers the next step.
  const emptyHasNew = firstEmpty && emptyOffersNew(context);
  // No rows at all, with no search and no filter away from its default.
  const nothingYet = firstEmpty && q === '' && !filtered;

  return (
    <>
      <ListHeader
        title={labels.title}
        section={section}
        newButton={emptyHasNew ? null : newButton}
        actions={actions}
        search={{
          hidden: nothingYet,
          placeholder: labels.searchHint,
          value: q,
          onSearch: setSearch,
          busy: rows.isPlaceholderData && shownQ !== q,
          inputRef: searchInput,
        }}
        filters={filterBar?.(context)}
      >
        {header?.(context)}
      </ListHeader>
      <DataList
        label={labels.title}
        columns={columns}
        rows={data?.items}
        busy={rows.isPlaceholderData}
        rowKey={(row) => row.id}
        rowTitle={(row) =>
          rowHref ? (
            <Link component={RouterLink} to={rowHref(row)}>
              {labels.name(row)}
            </Link>
          ) : (
            labels.name(row)
          )
        }
        rowFacts={rowFacts}
        actions={(row, layout) => (
          <RowActions
            name={labels.name(row)}
            menu={layout === 'card'}
            onEdit={() => openDialog(row)}
            onDelete={() => deletion.ask(row)}
          />
        )}
        {...list}
        // Past the last page the list shows its empty state, not an empty table.
        total={pastTheEnd ? 0 : (data?.total ?? 0)}
        pageSizes={PAGE_SIZES}
        onSort={setSort}
        onPage={setPage}
        onPageSize={setPageSize}
        error={
          rows.isError && !data
            ? {
                message: loadFailure(rows.error, labels.loadError),
                onRetry: () => void rows.refetch(),
              }
            : undefined
        }
        empty={
          <ListEmpty
            pastTheEnd={pastTheEnd}
            onFirstPage={() => setPage(1)}
            search={shownQ}
            busy={rows.isPlaceholderData}
            plural={labels.title.toLowerCase()}
            onClearSearch={() => {
              setSearch('');
              searchInput.current?.focus();
            }}
            words={() => empty(context)}
          />
        }
      />
      {dialog &&
        renderDialog({
          editing: dialog.editing,
          restored: dialog.restored,
          owner,
          scope,
          parentId,
          onClose: closeDialog,
          filters,
        })}
      {deletion.question}
    </>
  );
}
