import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { SKELETON_ROWS, type Column, type DataListProps } from './data-list-types';

/** Two icon buttons and the cell's padding. */
const ACTIONS_WIDTH = 100;

/** The flexible column never gets narrower than this: below it the table scrolls sideways. */
const FLEX_MIN_WIDTH = 128;

/** A cell's width and wrapping: the same in the header, the skeleton rows and the rows. */
function cellSx<T>({ wide, width, wrap }: Column<T>) {
  return {
    ...(wide && { display: { xs: 'none', lg: 'table-cell' } }),
    ...(width === undefined
      ? { overflowWrap: 'anywhere' }
      : {
          width,
          ...(!wrap && { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
        }),
  } as const;
}

/** The wide-screen list: a table with sortable headers. */
export function DataTable<T>({
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
  // A fixed layout: every column keeps its width whether the rows are loading, shown or
  // changing page, and the name (the one flexible column) gets the room that is left.
  const widths = (cs: Column<T>[]) => cs.reduce((sum, c) => sum + (c.width ?? FLEX_MIN_WIDTH), 0);
  const always = widths(columns.filter((c) => !c.wide)) + (actions ? ACTIONS_WIDTH : 0);
  const minWidth = { xs: always, lg: always + widths(columns.filter((c) => c.wide)) };
  return (
    <Card>
      {/* Counts as no width when the page is laid out, then fills the card: a table wider than
          the room scrolls inside the card instead of widening the page. */}
      <TableContainer sx={{ width: 0, minWidth: '100%' }}>
        <Table
          size="small"
          aria-label={label}
          aria-busy={rows === undefined || busy === true}
          sx={{
            tableLayout: 'fixed',
            minWidth,
            // 12 px between columns (16 at the card's edges): the widths below count on it.
            '& .MuiTableCell-root': { px: 1.5 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
            '& .MuiTableCell-root:last-of-type': { pr: 1 },
          }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={column.sortKey === sort ? order : false}
                  sx={cellSx(column)}
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
                <TableCell align="right" sx={{ width: ACTIONS_WIDTH }}>
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
                      <TableCell key={column.key} sx={cellSx(column)}>
                        <Skeleton />
                      </TableCell>
                    ))}
                    {/* As tall as a row's buttons: the table keeps its height when rows arrive. */}
                    {actions && (
                      <TableCell sx={{ py: 0 }}>
                        <Box sx={{ height: 40 }} />
                      </TableCell>
                    )}
                  </TableRow>
                ))
              : rows.map((row) => (
                  <TableRow key={rowKey(row)} hover>
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align} sx={cellSx(column)}>
                        {column.render(row)}
                      </TableCell>
                    ))}
                    {actions && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                        {actions(row, 'table')}
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
