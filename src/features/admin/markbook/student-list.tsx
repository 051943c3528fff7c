import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Markbook, MarkbookStudent } from '../../../shared/api-types/markbook';
import type { GradeSettings } from '../../../shared/markbook/grade';
import { markingPath } from '../../../shared/paths';
import { EMPTY, type CellView } from './cell-values';
import { cellText } from './cell-status';
import type { MarkbookStore } from './markbook-store';
import { studentGrade, totalText } from './totals';

function StudentMarks({
  book,
  student,
  cells,
  settings,
  shortDate,
  onWorking,
}: {
  book: Markbook;
  student: MarkbookStudent;
  cells: ReadonlyMap<string, CellView> | undefined;
  settings: GradeSettings;
  shortDate: (iso: string) => string;
  onWorking: (studentId: string) => void;
}) {
  const grade = useMemo(() => studentGrade(book, cells, settings), [book, cells, settings]);
  const total = totalText(book, grade);
  const name = `${student.firstName} ${student.lastName}`;
  const id = `student-${student.id}`;
  return (
    <Accordion
      disableGutters
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-marks`} id={id}>
        <Box sx={{ display: 'flex', width: '100%', gap: 2, alignItems: 'baseline' }}>
          <Typography sx={{ flexGrow: 1, fontWeight: 500 }}>{name}</Typography>
          <Typography component="span">
            {grade.rounded === null ? 'No total yet' : total.percent}
            {total.letter && ` ${total.letter}`}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-marks`}>
        <List dense disablePadding aria-label={`Marks of ${name}`}>
          {book.assignments.map((a) => {
            const text = cellText(a, cells?.get(a.id)?.wanted ?? EMPTY, book.today, shortDate);
            return (
              <ListItem key={a.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={markingPath(a.id)}>
                      {a.title}
                    </Link>
                  }
                  secondary={[
                    text.status === 'marked' ? `${text.main} / ${a.maxPoints}` : text.spoken,
                    ...text.notes,
                  ].join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
        <Button sx={{ mt: 1 }} onClick={() => onWorking(student.id)}>
          Show the working
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}

/** Phones: a student per line with their total, opened to their marks (not a squeezed grid). */
export function StudentList({
  book,
  store,
  settings,
  shortDate,
  onWorking,
}: {
  book: Markbook;
  store: MarkbookStore;
  settings: GradeSettings;
  shortDate: (iso: string) => string;
  onWorking: (studentId: string) => void;
}) {
  const { rows } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <Box component="section" aria-label="Students and their totals">
      {book.students.map((student) => (
        <StudentMarks
          key={student.id}
          book={book}
          student={student}
          cells={rows.get(student.id)}
          settings={settings}
          shortDate={shortDate}
          onWorking={onWorking}
        />
      ))}
    </Box>
  );
}
