import type { ThemeOptions } from '@mui/material/styles';

/**
 * The visual-test switch: no ripple, no transitions, no blinking caret. Screenshots taken with
 * it on are identical from run to run, locally and in Chromatic alike. Only the catalogue and
 * tests import it, so none of it ships in the app's bundles.
 */
export const visualTestTheme = {
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true, disableTouchRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        '*, *::before, *::after': {
          transition: 'none !important',
          animation: 'none !important',
          caretColor: 'transparent !important',
        },
      },
    },
  },
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
} satisfies VisualTestTheme;

/** What the visual-test switch may change in the theme. */
export type VisualTestTheme = Pick<ThemeOptions, 'components' | 'transitions'>;
