import { studentName } from '../../../shared/resources/students';
import Box from '@mui/material/Box';
import type { Markbook } from '../../../shared/api-types/markbook';
import { formatShortDate } from '../../../shared/validation/short-date';
import { overallText } from './student-slip';
import type { StudentReport } from './student-report';

// 40 rows (the roster's most) and the heading within US Letter's 249 mm less the margins: a
// row is 9.5 pt at 1.25 plus 1 mm, about 5.2 mm (measured in e2e/printing.spec.ts).
const cell = {
  textAlign: 'left',
  py: '0.5mm',
  px: '2mm',
  lineHeight: 1.25,
  borderBottom: '1px solid #bbb',
} as const;

/**
 * The class report for print (PrintArea): each student's overall grade and missing count, one
 * page for a class of 40 (small type, tight rows).
 */
export function ClassReport({
  book,
  reports,
  periodName,
  locale,
}: {
  book: Markbook;
  reports: StudentReport[];
  periodName: string;
  locale: string;
}) {
  return (
    <Box component="article" sx={{ fontSize: '9.5pt', breakInside: 'avoid' }}>
      <Box component="h1" sx={{ fontSize: '14pt', fontWeight: 500 }}>
        {book.class.name}: class report
      </Box>
      <Box component="p" sx={{ color: '#555', mb: '3mm' }}>
        {periodName} · {reports.length} {reports.length === 1 ? 'student' : 'students'} · printed
        from Lectern on {formatShortDate(book.today, locale)}
      </Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': cell,
          '& th': { fontWeight: 500 },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Number</th>
            <th scope="col">Overall</th>
            <th scope="col">Missing</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={r.student.id}>
              <td>{studentName(r.student)}</td>
              <td>{r.student.studentNumber ?? '—'}</td>
              <td>{overallText(r, locale)}</td>
              <td>{r.missing.length}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
