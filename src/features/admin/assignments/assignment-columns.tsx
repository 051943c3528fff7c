import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../../components/data/data-list';
import { StatusChip } from '../../../components/data/status-chip';
import { Truncated } from '../../../components/data/truncated';
import type { Assignment } from '../../../shared/api-types/classes';
import { markingPath } from '../../../shared/paths';
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
      {assignment.dueDate < today && assignment.missing === 0 && assignment.students === 0 && (
        <StatusChip status="past" label="Past" />
      )}
    </Box>
  );
}

/** How much work came in, how much is marked, and what needs doing (chips). */
function Progress({ assignment: a }: { assignment: Assignment }) {
  const toMark = a.handedIn - a.marked;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <span>
        {a.handedIn}/{a.students} in · {a.marked} marked
      </span>
      {toMark > 0 && <StatusChip status="to_mark" label={`${toMark} to mark`} />}
      {a.missing > 0 && <StatusChip status="missing" label={`${a.missing} missing`} />}
    </Box>
  );
}

/** Where the list shows: `withClass: false` on a class's own page (its name is the page's). */
export interface ColumnOptions {
  withClass?: boolean;
}

/** Widths fit each header (with its sort arrow) and its usual content; Title takes the rest. */
export function columns(
  locale: string,
  today: string,
  { withClass = true }: ColumnOptions = {},
): Column<Assignment>[] {
  const all: Column<Assignment>[] = [
    {
      key: 'title',
      label: 'Title',
      sortKey: 'title',
      // One line, cut with a tooltip when the title is longer than the column (up to 60
      // characters): rows keep one height.
      render: (a) => (
        <Truncated text={a.title}>
          <Link component={RouterLink} to={markingPath(a.id)}>
            {a.title}
          </Link>
        </Truncated>
      ),
    },
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
      // A short date and, after its due date with nothing in, a "Past" chip.
      width: 136,
      render: (a) => <Due assignment={a} locale={locale} today={today} />,
    },
    {
      key: 'work',
      label: 'Work',
      width: 200,
      wrap: true,
      render: (a) => <Progress assignment={a} />,
    },
    {
      key: 'maxPoints',
      label: 'Max points',
      sortKey: 'maxPoints',
      align: 'right',
      wide: true,
      width: 124,
      render: (a) => a.maxPoints,
    },
  ];
  return withClass ? all : all.filter((column) => column.key !== 'className');
}

/** A phone card's lines: the class and the points, then when it is due. */
export function facts(
  a: Assignment,
  locale: string,
  today: string,
  { withClass = true }: ColumnOptions = {},
) {
  const points = `${a.maxPoints} point${a.maxPoints === 1 ? '' : 's'}`;
  return [
    withClass ? [a.className, points] : [points],
    [
      <>
        Due <Due assignment={a} locale={locale} today={today} />
      </>,
    ],
    [<Progress key="work" assignment={a} />],
  ];
}
