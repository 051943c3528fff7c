import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { browserLocale } from '../../../lib/i18n/locale';
import { adminApi, queryKeys } from '../admin-api';
import { Widget } from './widget';

// The chart library is the heaviest piece of the dashboard: its own chunk, fetched with the data.
const WeeklyChart = lazy(() => import('./weekly-chart').then((m) => ({ default: m.WeeklyChart })));

/** The Monday of this week, as the server counts weeks (UTC calendar days). */
function currentMonday(now = new Date()) {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}

/** Assignments per week, four weeks back to seven ahead. */
export function Weekly() {
  const weekly = useQuery({ queryKey: queryKeys.weekly, queryFn: adminApi.weekly });
  // Busy while the figures or the chart's chunk are on their way (screen readers, and the
  // visual suite's readiness signal).
  const skeleton = <Skeleton variant="rounded" height={260} aria-busy="true" />;
  return (
    <Widget
      title="Assignments per week"
      busy={weekly.isPending}
      error={weekly.isError ? 'The weekly figures could not be loaded.' : undefined}
      onRetry={() => void weekly.refetch()}
    >
      {weekly.data === undefined ? (
        skeleton
      ) : weekly.data.every((w) => w.count === 0) ? (
        <Typography color="text.secondary">
          No assignments are due in these twelve weeks.
        </Typography>
      ) : (
        <Suspense fallback={skeleton}>
          <WeeklyChart weeks={weekly.data} locale={browserLocale()} currentWeek={currentMonday()} />
        </Suspense>
      )}
    </Widget>
  );
}
