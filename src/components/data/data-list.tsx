import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { SortControl } from './sort-control';

export interface Column<T> {
  key: string;
  label: string;
  /** The server's sort key for this column; absent when it cannot be sorted by. */
  sortKey?: string;
  align?: 'left' | 'right';
  /** Only in wide tables (1200 px and up); always on the phone cards. */
  wide?: boolean;
  render: (row: T) => ReactNode;
}

const wideOnly = { display: { xs: 'none', lg: 'table-cell' } } as const;

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
  /** Buttons for one row (edit, delete). */
  actions?: (row: T) => ReactNode;
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

const SKELETON_ROWS = 3;

/**
 * A server-paginated, server-sorted list: a table with sortable headers on wide screens, a
 * stack of cards with a sort control on phones. Loading shows skeleton rows, a failure an
 * error with Retry, and no rows the `empty` content.
 */
export function DataList<T>(props: DataListProps<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { error, rows, empty, total } = props;

  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={error.onRetry}>
            Retry
          </Button>
        }
      >
        {error.message}
      </Alert>
    );
  }
  if (rows !== undefined && total === 0) return <>{empty}</>;

  // Nothing to page through until the first rows arrive ("0–0 of 0" would be wrong).
  const pagination = rows !== undefined && (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, props.page - 1)}
      rowsPerPage={props.pageSize}
      rowsPerPageOptions={[...props.pageSizes]}
      onPageChange={(_, page) => props.onPage(page + 1)}
      onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
      labelRowsPerPage={phone ? 'Per page:' : 'Rows per page:'}
      sx={{ '& .MuiTablePagination-toolbar': { px: phone ? 0 : 2, flexWrap: 'wrap' } }}
    />
  );

  return phone ? (
    <CardList {...props} pagination={pagination} />
  ) : (
    <DataTable {...props} pagination={pagination} />
  );
}

function DataTable<T>({
  label,
  columns,
  rows,
  busy,
  rowKey,
  actions,
  sort,
  order,
  onSort,
  pagination,
}: DataListProps<T> & { pagination: ReactNode }) {
  return (
    <Card>
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={rows === undefined || busy === true}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={column.sortKey === sort ? order : false}
                  sx={column.wide ? wideOnly : undefined}
                >
                  {column.sortKey ? (
                    <TableSortLabel
                      active={column.sortKey === sort}
                      direction={column.sortKey === sort ? order : 'asc'}
                      onClick={() =>
                        onSort(
                          column.sortKey!,
                          column.sortKey === sort && order === 'asc' ? 'desc' : 'asc',
                        )
                      }
                    >
                      {column.label}
                      {column.sortKey === sort && (
                        <Box component="span" sx={visuallyHidden}>
                          {order === 'desc' ? 'sorted descending' : 'sorted ascending'}
                        </Box>
                      )}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows === undefined
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <TableRow key={i}>
                    {columns.map((column) => (
                      <TableCell key={column.key} sx={column.wide ? wideOnly : undefined}>
                        <Skeleton />
                      </TableCell>
                    ))}
                    {actions && <TableCell />}
                  </TableRow>
                ))
              : rows.map((row) => (
                  <TableRow key={rowKey(row)} hover>
                    {columns.map((column) => (
                      <TableCell
                        key={column.key}
                        align={column.align}
                        sx={column.wide ? wideOnly : undefined}
                      >
                        {column.render(row)}
                      </TableCell>
                    ))}
                    {actions && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                        {actions(row)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Card>
  );
}

function CardList<T>({
  label,
  columns,
  rows,
  busy,
  rowKey,
  rowTitle,
  actions,
  sort,
  order,
  onSort,
  pagination,
}: DataListProps<T> & { pagination: ReactNode }) {
  return (
    <Box>
      <SortControl
        options={columns.flatMap((c) => (c.sortKey ? [{ value: c.sortKey, label: c.label }] : []))}
        sort={sort}
        order={order}
        onSort={onSort}
      />
      <Box
        component="ul"
        aria-label={label}
        aria-busy={rows === undefined || busy === true}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {rows === undefined
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Card component="li" key={i}>
                <CardContent>
                  <Skeleton width="60%" />
                  <Skeleton />
                  <Skeleton />
                </CardContent>
              </Card>
            ))
          : rows.map((row) => (
              <Card component="li" key={rowKey(row)}>
                <CardContent sx={{ pb: 1 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
                    {rowTitle(row)}
                  </Typography>
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'auto 1fr',
                      columnGap: 2,
                      rowGap: 0.5,
                      m: 0,
                      mt: 1,
                      '& dt': { color: 'text.secondary' },
                      '& dd': { m: 0 },
                    }}
                  >
                    {columns.slice(1).map((column) => (
                      <Box key={column.key} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2">
                          {column.label}
                        </Typography>
                        <Typography component="dd" variant="body2">
                          {column.render(row)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  {actions && (
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
                      {actions(row)}
                    </Box>
                  )}
                </CardContent>
              </Card>
            ))}
      </Box>
      {pagination}
    </Box>
  );
}
