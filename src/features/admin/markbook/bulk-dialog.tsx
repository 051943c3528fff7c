import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { DialogHeading } from '../../../components/form/dialog-heading';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useRef, useState } from 'react';
import type { Markbook } from '../../../shared/api-types/markbook';
import {
  bulkCell,
  bulkScoreMessage,
  sameFacts,
  type BulkAction,
} from '../../../shared/markbook/bulk';
import { failureReason } from '../marking/mark-values';
import { BulkActionChoice } from './bulk-action-choice';
import { BulkStudents } from './bulk-students';
import { EMPTY, gradeCellOf } from './cell-values';
import { markbookApi } from './markbook-api';
import type { MarkbookStore } from './markbook-store';
import { cellCount, useCellsUndo } from './use-cells-undo';

/** What the chosen students' cells would become: how many change, from what the server holds. */
function changing(store: MarkbookStore, assignmentId: string, ids: string[], action: BulkAction) {
  return ids.filter((studentId) => {
    const saved = store.cell(assignmentId, studentId)?.saved ?? EMPTY;
    const facts = { ...gradeCellOf(saved), comment: saved.comment };
    return !sameFacts(facts, bulkCell(action, 0, facts));
  }).length;
}

const leftText = (left: number) =>
  left === 0
    ? ''
    : left === 1
      ? ' 1 chosen student’s work stays as it is.'
      : ` ${left} chosen students’ work stays as it is.`;

/**
 * One change for many students' work on one assignment (issue 22, item 5): handed in, not
 * handed in, excused, or a score for everyone not yet marked. Says how many cells will change
 * before Apply; the grid shows them at once and a toast offers Undo. A refusal keeps every
 * choice and says why.
 */
export function BulkDialog({
  book,
  store,
  assignmentId: preselected,
  locale,
  onClose,
}: {
  book: Markbook;
  store: MarkbookStore;
  assignmentId?: string;
  locale: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [assignmentId, setAssignmentId] = useState(preselected ?? book.assignments[0]!.id);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [action, setAction] = useState<BulkAction>('on_time');
  const [score, setScore] = useState('');
  const [scoreTouched, setScoreTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const scoreField = useRef<HTMLInputElement>(null);
  const changed = useCellsUndo(book.class.id, store);

  const assignment = book.assignments.find((a) => a.id === assignmentId) ?? book.assignments[0]!;
  const ids = book.students.filter((s) => chosen.has(s.id)).map((s) => s.id);
  const n = changing(store, assignment.id, ids, action);
  const scoreError =
    action === 'score' ? bulkScoreMessage(score.trim(), assignment.maxPoints, locale) : undefined;
  const left = ids.length - n;

  const apply = async () => {
    if (scoreError !== undefined) {
      setScoreTouched(true);
      scoreField.current?.focus();
      return;
    }
    setFailure(undefined);
    setBusy(true);
    try {
      const answer = await markbookApi.bulk(book.class.id, {
        assignmentId: assignment.id,
        studentIds: ids,
        action,
        ...(action === 'score' ? { score: Number(score.trim()) } : {}),
      });
      onClose();
      const count = answer.cells.length;
      changed(answer, count === 0 ? 'No cells changed.' : `${cellCount(count)} changed.`);
    } catch (error) {
      setBusy(false);
      setFailure(`The bulk action was not applied. ${failureReason(error)}`);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogHeading id={titleId} phone={phone} onClose={onClose} disabled={busy}>
        Bulk action
      </DialogHeading>
      <DialogContent>
        <TextField
          select
          fullWidth
          label="Assignment"
          value={assignment.id}
          onChange={(event) => setAssignmentId(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mt: 1 }}
        >
          {book.assignments.map((a) => (
            <option key={a.id} value={a.id}>
              {`${a.title} (out of ${a.maxPoints})`}
            </option>
          ))}
        </TextField>
        <BulkStudents students={book.students} chosen={chosen} onChange={setChosen} />
        <BulkActionChoice action={action} onChange={setAction} />
        {action === 'score' && (
          <TextField
            inputRef={scoreField}
            label={`Score (out of ${assignment.maxPoints})`}
            value={score}
            onChange={(event) => setScore(event.target.value)}
            onBlur={() => setScoreTouched(score.trim() !== '')}
            error={scoreTouched && scoreError !== undefined}
            helperText={scoreTouched ? scoreError : undefined}
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ mt: 2, width: 220 }}
          />
        )}
      </DialogContent>
      {/* What Apply will do, or why it failed, beside it: in view however far the list scrolls. */}
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {failure && (
          <Alert severity="error" sx={{ flexBasis: '100%' }}>
            {failure}
          </Alert>
        )}
        <Typography
          role="status"
          variant="body2"
          sx={{ flex: '1 1 260px', fontWeight: 500, px: 1 }}
        >
          {ids.length === 0
            ? 'Choose the students whose work to change.'
            : n === 0
              ? `Nothing to change: the chosen students’ ${assignment.title} already reads so.`
              : `${cellCount(n)} of ${assignment.title} will change.${leftText(left)}`}
        </Typography>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || n === 0} onClick={() => void apply()}>
          {busy ? 'Applying…' : 'Apply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
