import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useRef } from 'react';
import type { Field, MarkingSnapshot, MarkRow } from './mark-values';
import type { MarkingStore } from './marking-store';
import {
  CommentInput,
  HandedInSelect,
  SaveState,
  ScoreInput,
  type MarkFieldProps,
} from './mark-fields';

/**
 * Fixed widths that fit the fields ("Handed in late" whole) and the save state on one line (a
 * failed save: its icon and Retry), and a long name in two lines at most ("Mateo
 * Nakamura-Castellanos"); the comment fills what is left (168 px at 1024, 584 at 1440).
 */
const WIDTHS = { student: 160, handedIn: 188, score: 108, status: 112 };

/**
 * Every student of the roster with their three fields. Enter in a score or a comment moves to
 * the next student's (Shift+Enter to the previous), as down a spreadsheet's column; Tab goes
 * through a row's fields. One polite live region says when a save ends, once.
 */
export function MarkingSheet({
  snapshot,
  store,
  maxPoints,
  phone,
  label,
}: {
  snapshot: MarkingSnapshot;
  store: MarkingStore;
  maxPoints: number;
  phone: boolean;
  label: string;
}) {
  const inputs = useRef(new Map<string, HTMLElement>());
  const { rows } = snapshot;
  const refFor = useCallback(
    (index: number) => (field: Field) => (el: HTMLElement | null) => {
      if (el) inputs.current.set(`${field}:${index}`, el);
      else inputs.current.delete(`${field}:${index}`);
    },
    [],
  );
  const moveFrom = (index: number) => (field: Field, by: 1 | -1) => {
    const next = inputs.current.get(`${field}:${index + by}`);
    if (next instanceof HTMLInputElement) {
      next.focus();
      next.select();
    }
  };
  const fieldProps = (row: MarkRow, index: number): MarkFieldProps => ({
    row,
    store,
    labelled: phone,
    inputRef: refFor(index),
    move: moveFrom(index),
  });

  return (
    <>
      {phone ? (
        <Stack
          component="ul"
          aria-label={label}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {rows.map((row, index) => (
            <Card component="li" key={row.studentId} aria-label={row.name}>
              <CardContent sx={{ display: 'grid', gap: 2 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
                    {row.name}
                  </Typography>
                  {row.studentNumber && (
                    <Typography variant="body2" color="text.secondary">
                      {row.studentNumber}
                    </Typography>
                  )}
                  <Box sx={{ ml: 'auto', typography: 'body2' }}>
                    <SaveState row={row} store={store} />
                  </Box>
                </Box>
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 8rem', gap: 2 }}>
                  <HandedInSelect {...fieldProps(row, index)} />
                  <ScoreInput {...fieldProps(row, index)} maxPoints={maxPoints} />
                </Box>
                <CommentInput {...fieldProps(row, index)} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Card>
          <TableContainer sx={{ width: 0, minWidth: '100%' }}>
            <Table
              size="small"
              aria-label={label}
              sx={{
                tableLayout: 'fixed',
                minWidth: 730,
                '& .MuiTableCell-root': { px: 1.5, verticalAlign: 'top' },
                '& .MuiTableCell-root:first-of-type': { pl: 2 },
                '& .MuiTableCell-root:last-of-type': { pr: 2 },
                '& .MuiTableBody-root .MuiTableCell-root': { py: 1.25 },
              }}
            >
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: WIDTHS.student }}>Student</TableCell>
                  <TableCell sx={{ width: WIDTHS.handedIn }}>Handed in</TableCell>
                  <TableCell sx={{ width: WIDTHS.score }}>Score</TableCell>
                  <TableCell>Comment</TableCell>
                  <TableCell sx={{ width: WIDTHS.status }}>
                    <Box component="span" sx={visuallyHidden}>
                      Saved
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={row.studentId}>
                    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                      <Box sx={{ pt: 0.75 }}>{row.name}</Box>
                      <Typography variant="body2" color="text.secondary">
                        {row.studentNumber ?? (
                          <>
                            <span aria-hidden>—</span>
                            <Box component="span" sx={visuallyHidden}>
                              No student number
                            </Box>
                          </>
                        )}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <HandedInSelect {...fieldProps(row, index)} />
                    </TableCell>
                    <TableCell>
                      <ScoreInput {...fieldProps(row, index)} maxPoints={maxPoints} />
                    </TableCell>
                    <TableCell>
                      <CommentInput {...fieldProps(row, index)} />
                    </TableCell>
                    <TableCell sx={{ typography: 'body2' }}>
                      <Box sx={{ pt: 0.75 }}>
                        <SaveState row={row} store={store} compact />
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        <span key={snapshot.announcement.n}>{snapshot.announcement.text}</span>
      </Box>
    </>
  );
}
