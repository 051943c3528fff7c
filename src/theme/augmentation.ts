// Module augmentation for the theme lives in this one file.
import type {} from '@mui/material/themeCssVarsAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';

declare module '@mui/material/styles' {
  /** The surface levels and the input fill of `tokens.ts`. */
  interface TypeBackground {
    elevated: string;
    field: string;
  }
}
