import type { ReactNode } from 'react';

// What the list, its table (wide screens) and its cards (phones) share.

export interface Column<T> {
  key: string;
  label: string;
  /** The server's sort key for this column; absent when it cannot be sorted by. */
  sortKey?: string;
  align?: 'left' | 'right';
  /**
   * The column's width in px, sized to its header and its usual content. The one column without
   * a width (the name) takes the rest of the table.
   */
  width?: number;
  /** Lets a fixed-width column's text wrap (names people typed); others stay on one line. */
  wrap?: boolean;
  /** Only in wide tables (1200 px and up). */
  wide?: boolean;
  render: (row: T) => ReactNode;
}

/** Where a row's actions are drawn: a table cell, or the corner of a compact phone card. */
export type RowLayout = 'table' | 'card';

export interface DataListProps<T> {
  /** Names the table (desktop) or the list of cards (phone) for screen readers. */
  label: string;
  columns: Column<T>[];
  /** `undefined` while the first page loads. */
  rows: T[] | undefined;
  /** Another page or order is on its way (the rows shown are the previous ones). */
  busy?: boolean;
  rowKey: (row: T) => string;
  /** The card's heading on phones (the table shows it as the first column). */
  rowTitle: (row: T) => ReactNode;
  /**
   * The phone card's one or two lines under the heading, each a few short facts shown joined
   * by " · " ("Mathematics · Grade 9"). Without it, one line of "Label value" facts.
   */
  rowFacts?: (row: T) => ReactNode[][];
  /** Buttons for one row (edit, delete); on phone cards, a compact menu. */
  actions?: (row: T, layout: RowLayout) => ReactNode;
  sort: string;
  order: 'asc' | 'desc';
  onSort: (sort: string, order: 'asc' | 'desc') => void;
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** A load failed: the message and a retry. */
  error?: { message: string; onRetry: () => void } | undefined;
  /** Shown instead of the list when there are no rows. */
  empty: ReactNode;
}

/** Placeholder rows while the first page loads, in the table and the cards alike. */
export const SKELETON_ROWS = 3;
