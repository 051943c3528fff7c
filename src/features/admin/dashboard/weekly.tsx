import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { browserLocale } from '../../../lib/i18n/locale';
import { useNearView } from '../../../lib/view/use-near-view';
import { adminApi, queryKeys } from '../admin-api';
import { useWidgetQuery } from './use-widget-query';
import { Widget } from './widget';

// The chart library is the heaviest piece of the dashboard: its own chunk, fetched once the
// figures are in and the chart is about to be seen.
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
  const weekly = useWidgetQuery(queryKeys.weekly, adminApi.weekly);
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref);
  // The room the chart and its key take, so that nothing moves when it arrives: busy while the
  // figures or the chart's chunk are on their way (screen readers, and the visual suite's
  // readiness signal), not while it waits out of view.
  const placeholder = (busy: boolean) => (
    <div aria-busy={busy || undefined}>
      <Skeleton variant="rounded" height={260} />
      <Typography variant="body2" aria-hidden sx={{ mt: 1.5, visibility: 'hidden' }}>
        &nbsp;
      </Typography>
    </div>
  );
  return (
    <Widget
      title="Assignments per week"
      busy={weekly.busy}
      error={weekly.failed ? 'The weekly figures could not be loaded.' : undefined}
      onRetry={weekly.retry}
    >
      <Box ref={ref}>
        {weekly.data === undefined ? (
          placeholder(true)
        ) : weekly.data.every((w) => w.count === 0) ? (
          <Typography color="text.secondary">
            No assignments are due in these twelve weeks.
          </Typography>
        ) : near ? (
          <Suspense fallback={placeholder(true)}>
            <WeeklyChart
              weeks={weekly.data}
              locale={browserLocale()}
              currentWeek={currentMonday()}
            />
          </Suspense>
        ) : (
          placeholder(false)
        )}
      </Box>
    </Widget>
  );
}
