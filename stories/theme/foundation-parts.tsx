import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { useTheme, type Palette, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ratioText, type Check, type Scheme } from './contrast-checks';

/** Both schemes' palettes from the theme on screen, whatever scheme the toolbar shows. */
export function usePalettes(): Record<Scheme, Palette> {
  const { colorSchemes, palette } = useTheme();
  return {
    light: colorSchemes.light?.palette ?? palette,
    dark: colorSchemes.dark?.palette ?? palette,
  };
}

/**
 * The attribute that puts an element and what it holds in `scheme`: the theme's CSS variables
 * are declared on `[data-lectern-mode="dark"]` (read from the theme's own selector), so a cell
 * or a box can show the other scheme's real colours beside the one on screen.
 */
export function schemeAttribute(theme: Theme, scheme: Scheme): Record<string, string> {
  const [, name, value] =
    /^\[([^=\]]+)="([^"]+)"\]/.exec(theme.getColorSchemeSelector(scheme)) ?? [];
  return name && value ? { [name]: value } : {};
}

/** A box in one scheme: its text and surface colours are that scheme's. */
export function SchemeBox({
  scheme,
  surface = 'paper',
  children,
}: {
  scheme: Scheme;
  surface?: 'default' | 'paper';
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <Box
      {...schemeAttribute(theme, scheme)}
      data-scheme={scheme}
      sx={{
        color: 'text.primary',
        bgcolor: `background.${surface}`,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        minWidth: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** A token's name or a value, in the code face. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.875em' }}>
      {children}
    </Box>
  );
}

/** "page 5.85:1 ✓ pass": in words and a mark, never in colour alone. */
export function Verdict({ check }: { check: Check }) {
  const Mark = check.pass ? CheckIcon : CloseIcon;
  return (
    <Box
      component="span"
      data-verdict={check.pass ? 'pass' : 'fail'}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        border: 1,
        borderColor: check.pass ? 'success.main' : 'error.main',
        borderRadius: 999,
        whiteSpace: 'nowrap',
        fontWeight: check.pass ? 400 : 700,
      }}
    >
      {`${check.on} ${ratioText(check.ratio)}`}
      <Mark fontSize="inherit" />
      {check.pass ? 'pass' : 'fail'}
    </Box>
  );
}
