import type { Components, Theme } from '@mui/material/styles';

/**
 * Outlined fields (MUI's and the date picker's). The fill is `background.field`: white in light
 * mode, the surface the field sits on in dark mode, so a field is never darker than its dialog.
 * The border is text.primary at 55% so a field can be found on any surface (WCAG 1.4.11; MUI's
 * 23% is 1.7:1 on white): light 3.66:1 on the white fill, 3.36:1 beside the page; dark 5.32 /
 * 5.11 / 4.74:1 on page / paper / elevated. Read-only fields get a dashed border (≥ 3.45:1) on a
 * 6% tint, apart from filled ones (solid border) and disabled ones (greyed text); their text
 * keeps text.primary (≥ 10.25:1 on the tint). Figures: `contrast.test.ts`.
 */
const outlinedField = {
  styleOverrides: {
    // `& fieldset` (the outline) rather than the notchedOutline slot: one rule, and MUI's hover,
    // focus, error and disabled colours still win over it.
    root: ({ theme }: { theme: Theme }) => ({
      backgroundColor: theme.vars.palette.background.field,
      '& fieldset': { borderColor: theme.alpha(theme.vars.palette.text.primary, 0.55) },
      '&.Mui-readOnly': {
        backgroundColor: theme.alpha(theme.vars.palette.text.primary, 0.06),
        '& fieldset': { borderStyle: 'dashed' },
      },
      // A field focused before the app has taken the page over (a page rendered ahead of
      // time, ADR 024) has no `Mui-focused` yet: the browser's focus draws MUI's focused outline.
      '&:has(input:focus):not(.Mui-focused):not(.Mui-error) fieldset': {
        borderColor: theme.vars.palette.primary.main,
        borderWidth: 2,
      },
    }),
  },
};

/** Per-component overrides, kept apart from the base tokens in `tokens.ts`. */
export const components: Components<Theme> = {
  MuiButton: {
    // Busy reads as busy, not as disabled: the label stays, the spinner sits beside it.
    defaultProps: { disableElevation: true, loadingPosition: 'start' },
    styleOverrides: {
      root: ({ ownerState: { variant = 'text' } }) => ({
        borderRadius: 999,
        paddingInline: 20,
        // MUI greys a loading button out like a disabled one; it keeps its variant's own
        // colours (the pairs checked for AA) instead. It is still disabled: no second press.
        '&.MuiButton-loading': {
          color: `var(--variant-${variant}Color)`,
          backgroundColor: `var(--variant-${variant}Bg)`,
          borderColor: 'var(--variant-outlinedBorder)',
        },
      }),
    },
  },
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
  MuiOutlinedInput: outlinedField,
  MuiPickersOutlinedInput: outlinedField,
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      // What floats (menus, popovers, dialogs, the phone drawer: every Paper with an elevation)
      // sits on the elevated surface, without MUI's grey overlay that greys the green out.
      root: ({ theme, ownerState }) =>
        ownerState.elevation
          ? { backgroundImage: 'none', backgroundColor: theme.vars.palette.background.elevated }
          : null,
    },
  },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  // A disabled choice's required mark is greyed with its label.
  MuiFormControlLabel: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-disabled .MuiFormControlLabel-asterisk': {
          color: theme.vars.palette.text.disabled,
        },
      }),
    },
  },
  // Buttons inside a field (show password, open the calendar) and the calendar's days draw the
  // keyboard ring inside themselves: outside, it crossed the field's border or was cut off by
  // the calendar's edge.
  MuiInputAdornment: {
    styleOverrides: { root: { '& .MuiIconButton-root.Mui-focusVisible': { outlineOffset: -2 } } },
  },
  MuiPickerDay: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outlineOffset: -2 },
        // On the selected day's fill the ring is drawn in the fill's text colour.
        '&.Mui-selected.Mui-focusVisible': {
          outlineColor: theme.vars.palette.primary.contrastText,
          outlineOffset: -4,
        },
      }),
    },
  },
  // Every dialog's title at one size, h3 (MUI's own is h6's 1.25rem, under our section headings).
  MuiDialogTitle: {
    styleOverrides: { root: ({ theme }) => theme.typography.h3 },
  },
  // Every dialog's actions on the content's edge (24 px in), with room under them.
  MuiDialogActions: {
    styleOverrides: { root: { padding: '8px 24px 16px' } },
  },
  MuiToggleButton: {
    styleOverrides: {
      // MUI's unselected grey (action.active) falls under 4.5:1 on our page background. The
      // selected segment is told by colour and fill, not by a grey a shade off its neighbours:
      // the primary colour on its own tint, with the tint's border (the status filters' rule).
      root: ({ theme }) => ({
        color: theme.vars.palette.text.secondary,
        paddingInline: 12,
        '&.Mui-selected, &.Mui-selected:hover': {
          color: theme.vars.palette.primary.main,
          backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.14),
          borderColor: theme.vars.palette.primary.main,
          // Above its neighbours, so its whole border shows where the group's borders meet.
          zIndex: 1,
        },
      }),
    },
  },
  MuiAlert: {
    styleOverrides: {
      // Every variant is a container: a 1px border in the severity's `main`, ≥ 3:1 on every
      // surface (lowest: light success 5.70:1 beside the page, dark info 7.98:1 on elevated).
      // Standard alerts tint it at 10% (MUI's dark tint was 1.00–1.10:1 on page and card; the
      // tint steps 1.15–1.26:1 off the surface); outlined ones stay clear. Filled ones use
      // `main` with its `contrastText`, not MUI's muddy `dark` shade in dark mode. Text, lowest:
      // standard 9.64:1, outlined 11.75:1, filled 6.21:1 (light success). See `contrast.test.ts`.
      root: ({ theme, ownerState: { color, severity, variant } }) => {
        const { main, contrastText } = theme.vars.palette[color ?? severity ?? 'success'];
        return {
          alignItems: 'center',
          border: `1px solid ${main}`,
          // An alert given focus (the refusal of a submitted form) shows the theme's keyboard
          // ring, not the browser's own outline.
          ...(theme.focusVisible && { '&:focus-visible': theme.focusVisible }),
          ...(variant === 'filled'
            ? { backgroundColor: main, color: contrastText }
            : variant !== 'outlined' && { backgroundColor: theme.alpha(main, 0.1) }),
        };
      },
    },
  },
  // Links inside text must not rely on colour alone (WCAG 1.4.1).
  MuiLink: { defaultProps: { underline: 'always' } },
};
