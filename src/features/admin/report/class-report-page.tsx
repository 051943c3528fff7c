import { studentName } from '../../../shared/resources/students';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { browserLocale } from '../../../lib/i18n/locale';
import type { Markbook } from '../../../shared/api-types/markbook';
import { paths, studentPath } from '../../../shared/paths';
import { BackToList, RecordUnavailable, type RecordList } from '../entity/record-page';
import { PageHeader } from '../page-header';
import { ClassReport } from './class-report';
import { PeriodSelect, periodName, usePeriod } from './period-select';
import { PrintArea } from './print-area';
import { useMarkbook } from './report-api';
import { BackToClass, Loading } from './student-page';
import { StudentSlip, overallText } from './student-slip';
import { studentReport } from './student-report';

const CLASSES: RecordList = { path: paths.classes, plural: 'classes', noun: 'class' };

type Printed = 'report' | 'slips';

function ReportView({ book }: { book: Markbook }) {
  const locale = browserLocale();
  const { period, choose } = usePeriod(book);
  const [params] = useSearchParams();
  // What the browser prints: the one-page report, or every student's slip (`?print=slips`).
  const [printed, setPrinted] = useState<Printed>(
    params.get('print') === 'slips' ? 'slips' : 'report',
  );
  const print = (what: Printed) => {
    flushSync(() => setPrinted(what));
    window.print();
  };
  const reports = book.students.flatMap((s) => studentReport(book, s.id, period, locale) ?? []);
  const name = periodName(period);
  return (
    <>
      <BackToClass book={book} />
      <PageHeader
        title={`${book.class.name}: class report`}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<PrintOutlined />}
              onClick={() => print('report')}
            >
              Print class report
            </Button>
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              disabled={reports.length === 0}
              onClick={() => print('slips')}
            >
              Print slips
            </Button>
          </Box>
        }
      >
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Each student’s overall grade and missing work; the slips print one page per student.
        </Typography>
      </PageHeader>
      <Box sx={{ mb: 2 }}>
        <PeriodSelect book={book} period={period} onChange={choose} />
      </Box>
      {reports.length === 0 ? (
        <Typography color="text.secondary">No students in {book.class.name} yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Class report">
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell>Number</TableCell>
                <TableCell align="right">Overall</TableCell>
                <TableCell align="right">Missing</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reports.map((r) => (
                <TableRow key={r.student.id}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={studentPath(book.class.id, r.student.id)}>
                      {studentName(r.student)}
                    </Link>
                  </TableCell>
                  <TableCell>{r.student.studentNumber ?? '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {overallText(r, locale)}
                  </TableCell>
                  <TableCell align="right">{r.missing.length}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PrintArea>
        {printed === 'report' ? (
          <ClassReport book={book} reports={reports} periodName={name} locale={locale} />
        ) : (
          reports.map((r) => (
            <StudentSlip
              key={r.student.id}
              book={book}
              report={r}
              periodName={name}
              locale={locale}
            />
          ))
        )}
      </PrintArea>
    </>
  );
}

/**
 * `/admin/classes/:id/report`: the class's report on screen (each student's overall grade and
 * missing work, linked to their page), printed on one page, or every student's slip.
 */
export function ClassReportPage() {
  const { id = '' } = useParams();
  const book = useMarkbook(id);
  if (book.isError)
    return (
      <RecordUnavailable list={CLASSES} error={book.error} onRetry={() => void book.refetch()} />
    );
  if (!book.data)
    return (
      <>
        <BackToList list={CLASSES} />
        <Loading />
      </>
    );
  return <ReportView book={book.data} />;
}
