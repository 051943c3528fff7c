import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardSummary } from '../../../shared/api-types/dashboard';
import { paths } from '../../../shared/paths';

const cards: { key: keyof DashboardSummary; label: string; to: string }[] = [
  { key: 'classes', label: 'Classes', to: paths.classes },
  { key: 'students', label: 'Students', to: `${paths.classes}?sort=students&order=desc` },
  { key: 'dueThisWeek', label: 'Due in the next 7 days', to: `${paths.assignments}?status=week` },
  { key: 'toMark', label: 'To mark', to: `${paths.assignments}?status=to_mark` },
  { key: 'missing', label: 'Missing', to: `${paths.assignments}?status=missing` },
];

/** The five figures, each opening the list behind it. */
export function SummaryCards({ summary }: { summary: UseQueryResult<DashboardSummary> }) {
  if (summary.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        }
      >
        Your summary could not be loaded.
      </Alert>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Summary"
      aria-busy={summary.isPending}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
        // Five figures on a phone: the last one the width of two.
        '& > :last-child': { gridColumn: { xs: 'span 2', sm: 'auto' } },
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {cards.map(({ key, label, to }) => (
        <Card component="li" key={key}>
          <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h2" component="p" sx={{ mt: 0.5 }}>
                {summary.data ? summary.data[key] : <Skeleton width={48} />}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
