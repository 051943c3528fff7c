import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { useId, type KeyboardEvent } from 'react';
import { HANDED_IN, WORK_STATUS_LABELS, type HandedIn } from '../../../shared/api-types/work';
import type { Field, MarkRow } from './mark-values';
import type { MarkingStore } from './marking-store';

const HANDED_IN_LABELS: Record<HandedIn, string> = {
  no: WORK_STATUS_LABELS.not_handed_in,
  on_time: WORK_STATUS_LABELS.handed_in,
  late: WORK_STATUS_LABELS.late,
};

export interface MarkFieldProps {
  row: MarkRow;
  store: MarkingStore;
  /** Visible labels (the phone's cards); the table's column headers label its fields. */
  labelled: boolean;
  /** Registers a field's input so that Enter can move to the next student's. */
  inputRef: (field: Field) => (el: HTMLElement | null) => void;
  /** Enter (+1) or Shift+Enter (-1): the same field of the next or previous student. */
  move: (field: Field, by: 1 | -1) => void;
  sx?: SxProps<Theme>;
}

const FIELD_LABELS: Record<Field, string> = {
  handedIn: 'Handed in',
  score: 'Score',
  comment: 'Comment',
};

/**
 * A save that failed outlines the fields it was for, those whose value is not the server's (the
 * row's status says why, with Retry).
 */
const notSaved = (row: MarkRow, field: Field) =>
  row.phase === 'failed' && row.draft[field] !== row.saved[field];

/** One of a student's inputs, with its label and message wired for screen readers. */
function MarkInput({
  field,
  row,
  store,
  labelled,
  inputRef,
  move,
  sx,
  maxPoints,
}: MarkFieldProps & { field: 'score' | 'comment'; maxPoints?: number }) {
  const id = useId();
  const error = store.error(row, field);
  const label = FIELD_LABELS[field];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      // A value the rules refuse keeps focus here, its message beside it.
      if (store.commit(row.studentId, field, true)) move(field, event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      store.revert(row.studentId, field);
    }
  };
  return (
    <FormControl size="small" error={error !== undefined || notSaved(row, field)} fullWidth sx={sx}>
      {labelled && (
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        inputRef={inputRef(field)}
        notched={labelled}
        label={labelled ? label : undefined}
        value={row.draft[field]}
        onChange={(event) => store.edit(row.studentId, field, event.target.value)}
        onBlur={() => store.commit(row.studentId, field)}
        onKeyDown={onKeyDown}
        endAdornment={
          maxPoints === undefined ? undefined : (
            <InputAdornment position="end" disableTypography sx={{ color: 'text.secondary' }}>
              / {maxPoints}
            </InputAdornment>
          )
        }
        inputProps={{
          'aria-label': `${label} for ${row.name}`,
          'aria-invalid': error !== undefined,
          'aria-describedby': error === undefined ? undefined : `${id}-message`,
          autoComplete: 'off',
          ...(field === 'score' && { inputMode: 'numeric' as const }),
        }}
      />
      {error !== undefined && (
        // In the table the message runs on under the next column on one line ("Please enter a
        // value less than or equal to 20." in a 108 px column took three): the row grows by one
        // line, not three.
        <FormHelperText
          id={`${id}-message`}
          sx={labelled ? undefined : { mx: 0, whiteSpace: 'nowrap', width: 'max-content' }}
        >
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}

export const ScoreInput = (props: MarkFieldProps & { maxPoints: number }) => (
  <MarkInput field="score" {...props} />
);

export const CommentInput = (props: MarkFieldProps) => <MarkInput field="comment" {...props} />;

/** Not handed in / Handed in / Handed in late: saved as soon as it is chosen. */
export function HandedInSelect({ row, store, labelled, inputRef, sx }: MarkFieldProps) {
  const id = useId();
  const label = FIELD_LABELS.handedIn;
  return (
    <FormControl size="small" fullWidth sx={sx} error={notSaved(row, 'handedIn')}>
      {labelled && (
        <InputLabel htmlFor={id} variant="outlined" shrink>
          {label}
        </InputLabel>
      )}
      <NativeSelect
        id={id}
        inputRef={inputRef('handedIn')}
        value={row.draft.handedIn}
        onChange={(event) => {
          store.edit(row.studentId, 'handedIn', event.target.value);
          store.commit(row.studentId, 'handedIn');
        }}
        input={<OutlinedInput label={labelled ? label : undefined} notched={labelled} />}
        inputProps={{ 'aria-label': `${label} for ${row.name}` }}
      >
        {HANDED_IN.map((value) => (
          <option key={value} value={value}>
            {HANDED_IN_LABELS[value]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/** Saves the row's values again, after a save that failed. */
function RetryButton({
  row,
  store,
  ...props
}: { row: MarkRow; store: MarkingStore } & Omit<ButtonProps, 'onClick'>) {
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      aria-label={`Retry for ${row.name}`}
      onClick={() => store.retry(row.studentId)}
      {...props}
    >
      Retry
    </Button>
  );
}

/**
 * Saved / Saving… / Not saved: why, with Retry. Nothing before the row is first changed. In the
 * table (`compact`) a failed save is one line, an error icon and Retry, beside its fields
 * outlined in the error colour, so the row keeps its height and the comment its width: "Not
 * saved" and the reason are read out with it and shown on the icon's and Retry's tooltip. A
 * phone's card has room for them in words.
 */
export function SaveState({
  row,
  store,
  compact = false,
}: {
  row: MarkRow;
  store: MarkingStore;
  compact?: boolean;
}) {
  if (row.phase === 'saving')
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Saving…
      </Box>
    );
  if (row.phase === 'saved')
    return (
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}
      >
        <CheckCircleOutline fontSize="small" aria-hidden />
        Saved
      </Box>
    );
  if (row.phase === 'failed' && compact)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
        <Tooltip title={`Not saved: ${row.reason ?? ''}`}>
          <ErrorOutline fontSize="small" sx={{ color: 'error.main' }} aria-hidden />
        </Tooltip>
        <Box component="span" sx={visuallyHidden}>
          Not saved: {row.reason}
        </Box>
        <Tooltip title={`Not saved: ${row.reason ?? ''}`} describeChild>
          <RetryButton row={row} store={store} sx={{ minWidth: 0, py: 0 }} />
        </Tooltip>
      </Box>
    );
  if (row.phase === 'failed')
    return (
      <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.5 }}>
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.5, color: 'error.main' }}
        >
          <ErrorOutline fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          <span>Not saved: {row.reason}</span>
        </Box>
        <RetryButton row={row} store={store} />
      </Box>
    );
  return null;
}
