import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ratioText, schemes, steps, toHex, type Scheme } from './contrast-checks';
import { Code, SchemeBox, usePalettes } from './foundation-parts';

/** Below this the two levels are the same colour to the eye: only a shadow or an edge tells. */
const SAME = 1.05;

interface LevelUse {
  level: string;
  token: string;
  uses: string;
  /** What floats on it, the elevation MUI gives it, and the fill to draw its sample in. */
  elevations: { what: string; elevation: number; fill?: string }[];
}

/**
 * What sits on each level and the elevation it is given. The elevations are MUI's defaults for
 * these components (Lectern keeps them; `components.ts` puts everything else at 0); the shadows
 * are read from `theme.shadows`.
 */
export const levelUses: LevelUse[] = [
  {
    level: 'Page',
    token: 'background.default',
    uses: 'The page behind everything: the admin area’s main column, the sign-in pages.',
    elevations: [],
  },
  {
    level: 'Paper',
    token: 'background.paper',
    uses: 'Cards (outlined), tables and phone lists in their cards, the sign-in card, the navigation drawer from 900 px: elevation 0, a divider edge instead of a shadow.',
    elevations: [],
  },
  {
    level: 'Elevated',
    token: 'background.elevated',
    uses: 'Menus and popovers, the navigation drawer on phones and tablets, dialogs: every Paper with an elevation.',
    elevations: [
      { what: 'Menus, popovers', elevation: 8 },
      { what: 'Navigation drawer below 900 px', elevation: 16 },
      { what: 'Dialogs', elevation: 24 },
    ],
  },
  {
    level: 'Toast',
    token: 'the severity’s main',
    uses: 'A filled alert floating over the page (its own colour, not a surface level).',
    elevations: [{ what: 'Toasts (boxShadow 3)', elevation: 3, fill: 'success.main' }],
  },
];

/** Page, card and floating surface of one scheme, nested as on screen, with the steps. */
function Levels({ scheme }: { scheme: Scheme }) {
  const palette = usePalettes()[scheme];
  const [toPaper, toElevated] = steps(palette);
  const step = (s: typeof toPaper) =>
    s &&
    `${ratioText(s.ratio)} on the ${s.from}${s.ratio < SAME ? ': same colour, the edge or shadow sets it apart' : ''}`;
  return (
    <SchemeBox scheme={scheme} surface="default">
      <Typography variant="h6" component="h3">
        {scheme === 'light' ? 'Light' : 'Dark'}
      </Typography>
      <Typography variant="body2">
        Page <Code>{toHex(palette.background.default)}</Code>
      </Typography>
      <Card sx={{ mt: 1.5, p: 2 }}>
        <Typography variant="body2">
          Card <Code>{toHex(palette.background.paper)}</Code>
        </Typography>
        <Typography variant="body2" color="text.secondary" data-step="paper">
          {step(toPaper)}
        </Typography>
        <Paper elevation={8} data-level="elevated" sx={{ mt: 1.5, p: 2 }}>
          <Typography variant="body2">
            Menu, dialog <Code>{toHex(palette.background.elevated)}</Code>
          </Typography>
          <Typography variant="body2" color="text.secondary" data-step="elevated">
            {step(toElevated)}
          </Typography>
        </Paper>
      </Card>
    </SchemeBox>
  );
}

/** The surface levels in both schemes, what sits on each, and the shadows in use. */
export function ElevationLevels() {
  const { shadows } = useTheme();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        {schemes.map((scheme) => (
          <Levels key={scheme} scheme={scheme} />
        ))}
      </Box>
      {levelUses.map(({ level, token, uses, elevations }) => (
        <Box key={level} data-level-use={level}>
          <Typography variant="h6" component="h3">
            {level}: <Code>{token}</Code>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {uses}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: elevations.length ? 2 : 0 }}>
            {elevations.map(({ what, elevation, fill = 'background.elevated' }) => (
              <Box key={what} sx={{ width: 200 }}>
                <Box
                  aria-hidden
                  data-shadow={elevation}
                  sx={{
                    height: 48,
                    borderRadius: 1,
                    bgcolor: fill,
                    boxShadow: shadows[elevation],
                  }}
                />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {what}: <Code>{`shadows[${elevation}]`}</Code>
                </Typography>
                <Typography
                  variant="caption"
                  component="p"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {shadows[elevation]}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
