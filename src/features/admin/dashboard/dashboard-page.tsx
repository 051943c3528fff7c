import Add from '@mui/icons-material/Add';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useSyncExternalStore } from 'react';
import { Link as RouterLink, useOutletContext } from 'react-router-dom';
import { EmptyState } from '../../../components/data/empty-state';
import { dayPart, greeting, type DayPart } from '../../../shared/greeting';
import { unchanging } from '../../../lib/hydration/use-hydrated';
import { adminApi, queryKeys } from '../admin-api';
import type { AdminOutletContext } from '../admin-layout';
import { PageHeader } from '../page-header';
import { ByClass } from './by-class';
import { RetryAll } from './retry-all';
import { SummaryCards } from './summary-cards';
import { Upcoming } from './upcoming';
import { Weekly } from './weekly';
import { paths } from '../../../shared/paths';

/**
 * The part of the day on this device's clock; while a page the server rendered is hydrated, the
 * part the server named (it knows the teacher's time zone from a cookie), so that the heading
 * hydrates as it was sent.
 */
function useDayPart(): DayPart {
  const frame = useOutletContext<AdminOutletContext | undefined>();
  const here = () => dayPart(new Date().getHours());
  return useSyncExternalStore(unchanging, here, () => frame?.renderedDayPart() ?? here());
}

/*
 * The widgets, each in its place on wide screens: the list on the left over two rows, the chart
 * and the per-class work on the right, so that neither list growing as it loads moves the others.
 * Made once, not in each render of the page: when the page is drawn again (the teacher's name or
 * the figures arrive, the window grows past `lg`), React finds the same elements and leaves the
 * widgets as they are — each is drawn only by its own answer. Measured (CPU profiles of the
 * dashboard's load at 4× CPU slowdown): the page's renders after hydration are synchronous, and
 * they drew the three widgets, the chart's axes included, again each time.
 */
const weekly = (
  <Box
    key="weekly"
    sx={{ minWidth: 0, order: { lg: 2 }, gridColumn: { lg: 2 }, gridRow: { lg: 1 } }}
  >
    <Suspense>
      <Weekly />
    </Suspense>
  </Box>
);
const upcoming = (
  <Box key="upcoming" sx={{ minWidth: 0, gridColumn: { lg: 1 }, gridRow: { lg: '1 / span 2' } }}>
    <Suspense>
      <Upcoming />
    </Suspense>
  </Box>
);
const byClass = (
  <Box
    key="by-class"
    sx={{ minWidth: 0, order: { lg: 3 }, gridColumn: { lg: 2 }, gridRow: { lg: 2 } }}
  >
    <Suspense>
      <ByClass />
    </Suspense>
  </Box>
);

/**
 * The dashboard: a greeting, the four figures, what is coming up and the weeks ahead. Each
 * widget loads, fails and retries on its own; a new teacher gets a first step instead.
 */
export function DashboardPage() {
  const me = useQuery({ queryKey: queryKeys.me, queryFn: adminApi.me });
  const part = useDayPart();
  const summary = useQuery({ queryKey: queryKeys.summary, queryFn: adminApi.summary });
  const newTeacher = summary.data?.classes === 0;
  // Side by side on wide screens, the list first. One above the other on narrower ones, the
  // chart first: its room is known before it loads, the list's is not, and a list that grows
  // moves nothing under it. The page's order is the order on screen.
  const theme = useTheme();
  // A page the server rendered cannot know the width: `wide` is false while it is hydrated, and
  // the stylesheet puts the list first on wide screens meanwhile (both widgets are placeholders
  // then, nothing to focus). From the next render the order in the page is the order on screen.
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={greeting(part, me.data?.user.fullName)}
        documentTitle="Dashboard"
        gutter={false}
      />
      <RetryAll summary={summary}>
        <Suspense>
          <SummaryCards summary={summary} />
        </Suspense>
        {newTeacher ? (
          <EmptyState
            icon={<AutoStoriesOutlined />}
            title="Your dashboard is ready"
            action={
              <Button
                variant="contained"
                startIcon={<Add />}
                component={RouterLink}
                to={`${paths.classes}?new=1`}
              >
                Add your first class
              </Button>
            }
          >
            As you add classes and set assignments, this is where you will see what is due, what is
            waiting to be marked, what is missing and how your weeks look.
          </EmptyState>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' },
              // The chart's row is as tall as the chart; a long list's extra height goes below.
              gridTemplateRows: { lg: 'auto 1fr' },
              gap: 3,
              alignItems: 'start',
            }}
          >
            {wide ? [upcoming, weekly, byClass] : [weekly, upcoming, byClass]}
          </Box>
        )}
      </RetryAll>
    </Stack>
  );
}
