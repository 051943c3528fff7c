import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { WeekCount } from '../../../lib/api-types/dashboard';
import { formatShortDate } from '../../../lib/validation/short-date';

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
  const theme = useTheme();
  // The visual-test theme zeroes every duration; people who ask for less motion get none too.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const still = reducedMotion || theme.transitions.duration.standard === 0;
  const labels = weeks.map((w) => formatShortDate(w.weekStart, locale));
  return (
    <>
      <Box aria-hidden sx={{ height: 260 }}>
        <BarChart
          height={260}
          skipAnimation={still}
          xAxis={[
            {
              scaleType: 'band',
              data: labels,
              colorMap: {
                type: 'ordinal',
                values: labels,
                colors: weeks.map((w) =>
                  w.weekStart === currentWeek
                    ? theme.vars.palette.secondary.main
                    : theme.vars.palette.primary.main,
                ),
              },
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 32 }]}
          series={[{ data: weeks.map((w) => w.count), label: 'Assignments due' }]}
          hideLegend
          // The table below is how screen readers and keyboards get the figures.
          disableKeyboardNavigation
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        />
      </Box>
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
