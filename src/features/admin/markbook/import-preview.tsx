import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import type { MarkbookAssignment } from '../../../shared/api-types/markbook';
import { NO_MARKS, type MarkRowProblems } from '../../../shared/markbook/marks-import';
import { PreviewRow, PreviewTable } from '../students/preview-table';
import type { MarksTable } from './marks-csv';

/** A problem's place in the row: the student (or, from the server, one of their columns), else a mark. */
const FIELD_LABELS: Record<string, string> = {
  student: 'Student',
  studentNumber: 'Student number',
  firstName: 'First name',
  lastName: 'Last name',
};

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The preview as a whole: what needs correcting, nothing to import, or how many marks are ready. */
export function ImportSummary({
  rows,
  problems,
  changes,
  ignored,
}: {
  rows: number;
  problems: number;
  changes: number;
  ignored: string[];
}) {
  return (
    <>
      {ignored.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Not read (not a student’s column nor an assignment’s): {ignored.join(', ')}.
        </Alert>
      )}
      {problems > 0 ? (
        <Alert severity="warning">
          {problems} of {plural(rows, 'row')} need{problems === 1 ? 's' : ''} attention: correct
          {problems === 1 ? ' it' : ' them'} in the file or the text above. Nothing is imported
          until every row is right.
        </Alert>
      ) : changes === 0 ? (
        <Alert severity="info">{NO_MARKS}</Alert>
      ) : (
        <Alert severity="success">
          {plural(changes, 'mark')} for {plural(rows, 'student')} ready to import.
        </Alert>
      )}
    </>
  );
}

/** Every row of the file by its line, with its marks and its problems (or "Ready"). */
export function ImportPreview({
  table,
  problems,
  phone,
}: {
  table: MarksTable;
  problems: MarkRowProblems[];
  /** A phone has room for three columns: the marks go under the student. */
  phone: boolean;
}) {
  const titles = new Map<string, string>(
    table.columns.map((a: MarkbookAssignment) => [a.id, a.title]),
  );
  const label = (field: string) => FIELD_LABELS[field] ?? titles.get(field) ?? field;
  return (
    <PreviewTable columns={phone ? ['Student'] : ['Student', 'Marks']}>
      {table.rows.map((row, index) => {
        const fields = problems.find((p) => p.row === index)?.fields;
        const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
        const given = table.columns
          .filter((a) => (row.values[a.id] ?? '').trim() !== '')
          .map((a) => `${a.title}: ${row.values[a.id]!.trim()}`);
        const marks = given.length > 0 ? given.join(', ') : '—';
        return (
          <PreviewRow
            key={index}
            index={index}
            problems={
              fields &&
              Object.entries(fields).map(([field, message]) => [
                field,
                <>
                  {label(field)}: {message}
                </>,
              ])
            }
            otherwise="Ready"
          >
            <TableCell>
              {/* The file's words: a name and number, or either alone. */}
              {name || row.studentNumber || '—'}
              {name && row.studentNumber && (
                <Box sx={{ color: 'text.secondary' }}>{row.studentNumber}</Box>
              )}
              {phone && <Box sx={{ color: 'text.secondary' }}>{marks}</Box>}
            </TableCell>
            {!phone && <TableCell>{marks}</TableCell>}
          </PreviewRow>
        );
      })}
    </PreviewTable>
  );
}
