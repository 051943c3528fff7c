import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Column } from '../../../components/data/data-list';
import type { Assignment } from '../../../shared/api-types/classes';
import { formatShortDate } from '../../../shared/validation/short-date';

/** The due date in the short format of messages, and whether it has passed. */
function Due({
  assignment,
  locale,
  today,
}: {
  assignment: Assignment;
  locale: string;
  today: string;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
      {formatShortDate(assignment.dueDate, locale)}
      {assignment.dueDate < today && <Chip size="small" color="warning" label="Overdue" />}
    </Box>
  );
}

/** Widths fit each header (with its sort arrow) and its usual content; Title takes the rest. */
export function columns(locale: string, today: string): Column<Assignment>[] {
  return [
    { key: 'title', label: 'Title', sortKey: 'title', render: (a) => a.title },
    {
      key: 'className',
      label: 'Class',
      sortKey: 'className',
      width: 140,
      wrap: true,
      render: (a) => a.className,
    },
    {
      key: 'dueDate',
      label: 'Due',
      sortKey: 'dueDate',
      width: 160,
      render: (a) => <Due assignment={a} locale={locale} today={today} />,
    },
    {
      key: 'maxPoints',
      label: 'Max points',
      sortKey: 'maxPoints',
      align: 'right',
      width: 124,
      render: (a) => a.maxPoints,
    },
  ];
}

/** A phone card's lines: the class and the points, then when it is due. */
export function facts(a: Assignment, locale: string, today: string) {
  return [
    [a.className, `${a.maxPoints} point${a.maxPoints === 1 ? '' : 's'}`],
    [
      <>
        Due <Due assignment={a} locale={locale} today={today} />
      </>,
    ],
  ];
}
