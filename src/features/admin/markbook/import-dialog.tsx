import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { DialogHeading } from '../../../components/form/dialog-heading';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useDeferredValue, useId, useMemo, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../lib/api/client';
import type { Markbook } from '../../../shared/api-types/markbook';
import { checkMarkRows, type MarkRowProblems } from '../../../shared/markbook/marks-import';
import { failureReason } from '../marking/mark-values';
import { CsvSource } from '../students/csv-source';
import type { RosterFile } from '../students/roster-file';
import { ImportPreview, ImportSummary } from './import-preview';
import { markbookApi } from './markbook-api';
import type { MarkbookStore } from './markbook-store';
import { exampleCsv, readMarks } from './marks-csv';
import { readMarksAgain, readMarksFile } from './marks-file';
import { useCellsUndo } from './use-cells-undo';

/**
 * Marks from a CSV file or pasted from a spreadsheet (issue 22, item 6): a preview checks every
 * row with the API's own check (src/shared/markbook/marks-import.ts) before anything is sent;
 * the API takes all rows or none. A file is read in the encoding it was saved in, as the roster
 * importer reads one. What was pasted stays through a refusal; the marks show at once, with Undo.
 */
export function ImportDialog({
  book,
  store,
  locale,
  onClose,
}: {
  book: Markbook;
  store: MarkbookStore;
  locale: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const shown = useDeferredValue(text);
  const [file, setFile] = useState<RosterFile>();
  const [confirmed, setConfirmed] = useState(false);
  const [refused, setRefused] = useState<{ text: string; rows: MarkRowProblems[] }>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const textId = useId();
  const changed = useCellsUndo(book.class.id, store);

  const preview = useMemo(() => {
    if (shown.trim() === '') return undefined;
    const table = readMarks(shown, book.assignments);
    if ('problem' in table) return table;
    const checked = checkMarkRows(table.rows, book.assignments, book.students, locale);
    // The server's word on this very text, when it refused it.
    const problems = refused?.text === shown ? refused.rows : checked.problems;
    return { table, problems, changes: problems.length > 0 ? 0 : checked.changes.length };
  }, [shown, book, locale, refused]);

  const table = preview && 'table' in preview ? preview : undefined;
  const readingOk = !file || (!file.decoded.unreadable && (file.decoded.sure || confirmed));
  const ready = table !== undefined && table.changes > 0 && readingOk && shown === text;

  const save = async () => {
    if (!table) return;
    setFailure(undefined);
    setSaving(true);
    try {
      const answer = await markbookApi.importMarks(book.class.id, table.table.rows);
      onClose();
      changed(answer, `${answer.changes} mark${answer.changes === 1 ? '' : 's'} imported.`);
    } catch (error) {
      setSaving(false);
      // Rows refused (a student left the class meanwhile): their problems show in the preview.
      if (error instanceof ApiError && error.body.rows) setRefused({ text, rows: error.body.rows });
      else setFailure(`Nothing was imported. ${failureReason(error)}`);
    }
  };

  const showFile = (read: RosterFile) => {
    setFile(read);
    setConfirmed(false);
    setText(read.text);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFailure(undefined);
    const read = await readMarksFile(chosen);
    if ('problem' in read) setFailure(read.problem);
    else showFile(read);
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogHeading id={titleId} phone={phone} onClose={onClose} disabled={saving}>
        Import marks into {book.class.name}
      </DialogHeading>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Paste the marks from a spreadsheet, or choose a CSV file (the markbook’s export is one).
          The first line names the columns: Student number, or First name and Last name, then each
          assignment by its title. A mark is a score, “excused”, or empty to leave it as it is.
          Nothing is saved until you import, and then every row or none.
        </Typography>
        <CsvSource
          id={textId}
          statusId={`${textId}-status`}
          label="Marks as CSV"
          placeholder={exampleCsv(book.assignments)}
          maxRows={6}
          accept=".csv,.txt,text/csv,text/plain"
          text={text}
          onText={(value) => {
            setText(value);
            setFailure(undefined);
            // Emptied: the file it came from is gone with it.
            if (value === '') setFile(undefined);
          }}
          onFile={(event) => void readFile(event)}
          file={file}
          confirmed={confirmed}
          onConfirm={setConfirmed}
          onEncoding={(encoding) => void readMarksAgain(file!, encoding).then(showFile)}
        />
        <Box id={`${textId}-status`} role="status" sx={{ mt: 2 }}>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          {preview && 'problem' in preview && <Alert severity="warning">{preview.problem}</Alert>}
          {table && (
            <ImportSummary
              rows={table.table.rows.length}
              problems={table.problems.length}
              changes={table.changes}
              ignored={table.table.ignored}
            />
          )}
        </Box>
        {table && <ImportPreview table={table.table} problems={table.problems} phone={phone} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!ready || saving} onClick={() => void save()}>
          {saving
            ? 'Importing…'
            : ready
              ? `Import ${table.changes} mark${table.changes === 1 ? '' : 's'}`
              : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
