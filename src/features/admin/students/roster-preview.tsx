import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  rosterFullMessage,
  type RosterRow,
  type RosterRowProblems,
} from '../../../shared/schemas/students';

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  studentNumber: 'Student number',
  notes: 'Notes',
};

/** What the preview of an import says about its rows as a whole: too many, to correct, or ready. */
export function PreviewSummary({
  rows,
  problemCount,
  room,
}: {
  rows: RosterRow[];
  problemCount: number;
  /** How many more students the class has room for. */
  room: number;
}) {
  return rows.length > room ? (
    <Alert severity="warning">{rosterFullMessage(room)}</Alert>
  ) : problemCount > 0 ? (
    <Alert severity="warning">
      {problemCount} of {rows.length} row{rows.length === 1 ? '' : 's'} need
      {problemCount === 1 ? 's' : ''} attention: correct them above, then import.
    </Alert>
  ) : (
    <Alert severity="success">
      {rows.length} student{rows.length === 1 ? '' : 's'} ready to import.
    </Alert>
  );
}

/** Every row of an import, by its line in the file, with its problems (or "Ready"). */
export function RosterPreview({
  rows,
  problems: allProblems,
  phone,
}: {
  rows: RosterRow[];
  problems: RosterRowProblems[] | undefined;
  phone: boolean;
}) {
  const problemsOf = (index: number) => allProblems?.find((p) => p.row === index)?.fields;
  return (
    // Scrolls by itself: focusable, so that a keyboard can scroll it too.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Rows to import"
      sx={{ mt: 2, maxHeight: 320 }}
    >
      <Table size="small" stickyHeader aria-label="Preview">
        <TableHead>
          {/* A phone has room for three columns: the student's names and number in one. */}
          <TableRow>
            <TableCell>Line</TableCell>
            {phone ? (
              <TableCell>Student</TableCell>
            ) : (
              <>
                <TableCell>First name</TableCell>
                <TableCell>Last name</TableCell>
                <TableCell>Student number</TableCell>
              </>
            )}
            <TableCell>Problems</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const problems = problemsOf(index);
            return (
              <TableRow key={index}>
                {/* The file's own line: the column names are line 1. */}
                <TableCell>{index + 2}</TableCell>
                {phone ? (
                  <TableCell>
                    {row.firstName || '—'} {row.lastName || '—'}
                    <Box sx={{ color: 'text.secondary' }}>{row.studentNumber || '—'}</Box>
                  </TableCell>
                ) : (
                  <>
                    <TableCell>{row.firstName || '—'}</TableCell>
                    <TableCell>{row.lastName || '—'}</TableCell>
                    <TableCell>{row.studentNumber || '—'}</TableCell>
                  </>
                )}
                <TableCell sx={{ color: problems ? 'error.main' : 'text.secondary' }}>
                  {problems
                    ? Object.entries(problems).map(([field, message]) => (
                        <Box key={field}>
                          {FIELD_LABELS[field] ?? field}: {message}
                        </Box>
                      ))
                    : 'Ready'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
