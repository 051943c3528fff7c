import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';

/** Where each step is used on Lectern's screens (the values found in `src/`). */
export const spacingUses: [step: number, use: string][] = [
  [0.5, 'A label and its figure (summary cards); the rows of the chart legend.'],
  [1, 'An icon beside its label: logo, toolbar, sort control, a chip beside a title.'],
  [1.5, 'Under a widget’s heading; phone list cards’ rows; table cells’ side padding.'],
  [2, 'Page gutters on phones; card padding; the gap between summary cards.'],
  [2.5, 'Between the fields of a form, in every form and form dialog.'],
  [3, 'Page gutters from 600 px; between the sections of a page; dialog actions’ sides.'],
  [4, 'The padding of the sign-in card and of the error page from 600 px.'],
  [6, 'The space under the sign-in card from 600 px.'],
  [8, 'Not used by a Lectern screen today.'],
];

/**
 * The spacing unit in pixels, as the theme writes it to the page (`--mui-spacing: 8px`). With
 * CSS variables `theme.spacing(n)` is `calc(n * var(--mui-spacing))`: the bars use that.
 */
export function spacingUnit(theme: Theme): number {
  const name = `--${theme.cssVarPrefix}-spacing`;
  const sheets = theme.generateStyleSheets() as Record<string, Record<string, unknown>>[];
  for (const sheet of sheets) {
    for (const rules of Object.values(sheet)) {
      if (typeof rules[name] === 'string') return parseFloat(rules[name]);
    }
  }
  throw new Error(`The theme declares no ${name}`);
}

/** Each step of the 8-pixel scale as a bar `theme.spacing(n)` wide, with where it is used. */
export function SpacingScale() {
  const theme = useTheme();
  const unit = spacingUnit(theme);
  return (
    <Box
      component="ul"
      aria-label="Spacing scale"
      sx={{
        display: 'grid',
        gridTemplateColumns: '168px 72px minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {spacingUses.map(([step, use]) => (
        <Box component="li" key={step} sx={{ display: 'contents' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {`spacing(${step}) = ${step * unit}px`}
          </Typography>
          <Box
            aria-hidden
            data-step={step}
            sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main' }}
          />
          <Typography variant="body2" color="text.secondary">
            {use}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
