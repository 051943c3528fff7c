import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type Breakpoint, type Theme } from '@mui/material/styles';
import { viewports } from '../../.storybook/modes.ts';
import { Code } from './foundation-parts';

/**
 * What changes from each breakpoint up, as `src/` has it: `admin-layout.tsx` (navigation,
 * gutters), `data-list.tsx` and `data-table.tsx` (lists), `form-dialog.tsx` (dialogs), the
 * dashboard, the page header and the sign-in layout.
 */
export const breakpointChanges: Record<Breakpoint, string[]> = {
  xs: [
    'Navigation in a drawer behind the menu button.',
    'Lists as cards, with a sort control.',
    'Form dialogs full screen, with a close button at the top.',
    'Page gutters 16 px; a page header’s action under its heading; summary cards two a row.',
  ],
  sm: [
    'Form dialogs become a centred window (at most 600 px wide).',
    'Page gutters 24 px; the action beside the heading; the sign-in card padded 32 px.',
    'Toasts at least 320 px wide; the weekly chart labels every second week, not every third.',
  ],
  md: [
    'Navigation becomes a permanent drawer, 240 px, and the menu button goes.',
    'Lists become tables with sortable headers.',
    'Summary cards four a row.',
  ],
  lg: ['Tables show their wide columns.', 'The dashboard puts its two widgets side by side.'],
  xl: ['Nothing changes: the layouts stop growing at lg.'],
};

/** The breakpoint range `width` falls in: the largest breakpoint at or below it. */
export function rangeOf(theme: Theme, width: number): Breakpoint {
  const { keys, values } = theme.breakpoints;
  return keys.filter((key) => values[key] <= width).at(-1) ?? keys[0]!;
}

/** What a window `width` wide shows, by the same queries the components use. */
export function layoutAt(theme: Theme, width: number) {
  const { sm, md } = theme.breakpoints.values;
  return {
    navigation: width < md ? 'drawer' : 'permanent',
    lists: width < md ? 'cards' : 'tables',
    dialogs: width < sm ? 'full screen' : 'window',
  };
}

/** `theme.breakpoints.values` with what changes at each, and the visual suite's widths. */
export function BreakpointTable() {
  const theme = useTheme();
  const { keys, values } = theme.breakpoints;
  const sizes = Object.entries(viewports).sort(([, a], [, b]) => a.width - b.width);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TableContainer>
        <Table size="small" aria-label="Breakpoints">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 120 }}>Breakpoint</TableCell>
              <TableCell sx={{ width: 96 }}>From</TableCell>
              <TableCell>What changes in Lectern</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key} data-breakpoint={key}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  <Code>{key}</Code>
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>{`${values[key]}px`}</TableCell>
                <TableCell>
                  {breakpointChanges[key].map((change) => (
                    <Typography key={change} variant="body2">
                      {change}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TableContainer>
        <Table size="small" aria-label="Viewports the visual suite captures">
          <TableHead>
            <TableRow>
              <TableCell>Viewport</TableCell>
              <TableCell>Size</TableCell>
              <TableCell>Range</TableCell>
              <TableCell>Navigation</TableCell>
              <TableCell>Lists</TableCell>
              <TableCell>Form dialogs</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sizes.map(([name, { width, height }]) => {
              const layout = layoutAt(theme, width);
              return (
                <TableRow key={name} data-viewport={name}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell>{`${width} × ${height}`}</TableCell>
                  <TableCell>
                    <Code>{rangeOf(theme, width)}</Code>
                  </TableCell>
                  <TableCell>{layout.navigation}</TableCell>
                  <TableCell>{layout.lists}</TableCell>
                  <TableCell>{layout.dialogs}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
