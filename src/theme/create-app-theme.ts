import { createTheme, type Components, type Theme } from '@mui/material/styles';
import { components, visualTestComponents } from './components';
import { palettes, shape, SPACING_UNIT, typography } from './tokens';
import './augmentation';

export interface AppThemeOptions {
  /** Turns off ripple, transitions and the caret for pixel-stable screenshots. */
  visualTest?: boolean;
  /**
   * More component settings for the visual-test switch, given by the catalogue itself so that
   * what they import (e.g. Fade) stays out of the app's bundles.
   */
  visualTestOverrides?: Components<Theme> | undefined;
}

export function createAppTheme({
  visualTest = false,
  visualTestOverrides,
}: AppThemeOptions = {}): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data-lectern-mode' },
    colorSchemes: {
      light: { palette: { ...palettes.light, contrastThreshold: 4.5 } },
      dark: { palette: { ...palettes.dark, contrastThreshold: 4.5 } },
    },
    typography,
    shape,
    spacing: SPACING_UNIT,
    components: visualTest
      ? {
          ...components,
          ...visualTestComponents,
          ...visualTestOverrides,
        }
      : components,
    ...(visualTest && {
      transitions: {
        create: () => 'none',
        // Grow (menus, popovers, tooltips) times its 'auto' entrance from this, not from
        // `duration`; until it ends the paper sits under a scale(1, 1) transform, on its own
        // compositing layer, whose text anti-aliases differently from the settled paper.
        getAutoHeightDuration: () => 0,
        duration: {
          shortest: 0,
          shorter: 0,
          short: 0,
          standard: 0,
          complex: 0,
          enteringScreen: 0,
          leavingScreen: 0,
        },
      },
    }),
  });
}
