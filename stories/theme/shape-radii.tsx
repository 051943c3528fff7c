import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Code } from './foundation-parts';

/** `theme.shape.borderRadius` in pixels (MUI types it as a number or a CSS length). */
export const cornerRadius = (theme: Theme) => parseFloat(String(theme.shape.borderRadius));

/** The corner the theme's Button override gives every button (`src/theme/components.ts`). */
export function buttonRadius(theme: Theme): number {
  const root = theme.components?.MuiButton?.styleOverrides?.root;
  const style: unknown =
    typeof root === 'function'
      ? (root as (props: object) => unknown)({ theme, ownerState: { variant: 'contained' } })
      : root;
  const radius = (style as { borderRadius?: unknown } | undefined)?.borderRadius;
  return typeof radius === 'number' ? radius : cornerRadius(theme);
}

interface Radius {
  name: string;
  px: number;
  source: string;
  use: string;
  sample?: ReactNode;
}

function radii(theme: Theme): Radius[] {
  const base = cornerRadius(theme);
  return [
    {
      name: 'Corner',
      px: base,
      source: 'shape.borderRadius',
      use: 'Cards, dialogs, menus and popovers, alerts and toasts, outlined fields, toggle buttons, tooltips: every MUI surface takes it.',
      sample: <Card sx={{ px: 2, py: 1 }}>A card</Card>,
    },
    {
      name: 'Pill',
      px: buttonRadius(theme),
      source: 'MuiButton styleOverrides.root',
      use: 'Every button: contained, outlined and text. Chips are pills too (MUI: half their height).',
      sample: <Button variant="contained">Save</Button>,
    },
    {
      name: 'Navigation item',
      px: 2 * base,
      source: 'sx borderRadius: 2 (2 × shape.borderRadius)',
      use: 'The items of the navigation drawer, selected or not.',
      sample: (
        <ListItemButton selected sx={{ borderRadius: 2, flex: 'none' }}>
          Dashboard
        </ListItemButton>
      ),
    },
    {
      name: 'Square',
      px: 0,
      source: 'MUI: square Paper',
      use: 'What meets the window’s edges: the app bar, the navigation drawer, dialogs full screen on phones.',
    },
  ];
}

/** The radii in use, each drawn as a box, with where it comes from and a real sample. */
export function ShapeRadii() {
  const theme = useTheme();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '96px minmax(0, 1fr) 176px',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 3,
      }}
    >
      {radii(theme).map(({ name, px, source, use, sample }) => (
        <Box key={name} data-radius={name} sx={{ display: 'contents' }}>
          <Box
            aria-hidden
            sx={{
              width: 96,
              height: 64,
              borderRadius: `${px}px`,
              border: 2,
              borderColor: 'primary.main',
              bgcolor: 'action.selected',
            }}
          />
          <div>
            <Typography variant="h6" component="h3">{`${name}: ${px}px`}</Typography>
            <Typography variant="body2" color="text.secondary">
              <Code>{source}</Code>. {use}
            </Typography>
          </div>
          <Box sx={{ display: 'flex', justifyContent: 'flex-start' }}>{sample}</Box>
        </Box>
      ))}
    </Box>
  );
}
