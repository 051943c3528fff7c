// Module augmentation for the theme lives in this one file.
import type {} from '@mui/material/themeCssVarsAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
