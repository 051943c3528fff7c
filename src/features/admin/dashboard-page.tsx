import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DashboardSummary } from '../../lib/api-types/dashboard';
import { formatShortDate } from '../../lib/validation/short-date';
import { browserLocale } from '../../lib/i18n/locale';
import { adminApi, queryKeys } from './admin-api';

function greeting(now: Date, name: string | undefined) {
  const hour = now.getHours();
  const part = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  return name ? `${part}, ${name.split(' ')[0]}` : part;
}

const cards: { key: keyof Omit<DashboardSummary, 'upcoming'>; label: string }[] = [
  { key: 'classes', label: 'Classes' },
  { key: 'students', label: 'Students' },
  { key: 'dueThisWeek', label: 'Due in the next 7 days' },
  { key: 'overdue', label: 'Overdue' },
];

function SummaryCards({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <Box
      component="ul"
      aria-label="Summary"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {cards.map(({ key, label }) => (
        <Card component="li" key={key}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h2" component="p" sx={{ mt: 0.5 }}>
              {summary ? summary[key] : <Skeleton width={48} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Upcoming({ summary }: { summary: DashboardSummary }) {
  const locale = browserLocale();
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2">
          Coming up in the next two weeks
        </Typography>
        {summary.upcoming.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Nothing is due in the next two weeks.
          </Typography>
        ) : (
          <List dense>
            {summary.upcoming.map((a) => (
              <ListItem key={a.id} disableGutters>
                <ListItemText
                  primary={a.title}
                  secondary={`${a.className} · due ${formatShortDate(a.dueDate, locale)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function EmptyState() {
  return (
    <Card sx={{ textAlign: 'center', py: 4 }}>
      <CardContent>
        <Typography variant="h3" component="h2">
          Your dashboard is ready
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
          As you add classes and set assignments, this is where you will see what is due, what is
          overdue and how your weeks look.
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The dashboard: a greeting, the teacher's summary, and what is coming up. */
export function DashboardPage() {
  const me = useQuery({ queryKey: queryKeys.me, queryFn: adminApi.me });
  const summary = useQuery({ queryKey: queryKeys.summary, queryFn: adminApi.summary });

  useEffect(() => {
    document.title = 'Dashboard · Lectern';
  }, []);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">{greeting(new Date(), me.data?.user.fullName)}</Typography>
      {summary.isError ? (
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
      ) : (
        <div aria-busy={summary.isPending}>
          <SummaryCards summary={summary.data} />
        </div>
      )}
      {summary.data &&
        (summary.data.classes === 0 ? <EmptyState /> : <Upcoming summary={summary.data} />)}
    </Stack>
  );
}
