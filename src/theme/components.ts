import type { Components, Theme } from '@mui/material/styles';

/** Per-component overrides, kept apart from the base tokens in `tokens.ts`. */
export const components: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiFormControl: { defaultProps: { fullWidth: true } },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({
        marginInline: 2,
        // MUI's disabled grey fails WCAG AA; a disabled field's hint must still be readable.
        '&.Mui-disabled': { color: theme.vars.palette.text.secondary },
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({ backgroundColor: theme.vars.palette.background.paper }),
    },
  },
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      outlined: ({ theme }) => ({ borderColor: theme.vars.palette.divider }),
    },
  },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiToggleButton: {
    styleOverrides: {
      // MUI's unselected grey (action.active) falls under 4.5:1 on our page background.
      root: ({ theme }) => ({
        color: theme.vars.palette.text.secondary,
        textTransform: 'none',
        paddingInline: 12,
      }),
    },
  },
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: 10, alignItems: 'center' },
      // MUI fills with the `dark` shade in dark mode, which turns muddy; `main` with its
      // `contrastText` is the pair our tokens check for AA in both schemes.
      filled: ({ theme, ownerState }) => {
        const color = ownerState.severity ?? 'success';
        return {
          backgroundColor: theme.vars.palette[color].main,
          color: theme.vars.palette[color].contrastText,
        };
      },
    },
  },
  // Links inside text must not rely on colour alone (WCAG 1.4.1).
  MuiLink: { defaultProps: { underline: 'always' } },
};

/**
 * The visual-test switch: no ripple, no transitions, no blinking caret. Screenshots taken with
 * it on are identical from run to run, locally and in Chromatic alike.
 */
export const visualTestComponents: Components<Theme> = {
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
};
