import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CardList } from './data-cards';
import type { DataListProps } from './data-list-types';
import { DataTable } from './data-table';

export type { Column, DataListProps, RowLayout } from './data-list-types';

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
