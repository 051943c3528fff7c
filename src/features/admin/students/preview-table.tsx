import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/**
 * An import's preview, as both importers (the roster's and the marks') show it: every row of
 * the file by its line, what it holds in `columns`, and its problems. It scrolls by itself, and
 * is focusable so that a keyboard can scroll it too.
 */
export function PreviewTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Rows to import"
      sx={{ mt: 2, maxHeight: 320 }}
    >
      <Table size="small" stickyHeader aria-label="Preview">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <TableCell>Problems</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * One row of the file: its line (the column names are line 1), its cells, and its problems,
 * one per line in the error colour, or else `otherwise` ("Ready", or why it is skipped).
 */
export function PreviewRow({
  index,
  problems,
  otherwise,
  dimmed = false,
  children,
}: {
  index: number;
  problems: [key: string, text: ReactNode][] | undefined;
  otherwise: string;
  /** Left out of the import: its cells greyed. */
  dimmed?: boolean;
  children: ReactNode;
}) {
  return (
    <TableRow sx={dimmed ? { '& td': { color: 'text.secondary' } } : {}}>
      <TableCell>{index + 2}</TableCell>
      {children}
      <TableCell sx={{ color: problems ? 'error.main' : 'text.secondary' }}>
        {problems ? problems.map(([key, text]) => <Box key={key}>{text}</Box>) : otherwise}
      </TableCell>
    </TableRow>
  );
}
