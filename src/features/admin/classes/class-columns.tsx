import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../../components/data/data-list';
import { classPath } from '../../../shared/paths';
import type { SchoolClass } from '../../../shared/api-types/classes';
import { subjectLabel } from '../../../shared/schemas/classes';
import { formatShortDate } from '../../../shared/validation/short-date';

const term = (c: SchoolClass, locale: string) =>
  `${formatShortDate(c.termStarts, locale)} – ${formatShortDate(c.termEnds, locale)}`;

/**
 * Widths fit each header (with its sort arrow) and its usual content, in en-US; Name takes the
 * rest. A subject may wrap ("Physical education"); the other values stay on one line.
 */
export function columns(locale: string): Column<SchoolClass>[] {
  return [
    {
      key: 'name',
      label: 'Name',
      sortKey: 'name',
      render: (c) => (
        <Link component={RouterLink} to={classPath(c.id)}>
          {c.name}
        </Link>
      ),
    },
    {
      key: 'subject',
      label: 'Subject',
      sortKey: 'subject',
      width: 112,
      wrap: true,
      render: (c) => subjectLabel(c.subject),
    },
    {
      key: 'grade',
      label: 'Grade',
      sortKey: 'grade',
      align: 'right',
      width: 92,
      render: (c) => c.grade,
    },
    { key: 'room', label: 'Room', wide: true, width: 72, render: (c) => c.room ?? '—' },
    {
      key: 'students',
      label: 'Students',
      sortKey: 'students',
      align: 'right',
      width: 112,
      render: (c) => c.students,
    },
    {
      key: 'term',
      label: 'Term',
      sortKey: 'termStarts',
      width: 152,
      render: (c) => term(c, locale),
    },
    {
      key: 'assignments',
      label: 'Assignments',
      align: 'right',
      wide: true,
      width: 108,
      render: (c) => c.assignments,
    },
  ];
}

/**
 * A phone card's two lines: what the class is, then its term and its size. The assignment count
 * stays for wide tables, as on narrower desktops: it would take a third line.
 */
export function facts(c: SchoolClass, locale: string) {
  return [
    [subjectLabel(c.subject), `Grade ${c.grade}`, ...(c.room ? [`Room ${c.room}`] : [])],
    [term(c, locale), `${c.students} student${c.students === 1 ? '' : 's'}`],
  ];
}
