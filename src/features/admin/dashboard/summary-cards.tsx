import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRetriedTogether } from './retry-all';
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
  const together = useRetriedTogether();
  if (summary.isError) {
    return (
      <Alert
        severity="error"
        action={
          together ? undefined : (
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          )
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
        // Five figures and no gap at a row's end: on a phone 2 + 2 + the last the width of two;
        // on a tablet 3 + 2 (six columns: the first three two each, the last two three each);
        // wider, five in a row.
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(6, 1fr)', md: 'repeat(5, 1fr)' },
        '& > *': { gridColumn: { sm: 'span 2', md: 'auto' } },
        '& > :nth-of-type(n + 4)': { gridColumn: { sm: 'span 3', md: 'auto' } },
        '& > :last-child': { gridColumn: { xs: 'span 2', sm: 'span 3', md: 'auto' } },
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
              {/* Each card opens its list, and looks it: an arrow across from its figure. */}
              <Typography
                variant="h2"
                component="p"
                sx={{
                  mt: 0.5,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                {summary.data ? summary.data[key] : <Skeleton width={48} />}
                <ChevronRight color="action" aria-hidden />
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
