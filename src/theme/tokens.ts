import type { ThemeOptions } from '@mui/material/styles';

/**
 * Lectern's base tokens: a chalkboard green with a marigold accent on warm paper. Every pair of
 * text and surface colours here meets WCAG AA (4.5:1) in both schemes; `contrastThreshold: 4.5`
 * makes MUI pick AA-compliant text on filled colours too. `contrast.test.ts` checks the pairs.
 *
 * Surfaces by level: the page (`default`) < cards and panels (`paper`) < what floats above them
 * (`elevated`: menus, popovers, dialogs, the phone drawer). Light mode tells the levels apart with
 * shadows, so paper and elevated are both white; dark mode has no visible shadows, so each level
 * is a step lighter, in the same green (MUI's grey elevation overlay would wash the green out).
 * `field` is an input's own fill: white in light mode, the surface it sits on in dark mode, so a
 * field is never darker than the dialog around it.
 */
export const palettes = {
  light: {
    primary: { main: '#1d6b57', light: '#4f9a84', dark: '#0f4a3b', contrastText: '#ffffff' },
    secondary: { main: '#9a4a0b', light: '#c9732f', dark: '#6d3100', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#8a5300', contrastText: '#ffffff' },
    info: { main: '#1f5fa8', contrastText: '#ffffff' },
    success: { main: '#2b6e33', contrastText: '#ffffff' },
    background: { default: '#f7f5f0', paper: '#ffffff', elevated: '#ffffff', field: '#ffffff' },
    text: { primary: '#1c2421', secondary: '#4a5551' },
    divider: 'rgba(28, 36, 33, 0.14)',
    // MUI's grey avatar under page-coloured initials is 1.8:1; text.secondary's is 7.11:1.
    Avatar: { defaultBg: '#4a5551' },
  },
  dark: {
    primary: { main: '#7fd4b8', light: '#a8e6d1', dark: '#4fa88c', contrastText: '#06231b' },
    secondary: { main: '#f3b27a', light: '#f8cda6', dark: '#c9854d', contrastText: '#2b1500' },
    error: { main: '#f2b8b5', contrastText: '#3d0b08' },
    warning: { main: '#f0c060', contrastText: '#2e1f00' },
    info: { main: '#9cc4f2', contrastText: '#06203d' },
    success: { main: '#9bd5a0', contrastText: '#0b2a10' },
    // Steps: default → paper 1.10:1, paper → elevated 1.15:1. text.secondary on elevated 6.91:1.
    background: {
      default: '#0f1614',
      paper: '#17201d',
      elevated: '#202c28',
      field: 'transparent',
    },
    text: { primary: '#e6ece9', secondary: '#aab6b1' },
    divider: 'rgba(230, 236, 233, 0.16)',
    Avatar: { defaultBg: '#aab6b1' }, // initials 8.76:1
  },
} as const;

/**
 * One scale, largest to smallest: h1 > h2 > h3 > h4 > h5 > h6 ≥ body1 > body2 > caption. h6 is
 * body1's size in a heavier weight, so the smallest heading never reads smaller than the text
 * under it. subtitle1/2 are h6's and body2's sizes for emphasised text that is not a heading.
 * `TypeScale` in stories/theme/type-scale.tsx shows each with when to use it.
 */
export const typography: ThemeOptions['typography'] = {
  // "Roboto fallback": a local Arial (or the like) scaled to Roboto's metrics
  // (scripts/font-fallbacks.ts).
  fontFamily: '"Roboto", "Roboto fallback", "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.2 },
  h2: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.015em', lineHeight: 1.25 },
  h3: { fontSize: '1.375rem', fontWeight: 500, letterSpacing: '-0.01em', lineHeight: 1.3 },
  h4: { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.35 },
  h5: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.5 },
  subtitle1: { fontWeight: 500, lineHeight: 1.5 },
  body1: { fontSize: '1rem', lineHeight: 1.55 },
  body2: { fontSize: '0.875rem', lineHeight: 1.5 },
  button: { textTransform: 'none', fontWeight: 500, letterSpacing: '0.01em' },
  overline: { fontWeight: 500, letterSpacing: '0.08em' },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 10 };

/** An 8-pixel grid: `theme.spacing(1)` is 8px. */
export const SPACING_UNIT = 8;
