import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { WorkChange } from '../../../shared/api-types/markbook';
import { WORK_STATUS_LABELS, type HandedIn } from '../../../shared/api-types/work';
import type { CellValues } from './cell-values';
import { historyKey, markbookApi } from './markbook-api';

const FIELD_WORDS: Record<WorkChange['field'], string> = {
  handed_in: 'Handed in',
  score: 'Score',
  comment: 'Comment',
  excused: 'Excused',
  due_date: 'Own due date',
};

const HANDED_IN_WORDS: Record<HandedIn, string> = {
  no: WORK_STATUS_LABELS.not_handed_in,
  on_time: WORK_STATUS_LABELS.handed_in,
  late: WORK_STATUS_LABELS.late,
};

/** A value as history keeps it, in words. */
function valueWords(change: WorkChange, text: string, shortDate: (iso: string) => string) {
  if (text === '') return 'none';
  if (change.field === 'handed_in') return HANDED_IN_WORDS[text as HandedIn] ?? text;
  if (change.field === 'excused') return text === 'true' ? 'yes' : 'no';
  if (change.field === 'due_date') return shortDate(text);
  if (change.field === 'comment') return `“${text}”`;
  return text;
}

/** The cell's values with one change undone: what Restore saves. */
export function restoring(change: WorkChange): Partial<CellValues> {
  switch (change.field) {
    case 'handed_in':
      return { handedIn: change.oldValue as HandedIn };
    case 'score':
      return { score: change.oldValue };
    case 'comment':
      return { comment: change.oldValue };
    case 'excused':
      return { excused: change.oldValue === 'true' };
    case 'due_date':
      return { dueDate: change.oldValue };
  }
}

/** A cell's history, newest first (who, when, from what to what), each with Restore. */
export function HistoryDialog({
  assignmentId,
  studentId,
  label,
  locale,
  shortDate,
  onRestore,
  onClose,
}: {
  assignmentId: string;
  studentId: string;
  label: string;
  locale: string;
  shortDate: (iso: string) => string;
  onRestore: (patch: Partial<CellValues>) => void;
  onClose: () => void;
}) {
  const history = useQuery({
    queryKey: historyKey(assignmentId, studentId),
    queryFn: () => markbookApi.history(assignmentId, studentId),
  });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog open onClose={onClose} aria-labelledby="history-title" maxWidth="sm" fullWidth>
      <DialogTitle id="history-title">History: {label}</DialogTitle>
      <DialogContent>
        {history.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void history.refetch()}>
                Retry
              </Button>
            }
          >
            The history could not be loaded.
          </Alert>
        ) : !history.data ? (
          <Skeleton variant="rounded" height={96} aria-busy="true" />
        ) : history.data.length === 0 ? (
          <Typography>Nothing has been changed in this cell yet.</Typography>
        ) : (
          <List disablePadding aria-label="Changes, newest first">
            {history.data.map((change) => (
              <ListItem
                key={change.id}
                divider
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    aria-label={`Restore ${FIELD_WORDS[change.field].toLowerCase()} ${valueWords(change, change.oldValue, shortDate)}`}
                    onClick={() => onRestore(restoring(change))}
                  >
                    Restore
                  </Button>
                }
              >
                <ListItemText
                  primary={`${FIELD_WORDS[change.field]} from ${valueWords(change, change.oldValue, shortDate)} to ${valueWords(change, change.newValue, shortDate)}`}
                  secondary={`You, ${when.format(new Date(change.changedAt))}`}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
