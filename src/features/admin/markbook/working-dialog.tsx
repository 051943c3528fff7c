import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Markbook, MarkbookStudent } from '../../../shared/api-types/markbook';
import {
  formatPercent,
  roundedPercent,
  ROUNDING_RULE,
  type Grade,
  type LineState,
} from '../../../shared/markbook/grade';
import { browserLocale } from '../../../lib/i18n/locale';
import { percentText, totalText, workingSentences } from './totals';

const STATE_WORDS: Record<LineState, string> = {
  counted: 'counts',
  missing_zero: 'missing: counts as 0',
  dropped: 'dropped (one of the lowest)',
  excused: 'excused: left out',
  missing_left_out: 'missing: left out until marked',
  not_marked: 'not marked yet: left out',
  no_category: 'no category: left out',
  outside_period: 'outside the period: left out',
};

/** A student's total with its working: each category, what counts in it, and the arithmetic. */
export function WorkingDialog({
  book,
  student,
  grade,
  onClose,
}: {
  book: Markbook;
  student: MarkbookStudent;
  grade: Grade;
  onClose: () => void;
}) {
  const name = `${student.firstName} ${student.lastName}`;
  const title = new Map(book.assignments.map((a) => [a.id, a.title]));
  const total = totalText(book, grade);
  return (
    <Dialog open onClose={onClose} aria-labelledby="working-title" maxWidth="md" fullWidth>
      <DialogTitle id="working-title">Working for {name}</DialogTitle>
      {/* Scrolls by itself: focusable, so that a keyboard can scroll it too. */}
      <DialogContent tabIndex={0} role="region" aria-label={`Working for ${name}`}>
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          {grade.rounded === null ? 'No total yet' : total.percent}
          {total.letter && ` · ${total.letter}`}
        </Typography>
        {grade.categories.map((c) => (
          <section key={c.categoryId ?? 'none'} aria-labelledby={`cat-${c.categoryId ?? 'none'}`}>
            <Typography variant="subtitle1" component="h3" id={`cat-${c.categoryId ?? 'none'}`}>
              {c.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                grade.weighted ? `Weight ${c.weight}` : null,
                c.share === null ? null : `${percentText(c.share)} of the total`,
                c.dropLowest > 0 ? `lowest ${c.dropLowest} dropped` : null,
                c.percent === null
                  ? 'nothing counts yet'
                  : `${c.scored} of ${c.possible} points: ${formatPercent(roundedPercent(c.scored, c.possible), browserLocale())}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <List dense disablePadding sx={{ mb: 2 }}>
              {c.lines.map((line) => (
                <ListItem key={line.assignmentId} disableGutters>
                  <ListItemText
                    primary={title.get(line.assignmentId)}
                    secondary={`${line.score === null ? '—' : `${line.score} / ${line.maxPoints}`} · ${STATE_WORDS[line.state]}`}
                  />
                </ListItem>
              ))}
            </List>
          </section>
        ))}
        <Typography variant="subtitle1" component="h3">
          The arithmetic
        </Typography>
        {/* The sentences end with the rounding rule once anything counts: said once, below. */}
        {workingSentences(book, grade)
          .filter((sentence) => sentence !== ROUNDING_RULE)
          .map((sentence) => (
            <Typography key={sentence} variant="body2" sx={{ mb: 0.5 }}>
              {sentence}
            </Typography>
          ))}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {ROUNDING_RULE}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
