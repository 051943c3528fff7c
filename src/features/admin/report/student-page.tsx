import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { toast } from '../../../components/toast/toast';
import { browserLocale } from '../../../lib/i18n/locale';
import { ApiError } from '../../../lib/api/client';
import { downloadFailure } from '../../../lib/api/download';
import type { Markbook } from '../../../shared/api-types/markbook';
import { classPath, paths } from '../../../shared/paths';
import { formatShortDate } from '../../../shared/validation/short-date';
import { BackToList, RecordUnavailable, type RecordList } from '../entity/record-page';
import { PageHeader } from '../page-header';
import { accountApi } from '../settings/account-api';
import { GradeWorking } from './grade-working';
import { PeriodSelect, periodName, usePeriod } from './period-select';
import { PrintArea } from './print-area';
import { useMarkbook } from './report-api';
import { StudentSlip, overallText } from './student-slip';
import { StudentWork } from './student-work';
import { studentName, studentReport, type StudentReport } from './student-report';

const CLASSES: RecordList = { path: paths.classes, plural: 'classes', noun: 'student' };
/** A student who is not on the class's roster (deleted, or a wrong link): the 404 state. */
const NOT_ON_ROSTER = new ApiError(404, { error: 'not_found' });

/** Back to the class's page. */
export function BackToClass({ book }: { book: Markbook }) {
  return (
    <Link
      component={RouterLink}
      to={classPath(book.class.id)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBack fontSize="small" />
      {book.class.name}
    </Link>
  );
}

export function Loading() {
  return (
    <Box aria-busy="true">
      <Typography variant="h1" component="div">
        <Skeleton width="40%" />
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>
        <Skeleton width="30%" />
      </Typography>
      <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}

function Overall({ report, locale }: { report: StudentReport; locale: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="overall-label"
      sx={{ p: 2, mb: 3, display: 'inline-block', minWidth: 220 }}
    >
      <Typography variant="body2" color="text.secondary" id="overall-label">
        Overall grade
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 500, lineHeight: 1.3 }}>
        {overallText(report, locale)}
      </Typography>
      {report.grade.rounded === null && (
        <Typography variant="body2" color="text.secondary">
          Nothing counts yet.
        </Typography>
      )}
    </Paper>
  );
}

function Missing({ report, locale }: { report: StudentReport; locale: string }) {
  if (report.missing.length === 0) return null;
  return (
    <Alert
      severity="warning"
      component="section"
      // A part of the page, not news: no live announcement (Alert's own role).
      role="region"
      aria-label="What is missing"
      sx={{ mb: 3 }}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        What is missing
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {report.missing.map((r) => (
          <li key={r.assignment.id}>
            {r.assignment.title}, due {formatShortDate(r.assignment.dueDate, locale)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** The slip to print, and the child's whole record as a zip; side by side, wrapping on a phone. */
function StudentActions({ studentId, name }: { studentId: string; name: string }) {
  const [exporting, setExporting] = useState(false);
  const exportRecord = async () => {
    setExporting(true);
    try {
      await accountApi.downloadStudentRecord(studentId);
    } catch (error) {
      const message = downloadFailure(
        error,
        `The record of ${name} could not be exported. Please try again.`,
      );
      if (message) toast.error(message);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
        Print slip
      </Button>
      <Button
        variant="outlined"
        startIcon={<Download />}
        onClick={() => void exportRecord()}
        loading={exporting}
        loadingPosition="start"
        aria-busy={exporting}
      >
        Export record
      </Button>
    </Stack>
  );
}

function StudentView({ book, studentId }: { book: Markbook; studentId: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const locale = browserLocale();
  const { period, choose } = usePeriod(book);
  const report = studentReport(book, studentId, period, locale);
  if (!report)
    return <RecordUnavailable list={CLASSES} error={NOT_ON_ROSTER} onRetry={() => undefined} />;
  const { student } = report;
  return (
    <>
      <BackToClass book={book} />
      <PageHeader
        title={studentName(student)}
        action={<StudentActions studentId={student.id} name={studentName(student)} />}
      >
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {student.studentNumber ? `Student number ${student.studentNumber}` : 'No student number'}
          {` · ${book.class.name}`}
        </Typography>
      </PageHeader>
      <Box sx={{ mb: 2 }}>
        <PeriodSelect book={book} period={period} onChange={choose} />
      </Box>
      <Missing report={report} locale={locale} />
      <Overall report={report} locale={locale} />
      <Box component="section" aria-labelledby="work-heading" sx={{ mb: 4 }}>
        <Typography id="work-heading" variant="h2" sx={{ mb: 1 }}>
          Work
        </Typography>
        <StudentWork rows={report.rows} phone={phone} locale={locale} />
      </Box>
      <GradeWorking report={report} assignments={book.assignments} locale={locale} />
      <PrintArea>
        <StudentSlip book={book} report={report} periodName={periodName(period)} locale={locale} />
      </PrintArea>
    </>
  );
}

/**
 * `/admin/classes/:id/students/:studentId`: one student's work in a class, the overall grade
 * and how it is worked out (the shared grade function), what is missing; prints as the
 * student's slip.
 */
export function StudentPage() {
  const { id = '', studentId = '' } = useParams();
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
  return <StudentView book={book.data} studentId={studentId.toLowerCase()} />;
}
