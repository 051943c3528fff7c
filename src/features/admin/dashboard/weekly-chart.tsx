import './chart-pause';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import Skeleton from '@mui/material/Skeleton';
import { startTransition, use, useEffect, useRef, useState, type RefObject } from 'react';
import type { WeekCount } from '../../../shared/api-types/dashboard';
import { formatShortDate } from '../../../shared/validation/short-date';
import { fontsReady } from '../../../theme/fonts-ready';

/**
 * The chart measures its tick labels once and keeps the sizes: measured in a fallback font
 * (before the theme's font has arrived) they come out too wide, and every date under the axis is
 * cut to nothing. So the chart is drawn once the labels' font is there (or failed to load).
 */
const tickFont = fontsReady('400 12px Roboto');

/**
 * The box's width (whole pixels), as its ResizeObserver reports it, handed to React in a
 * transition. Given no width, the chart measures its box in a layout effect and then draws
 * itself in full in a render React cannot cut, in the same task (Chromium's profiler at a 4×
 * CPU slowdown: the dashboard's longest task, 170–230 ms, measuring the ticks' text inside it).
 * Given one, it is drawn in full by a render React splits into short tasks.
 */
function useBoxWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = (w: number) => startTransition(() => setWidth(Math.floor(w)));
    if (typeof ResizeObserver === 'undefined') return measured(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measured(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Assignments due per week as bars (MUI X Charts, loaded only by the dashboard). The figures
 * are also a table for screen readers, which cannot read the bars.
 */
export function WeeklyChart({
  weeks,
  locale,
  currentWeek,
}: {
  weeks: WeekCount[];
  locale: string;
  currentWeek: string;
}) {
  use(tickFont);
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  // The visual-test theme zeroes every duration; people who ask for less motion get none too.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const still = reducedMotion || theme.transitions.duration.standard === 0;
  // Every week's bar, but a date under every second week only (every third on phones), counted
  // from this week so that its bar is always labelled: full short dates side by side touch.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const every = phone ? 3 : 2;
  const found = weeks.findIndex((w) => w.weekStart === currentWeek);
  const current = Math.max(0, found);
  const labels = weeks.map((w) => formatShortDate(w.weekStart, locale));
  const colour = (w: WeekCount) =>
    w.weekStart === currentWeek
      ? theme.vars.palette.secondary.main
      : theme.vars.palette.primary.main;
  return (
    <>
      {/* Busy until the chart is drawn: the visual suite's readiness signal. */}
      <Box ref={box} aria-hidden aria-busy={width === undefined || undefined} sx={{ height: 260 }}>
        {width === undefined ? (
          <Skeleton variant="rounded" height={260} />
        ) : (
          <BarChart
            width={width}
            height={260}
            skipAnimation={still}
            xAxis={[
              {
                scaleType: 'band',
                data: labels,
                tickLabelInterval: (_, index) => (index - current) % every === 0,
                colorMap: { type: 'ordinal', values: labels, colors: weeks.map(colour) },
              },
            ]}
            yAxis={[{ tickMinStep: 1, width: 32 }]}
            series={[{ data: weeks.map((w) => w.count), label: 'Assignments due' }]}
            hideLegend
            // The table below is how screen readers and keyboards get the figures.
            disableKeyboardNavigation
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          />
        )}
      </Box>
      <ChartKey
        items={[
          { colour: theme.vars.palette.primary.main, label: 'Assignments due' },
          ...(found < 0 ? [] : [{ colour: theme.vars.palette.secondary.main, label: 'This week' }]),
        ]}
      />
      {/* Hidden in a box: a table grows to its rows whatever height it is given, and the
          visually hidden table used to add ~380 px of empty scroll under the dashboard. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>Assignments due per week</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col">Assignments due</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w, i) => (
              <tr key={w.weekStart}>
                <th scope="row">
                  {labels[i]}
                  {w.weekStart === currentWeek ? ' (this week)' : ''}
                </th>
                <td>{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </>
  );
}

/**
 * What the colours mean, under the chart. Hidden from screen readers, which get the same from
 * the table ("… (this week)").
 */
function ChartKey({ items }: { items: { colour: string; label: string }[] }) {
  return (
    <Box
      aria-hidden
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, mt: 1.5 }}
    >
      {items.map(({ colour, label }) => (
        <Typography
          key={label}
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
        >
          <Box
            component="span"
            sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: colour, flexShrink: 0 }}
          />
          {label}
        </Typography>
      ))}
    </Box>
  );
}
