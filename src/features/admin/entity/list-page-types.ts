import type { ReactNode } from 'react';
import type { Column } from '../../../components/data/data-list';
import type { DraftValues } from '../../../lib/drafts/drafts';
import type { ResourceLabels } from '../../../shared/resource/define';
import type { EmptyWords } from './list-states';
import type { Endpoint } from './resource-api';

/** What the list page needs of a resource (src/shared/resource/define.ts). */
export interface ListResource<Row, Sort extends string> extends Endpoint<Row, object> {
  sorts: readonly Sort[];
  sort: Sort;
  order: 'asc' | 'desc';
  pageSize?: number;
  draft: string;
  labels: Omit<ResourceLabels<Row>, 'created' | 'saved' | 'createLabel'>;
}

/** A list's filters kept in the URL, each with its default and the values it allows. */
export type FilterSpecs<Filters> = {
  [K in keyof Filters]: { default: Filters[K]; allowed?: readonly Filters[K][] };
};

/** What a page's own parts (filters, empty-state words) get to work with. */
export interface ListContext<Filters> {
  filters: Filters;
  setFilter: (key: keyof Filters & string, value: string) => void;
  /** Any filter away from its default. */
  filtered: boolean;
  /** The page's new-record button (`null` where the empty state offers its own). */
  newButton: ReactNode;
}

/** How the list page opens the resource's create/edit dialog (entity/use-save-dialog.ts). */
export interface ListDialogProps<Row, Filters> {
  editing?: Row | undefined;
  restored?: DraftValues | undefined;
  owner?: string | undefined;
  /** The drafts' scope, the one this page looks in after signing in again. */
  scope: string;
  parentId?: string | undefined;
  onClose: () => void;
  filters: Filters;
}

export interface ListPageProps<Row, Sort extends string, Filters extends Record<string, string>> {
  resource: ListResource<Row, Sort>;
  /** The record whose rows these are (a class's roster), for a resource with a parent. */
  parentId?: string;
  /** Filters kept in the URL besides paging, order and search, with their defaults. */
  filters?: FilterSpecs<Filters>;
  columns: Column<Row>[];
  rowFacts?: (row: Row) => ReactNode[][];
  /** The row's own page, when it has one: the phone card's heading links to it. */
  rowHref?: (row: Row) => string;
  /** The new-record button is disabled (nothing to add to yet). */
  newDisabled?: boolean;
  /**
   * A section of a record's page: an h2 heading, no document title (`true`: the class page's
   * categories and periods, two sections in one tab). `'tab'`: the whole of a tab's panel (the
   * class page's students and assignments): the tab names it, so the heading is for screen
   * readers only and the actions end the toolbar row.
   */
  section?: boolean | 'tab';
  /**
   * Before the names of its parameters in the URL, for a second list on one page (the class
   * page's grading periods under its categories: `period-q`, `period-sort`…).
   */
  paramPrefix?: string;
  /** More buttons beside the new-record button (import, export). */
  actions?: ReactNode;
  /**
   * The page's filters, in the search's row (one toolbar row: search · filters; the page's
   * actions stay beside its heading). They wrap under the search where the row is too narrow.
   */
  filterBar?: (context: ListContext<Filters>) => ReactNode;
  /** Under the toolbar: what the page says about the whole list (a full roster's reason). */
  header?: (context: ListContext<Filters>) => ReactNode;
  /** No rows, with no search: what to say, and the way on. */
  empty: (context: ListContext<Filters>) => EmptyWords;
  /** Show the empty state's own call to action instead of the header's (one at a time). */
  emptyOffersNew?: (context: ListContext<Filters>) => boolean;
  /** The resource's create/edit dialog, mounted while open. */
  dialog: (props: ListDialogProps<Row, Filters>) => ReactNode;
}
