import Box from '@mui/material/Box';
import type { Markbook } from '../../../shared/api-types/markbook';
import { formatPercent } from '../../../shared/markbook/grade';
import { formatShortDate } from '../../../shared/validation/short-date';
import { studentName, type StudentReport } from './student-report';

/** The overall grade as printed and shown: "87.5% (B)", or "—" before anything counts. */
export function overallText(report: Pick<StudentReport, 'grade' | 'letter'>, locale: string) {
  const percent = formatPercent(report.grade.rounded, locale);
  return report.letter ? `${percent} (${report.letter})` : percent;
}

const GREY = '#555';

/**
 * One student's slip, for print only (PrintArea): name, class, overall, missing work, the last
 * comment. One page each: a page break after every slip but the last.
 */
export function StudentSlip({
  book,
  report,
  periodName,
  locale,
}: {
  book: Markbook;
  report: StudentReport;
  periodName: string;
  locale: string;
}) {
  const { student, missing, lastComment } = report;
  return (
    <Box
      component="article"
      sx={{
        breakInside: 'avoid',
        '&:not(:last-of-type)': { breakAfter: 'page' },
        '& h2': { fontSize: '11pt', fontWeight: 500, mt: '6mm', mb: '1.5mm' },
      }}
    >
      <Box sx={{ borderBottom: '1px solid #999', pb: '3mm', mb: '2mm' }}>
        <Box component="h1" sx={{ fontSize: '16pt', fontWeight: 500 }}>
          {studentName(student)}
        </Box>
        <Box component="p" sx={{ color: GREY }}>
          {[
            student.studentNumber && `Student number ${student.studentNumber}`,
            `${book.class.name}`,
            periodName,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Box>
      </Box>
      <Box component="h2">Overall</Box>
      <Box component="p" sx={{ fontSize: '14pt', fontWeight: 500 }}>
        {overallText(report, locale)}
      </Box>
      <Box component="h2">Missing work</Box>
      {missing.length === 0 ? (
        <Box component="p">Nothing is missing.</Box>
      ) : (
        <Box component="ul" sx={{ pl: '5mm' }}>
          {missing.map((r) => (
            <li key={r.assignment.id}>
              {r.assignment.title}, due {formatShortDate(r.assignment.dueDate, locale)}
            </li>
          ))}
        </Box>
      )}
      <Box component="h2">Last comment</Box>
      <Box component="p" sx={{ whiteSpace: 'pre-line' }}>
        {lastComment || 'No comments yet.'}
      </Box>
      <Box component="p" sx={{ color: GREY, mt: '8mm', fontSize: '9pt' }}>
        Printed from Lectern on {formatShortDate(book.today, locale)}.
      </Box>
    </Box>
  );
}
