import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RosterRow } from '../../../shared/schemas/students';
import type { ToMatch } from './roster-csv';
import { ROSTER_FIELDS, type ColumnMap } from './roster-headers';

const LABELS: Record<keyof RosterRow, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  studentNumber: 'Student number',
  notes: 'Notes',
};

const NONE = '';

/** A column's examples from the first rows: "Jürgen, Ada, …". */
const examplesOf = (match: ToMatch, index: number) =>
  match.examples
    .map((row) => row[index] ?? '')
    .filter((cell) => cell !== '')
    .join(', ');

/**
 * Column names Lectern does not know: the teacher says which column is which, from the names
 * the first line has, each with its first rows as examples. First and last names are needed;
 * the number and notes may be left out. Never a dead end: any file with two columns imports.
 */
export function RosterColumns({
  match,
  columns,
  onChange,
}: {
  match: ToMatch;
  columns: ColumnMap;
  onChange: (columns: ColumnMap) => void;
}) {
  const missing = columns.firstName === undefined || columns.lastName === undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 1 }}>
      <Alert severity={missing ? 'warning' : 'info'}>
        {missing
          ? `Lectern does not know these column names (${match.headers.map((h) => `“${h}”`).join(', ')}): say which column holds which, then check the rows below.`
          : 'Columns matched as you chose: check the rows below.'}
      </Alert>
      <Box
        role="group"
        aria-label="Match the columns"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {ROSTER_FIELDS.map((field) => {
          const required = field === 'firstName' || field === 'lastName';
          return (
            <TextField
              key={field}
              select
              size="small"
              label={LABELS[field]}
              required={required}
              value={columns[field] === undefined ? NONE : String(columns[field])}
              onChange={(event) => {
                const value = event.target.value;
                const rest = { ...columns };
                delete rest[field];
                onChange(value === NONE ? rest : { ...rest, [field]: Number(value) });
              }}
            >
              <MenuItem value={NONE}>{required ? 'Choose a column' : 'Not in this file'}</MenuItem>
              {match.headers.map((header, index) => (
                <MenuItem key={index} value={String(index)}>
                  <Box>
                    {header || `Column ${index + 1}`}
                    {examplesOf(match, index) && (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {` — ${examplesOf(match, index)}`}
                      </Box>
                    )}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Box>
    </Box>
  );
}
