import { studentName } from '../../../shared/resources/students';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../../components/data/data-list';
import type { Student } from '../../../shared/api-types/students';
import type { StudentProgress } from '../../../shared/api-types/work';
import { studentPath } from '../../../shared/paths';

/**
 * A student's progress while the class's figures are on their way: "…" for the eye, and words
 * for a screen reader, which would otherwise read out an ellipsis or nothing.
 */
const loadingProgress = (
  <>
    <span aria-hidden="true">…</span>
    <span style={visuallyHidden}>Loading progress</span>
  </>
);

/** "4 in · 1 missing · 78%": a student's work across the class's assignments. */
export function progressText(p: StudentProgress): string {
  return [
    `${p.handedIn} in`,
    ...(p.missing > 0 ? [`${p.missing} missing`] : []),
    p.average === null ? 'no marks yet' : `${p.average}% average`,
  ].join(' · ');
}

const progressOf = (p: StudentProgress | undefined) => (p ? progressText(p) : loadingProgress);

/** The roster's columns: names as a class list reads them, the number, progress and notes. */
export function columns(progress: Map<string, StudentProgress>): Column<Student>[] {
  return [
    {
      key: 'lastName',
      label: 'Name',
      sortKey: 'lastName',
      // The student's page: their work, overall grade with its working, and their slip.
      render: (s) => (
        <Link component={RouterLink} to={studentPath(s.classId, s.id)}>
          {studentName(s)}
        </Link>
      ),
    },
    {
      key: 'studentNumber',
      label: 'Number',
      sortKey: 'studentNumber',
      width: 120,
      render: (s) => s.studentNumber ?? '—',
    },
    {
      key: 'progress',
      label: 'Progress',
      width: 240,
      wrap: true,
      render: (s) => progressOf(progress.get(s.id)),
    },
    {
      key: 'notes',
      label: 'Notes',
      wide: true,
      width: 220,
      wrap: true,
      render: (s) => s.notes || '—',
    },
  ];
}

/** A phone card's lines: the number, then the progress. */
export function facts(s: Student, progress: Map<string, StudentProgress>) {
  return [[s.studentNumber ?? 'No student number'], [progressOf(progress.get(s.id))]];
}
