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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState, type ChangeEvent } from 'react';
import { toast } from '../../../components/toast/toast';
import { ApiError } from '../../../lib/api/client';
import { submitError } from '../../../components/form/submit-error';
import type { SchoolClass } from '../../../shared/api-types/classes';
import { ROSTER_MAX, type RosterRowProblems } from '../../../shared/schemas/students';
import { adminApi, queryKeys } from '../admin-api';
import { RosterColumns } from './roster-columns';
import { CsvSource } from './csv-source';
import type { RosterFile } from './roster-file';
import { PreviewSummary, RosterPreview } from './roster-preview';
import { firstLine, previewOf, type ChosenColumns } from './roster-preview-model';

/** The file reader, with its detector and unzipper: loaded when a file is chosen, not before. */
const fileReader = () => import('./roster-file');

const EXAMPLE = 'First name,Last name,Student number,Notes\nAda,Lovelace,S-1815,Sits at the front';

/**
 * Imports a class's roster from CSV, pasted or read from a file: a preview shows every row and
 * each row's problems (the student form's rules, the roster's student numbers, the class's room)
 * before anything is saved; the server checks the same and saves all rows or none. What was
 * pasted stays through a failed import. A file is read in the encoding it was saved in (said,
 * and the teacher's to change or confirm), its columns matched by the teacher when their names
 * are unknown; students already on the roster, or repeated, are shown and left out; a OneRoster
 * users.csv (or its zip) gives only its active students.
 */
export function RosterImport({ cls, onClose }: { cls: SchoolClass; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const shown = useDeferredValue(text);
  const [file, setFile] = useState<RosterFile>();
  const [confirmed, setConfirmed] = useState(false);
  const [chosen, setChosen] = useState<ChosenColumns>();
  const [serverProblems, setServerProblems] = useState<{
    text: string;
    rows: RosterRowProblems[];
  }>();
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const textId = useId();
  const queryClient = useQueryClient();
  const roster = useQuery({
    queryKey: [...queryKeys.data, 'roster', cls.id],
    queryFn: () => adminApi.roster(cls.id),
  });

  const preview = useMemo(() => {
    if (shown.trim() === '') return undefined;
    return previewOf(shown, {
      roster: roster.data ?? [],
      chosen,
      roles: file?.oneRoster?.roles,
      // The server's word on this very text, when it refused it.
      refused: serverProblems?.text === shown ? serverProblems.rows : undefined,
    });
  }, [shown, roster.data, serverProblems, chosen, file]);

  const room = ROSTER_MAX - (roster.data?.length ?? cls.students);
  const rows = preview?.rows;
  const sent = preview?.sent ?? [];
  const tooMany = sent.length > room;
  // A file's reading must be whole, and confirmed by the teacher when the detector was unsure.
  const readingOk = !file || (!file.decoded.unreadable && (file.decoded.sure || confirmed));
  const ready =
    rows !== undefined &&
    sent.length > 0 &&
    preview?.problems.length === 0 &&
    !tooMany &&
    readingOk;

  const [saving, setSaving] = useState(false);
  const save = async () => {
    setFailure(undefined);
    setSaving(true);
    try {
      const { imported } = await adminApi.importStudents(
        cls.id,
        sent.map((index) => rows![index]!),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.data });
      toast.success(`${imported} student${imported === 1 ? '' : 's'} imported into ${cls.name}.`);
      onClose();
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.body.rows) {
        // The server counts the rows it was sent: back to their places in the text.
        const refused = error.body.rows.map((p) => ({ ...p, row: sent[p.row] ?? p.row }));
        setServerProblems({ text, rows: refused });
        return;
      }
      const outcome = submitError(error);
      // A refusal of the import as a whole (its class gone in another tab): the field's message.
      setFailure(outcome.formError ?? (outcome.fields && Object.values(outcome.fields).join(' ')));
    }
  };

  const showFile = (read: RosterFile) => {
    setFile(read);
    setConfirmed(false);
    setText(read.text);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosenFile = event.target.files?.[0];
    event.target.value = '';
    if (!chosenFile) return;
    setFailure(undefined);
    const [{ readRosterBytes }, bytes] = await Promise.all([
      fileReader(),
      chosenFile.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    ]);
    const read = readRosterBytes(chosenFile.name, bytes);
    if ('problem' in read) {
      setFailure(read.problem);
      return;
    }
    setChosen(undefined);
    showFile(read);
  };

  const readAs = async (encoding: string) => {
    if (!file) return;
    const { readAgain } = await fileReader();
    showFile(readAgain(file, encoding));
  };

  const problemCount = preview?.problems.length ?? 0;
  const onRoster = preview?.onRoster ?? 0;

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
        Import students into {cls.name}
      </DialogHeading>
      {/* The body scrolls between the title and the pinned actions, divided from both. */}
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Paste the roster from a spreadsheet, or choose a CSV file. The first line names the
          columns: First name, Last name, and if you have them, Student number and Notes. Nothing is
          saved until you import.
        </Typography>
        <CsvSource
          id={textId}
          statusId={`${textId}-status`}
          label="Roster as CSV"
          placeholder={EXAMPLE}
          maxRows={10}
          accept=".csv,.txt,.zip,text/csv,text/plain,application/zip"
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
          onEncoding={(encoding) => void readAs(encoding)}
        >
          {preview?.match && (
            <RosterColumns
              match={preview.match}
              columns={preview.match.columns}
              onChange={(columns) => setChosen({ headerLine: firstLine(shown), columns })}
            />
          )}
        </CsvSource>
        <Box id={`${textId}-status`} role="status" sx={{ mt: 2 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {preview?.problem !== undefined && <Alert severity="warning">{preview.problem}</Alert>}
          {preview?.leftOut && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {preview.leftOut}
            </Alert>
          )}
          {rows !== undefined && (
            <PreviewSummary
              rows={rows}
              sent={sent.length}
              problemCount={problemCount}
              onRoster={onRoster}
              repeated={(preview?.duplicates.length ?? 0) - onRoster}
              room={room}
            />
          )}
        </Box>
        {rows !== undefined && rows.length > 0 && (
          <RosterPreview
            rows={rows}
            problems={preview?.problems}
            duplicates={preview?.duplicates}
            overLimit={tooMany ? new Set(sent.slice(Math.max(room, 0))) : undefined}
            phone={phone}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!ready || saving} onClick={() => void save()}>
          {saving
            ? 'Importing…'
            : ready
              ? `Import ${sent.length} student${sent.length === 1 ? '' : 's'}`
              : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
