import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusChip } from '../../../components/data/status-chip';
import { formatShortDate } from '../../../shared/validation/short-date';
import type { WorkRow } from './student-report';

/** A row's status as the one status chip draws it (src/components/data/status-chip.tsx). */
function WorkStatus({ row }: { row: WorkRow }) {
  return <StatusChip status={row.state} label={row.status} />;
}

export const scoreText = (row: WorkRow) => `${row.score ?? '—'} / ${row.assignment.maxPoints}`;

/** Every assignment of the period: a table on wider screens, a list on phones. */
export function StudentWork({
  rows,
  phone,
  locale,
}: {
  rows: WorkRow[];
  phone: boolean;
  locale: string;
}) {
  if (rows.length === 0)
    return <Typography color="text.secondary">No assignments in this period.</Typography>;
  const due = (row: WorkRow) => `Due ${formatShortDate(row.assignment.dueDate, locale)}`;
  if (phone)
    return (
      <List aria-label="Assignments" disablePadding>
        {rows.map((row) => (
          <ListItem
            key={row.assignment.id}
            divider
            disableGutters
            sx={{ display: 'block', py: 1.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {row.assignment.title}
              </Typography>
              <Typography sx={{ flexShrink: 0 }}>{scoreText(row)}</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <WorkStatus row={row} />
              <Typography variant="body2" color="text.secondary">
                {due(row)}
              </Typography>
            </Box>
            {row.comment && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {row.comment}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Assignments">
        <TableHead>
          <TableRow>
            <TableCell>Assignment</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell>Comment</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.assignment.id}>
              <TableCell component="th" scope="row">
                {row.assignment.title}
                <Typography variant="body2" color="text.secondary">
                  {due(row)}
                </Typography>
              </TableCell>
              <TableCell>
                <WorkStatus row={row} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {scoreText(row)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.comment || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
