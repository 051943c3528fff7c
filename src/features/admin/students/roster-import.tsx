import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../components/toast/toast';
import { ApiError } from '../../../lib/api/client';
import { submitError } from '../../../components/form/submit-error';
import type { SchoolClass } from '../../../shared/api-types/classes';
import {
  ROSTER_MAX,
  checkRosterRows,
  type RosterRowProblems,
} from '../../../shared/schemas/students';
import { adminApi, queryKeys } from '../admin-api';
import { parseRoster } from './roster-csv';
import { PreviewSummary, RosterPreview } from './roster-preview';

const EXAMPLE = 'First name,Last name,Student number,Notes\nAda,Lovelace,S-1815,Sits at the front';

/**
 * Imports a class's roster from CSV, pasted or read from a file: a preview shows every row and
 * each row's problems (the student form's rules, the roster's student numbers, the class's room)
 * before anything is saved; the server checks the same and saves all rows or none. What was
 * pasted stays through a failed import.
 */
export function RosterImport({ cls, onClose }: { cls: SchoolClass; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const shown = useDeferredValue(text);
  const [serverProblems, setServerProblems] = useState<{
    text: string;
    rows: RosterRowProblems[];
  }>();
  const [failure, setFailure] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const textId = useId();
  const queryClient = useQueryClient();
  const roster = useQuery({
    queryKey: [...queryKeys.data, 'roster', cls.id],
    queryFn: () => adminApi.roster(cls.id),
  });

  const preview = useMemo(() => {
    if (shown.trim() === '') return undefined;
    const parsed = parseRoster(shown);
    if (parsed.problem !== undefined) return { problem: parsed.problem } as const;
    const { rows, problems } = checkRosterRows(
      parsed.rows,
      (roster.data ?? []).map((s) => s.studentNumber),
    );
    // The server's word on this very text, when it refused it.
    const refused = serverProblems?.text === shown ? serverProblems.rows : problems;
    return { rows, problems: refused } as const;
  }, [shown, roster.data, serverProblems]);

  const room = ROSTER_MAX - (roster.data?.length ?? cls.students);
  const rows = preview?.rows;
  const tooMany = rows !== undefined && rows.length > room;
  const ready = rows !== undefined && preview?.problems.length === 0 && !tooMany;

  const [saving, setSaving] = useState(false);
  const save = async () => {
    setFailure(undefined);
    setSaving(true);
    try {
      const { imported } = await adminApi.importStudents(cls.id, rows ?? []);
      await queryClient.invalidateQueries({ queryKey: queryKeys.data });
      toast.success(`${imported} student${imported === 1 ? '' : 's'} imported into ${cls.name}.`);
      onClose();
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.body.rows) {
        setServerProblems({ text, rows: error.body.rows });
        return;
      }
      const outcome = submitError(error);
      // A refusal of the import as a whole (its class gone in another tab): the field's message.
      setFailure(outcome.formError ?? (outcome.fields && Object.values(outcome.fields).join(' ')));
    }
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > 256 * 1024) {
      setFailure('This file is too big for a roster (at most 256 KB).');
      return;
    }
    setFailure(undefined);
    setText(await file.text());
  };

  const problemCount = preview?.problems?.length ?? 0;

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Import students into {cls.name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Paste the roster from a spreadsheet, or choose a CSV file. The first line names the
          columns: First name, Last name, and if you have them, Student number and Notes. Nothing is
          saved until you import.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            onClick={() => fileInput.current?.click()}
          >
            Choose a CSV file
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            hidden
            aria-label="CSV file"
            onChange={(event) => void readFile(event)}
          />
        </Box>
        <TextField
          id={textId}
          label="Roster as CSV"
          placeholder={EXAMPLE}
          multiline
          minRows={4}
          maxRows={10}
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(undefined);
          }}
          slotProps={{ htmlInput: { spellCheck: false, 'aria-describedby': `${textId}-status` } }}
        />
        <Box id={`${textId}-status`} role="status" sx={{ mt: 2 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {preview?.problem !== undefined && <Alert severity="warning">{preview.problem}</Alert>}
          {rows !== undefined && (
            <PreviewSummary rows={rows} problemCount={problemCount} room={room} />
          )}
        </Box>
        {rows !== undefined && rows.length > 0 && (
          <RosterPreview rows={rows} problems={preview?.problems} phone={phone} />
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
              ? `Import ${rows.length} student${rows.length === 1 ? '' : 's'}`
              : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
