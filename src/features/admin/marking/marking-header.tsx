import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { browserLocale } from '../../../lib/i18n/locale';
import type { WorkSheet } from '../../../shared/api-types/work';
import { missingOf } from '../../../shared/list-query';
import { classPath, markbookPath } from '../../../shared/paths';
import { formatShortDate } from '../../../shared/validation/short-date';
import { PageHeader } from '../page-header';
import type { MarkingSnapshot } from './mark-values';

/** "4 of 6 handed in · 2 marked · 2 missing", from what the server holds. */
function counts(sheet: WorkSheet, snapshot: MarkingSnapshot | undefined) {
  const values = snapshot ? snapshot.rows.map((r) => r.saved) : sheet.work;
  const handedIn = values.filter((v) => v.handedIn !== 'no').length;
  const marked = values.filter((v) => v.score !== '' && v.score !== null).length;
  const missing = missingOf(
    { dueDate: sheet.assignment.dueDate, students: values.length, handedIn, marked },
    new Date(),
  );
  return `${handedIn} of ${values.length} handed in · ${marked} marked · ${missing} missing`;
}

export function Header({ sheet, snapshot }: { sheet: WorkSheet; snapshot?: MarkingSnapshot }) {
  const { assignment: a } = sheet;
  const locale = browserLocale();
  return (
    <PageHeader title={a.title}>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={classPath(a.classId)}>
          {a.className}
        </Link>
        {' · '}
        <Link component={RouterLink} to={markbookPath(a.classId)}>
          Markbook
        </Link>
        {` · Due ${formatShortDate(a.dueDate, locale)} · ${a.maxPoints} ${a.maxPoints === 1 ? 'point' : 'points'}`}
      </Typography>
      {sheet.work.length > 0 && (
        <Typography sx={{ mt: 0.5, fontWeight: 500 }}>{counts(sheet, snapshot)}</Typography>
      )}
    </PageHeader>
  );
}

/** Skeleton of the header and a few rows while the sheet loads. */
export function Loading() {
  return (
    <Box aria-busy="true">
      <Typography variant="h1" component="div">
        <Skeleton width="45%" />
      </Typography>
      <Typography sx={{ mt: 1 }}>
        <Skeleton width="35%" />
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 3 }}>
        <Skeleton width="40%" />
      </Typography>
      <Card sx={{ p: 2 }}>
        <Stack spacing={2}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      </Card>
    </Box>
  );
}
