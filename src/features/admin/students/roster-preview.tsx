import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import {
  DUPLICATE_FIELD,
  ROSTER_MAX,
  rosterFullMessage,
  type RosterDuplicate,
  type RosterRow,
  type RosterRowProblems,
} from '../../../shared/schemas/students';
import { PreviewRow, PreviewTable } from './preview-table';

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  studentNumber: 'Student number',
  notes: 'Notes',
};

/** The rows left out as duplicates, said after what is imported: "3 already on the roster, skipped." */
function skippedText(onRoster: number, repeated: number) {
  const parts = [
    onRoster > 0 && `${onRoster} already on the roster`,
    repeated > 0 && `${repeated} repeated in the file`,
  ].filter((p) => p !== false);
  return parts.length === 0 ? '' : ` ${parts.join(', ')}, skipped.`;
}

/**
 * What the preview of an import says about its rows as a whole: too many, to correct, nothing
 * new, or ready; and how many duplicates are left out.
 */
export function PreviewSummary({
  rows,
  sent,
  problemCount,
  onRoster = 0,
  repeated = 0,
  room,
}: {
  rows: RosterRow[];
  /** How many rows would be sent (duplicates left out). */
  sent: number;
  problemCount: number;
  onRoster?: number;
  repeated?: number;
  /** How many more students the class has room for. */
  room: number;
}) {
  const skipped = skippedText(onRoster, repeated);
  return sent > room ? (
    <Alert severity="warning">{rosterFullMessage(room)}</Alert>
  ) : problemCount > 0 ? (
    <Alert severity="warning">
      {problemCount} of {rows.length} row{rows.length === 1 ? '' : 's'} need
      {problemCount === 1 ? 's' : ''} attention: correct them above, then import.
      {skipped !== '' && skipped}
    </Alert>
  ) : sent === 0 ? (
    <Alert severity="info">
      Nothing new to import: every row is a student already on the roster or repeats another row.
      {skipped}
    </Alert>
  ) : (
    <Alert severity="success">
      {sent} student{sent === 1 ? '' : 's'} ready to import.{skipped !== '' && skipped}
    </Alert>
  );
}

/** Every row of an import, by its line in the file, with its problems (or "Ready"). */
export function RosterPreview({
  rows,
  problems: allProblems,
  duplicates = [],
  overLimit,
  phone,
}: {
  rows: RosterRow[];
  problems: RosterRowProblems[] | undefined;
  /** Rows left out: shown, greyed, with why. */
  duplicates?: RosterDuplicate[];
  /** Rows past the class's room (the file's order): each says so, not "Ready". */
  overLimit?: ReadonlySet<number>;
  phone: boolean;
}) {
  const problemsOf = (index: number) => allProblems?.find((p) => p.row === index)?.fields;
  const duplicateOf = (index: number) => duplicates.find((d) => d.row === index);
  return (
    // A phone has room for three columns: the student's names and number in one.
    <PreviewTable columns={phone ? ['Student'] : ['First name', 'Last name', 'Student number']}>
      {rows.map((row, index) => {
        const duplicate = duplicateOf(index);
        const problems =
          problemsOf(index) ??
          (overLimit?.has(index)
            ? { limit: `Over the class’s limit of ${ROSTER_MAX}` }
            : undefined);
        return (
          <PreviewRow
            key={index}
            index={index}
            dimmed={duplicate !== undefined}
            problems={
              problems &&
              Object.entries(problems).map(([field, message]) => [
                field,
                field === DUPLICATE_FIELD || field === 'limit' ? (
                  message
                ) : (
                  // As three texts, as before duplicates were shown: the same picture.
                  <>
                    {FIELD_LABELS[field] ?? field}: {message}
                  </>
                ),
              ])
            }
            otherwise={duplicate ? `Skipped: ${duplicate.fields[DUPLICATE_FIELD]}` : 'Ready'}
          >
            {phone ? (
              <TableCell>
                {row.firstName || '—'} {row.lastName || '—'}
                <Box sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {row.studentNumber || '—'}
                </Box>
              </TableCell>
            ) : (
              <>
                <TableCell>{row.firstName || '—'}</TableCell>
                <TableCell>{row.lastName || '—'}</TableCell>
                {/* A code is one token: S-1780 never breaks at its hyphen. */}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.studentNumber || '—'}</TableCell>
              </>
            )}
          </PreviewRow>
        );
      })}
    </PreviewTable>
  );
}
