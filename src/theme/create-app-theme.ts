import { createTheme, type Theme } from '@mui/material/styles';
import { components } from './components';
import { palettes, shape, SPACING_UNIT, typography } from './tokens';
import type { VisualTestTheme } from './visual-test';
import './augmentation';

export interface AppThemeOptions {
  /**
   * The visual-test switch (`visualTestTheme` in ./visual-test, plus what the catalogue adds):
   * given by the catalogue and tests, so none of it ships in the app's bundles.
   */
  visualTest?: VisualTestTheme | undefined;
}

export function createAppTheme({ visualTest }: AppThemeOptions = {}): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data-lectern-mode' },
    colorSchemes: {
      light: { palette: { ...palettes.light, contrastThreshold: 4.5 } },
      dark: { palette: { ...palettes.dark, contrastThreshold: 4.5 } },
    },
    typography,
    shape,
    spacing: SPACING_UNIT,
    // MUI's keyboard focus ring (WCAG 2.2 focus appearance): a 2px solid outline in primary.main,
    // 2px outside the component (inset where a list or menu would clip it), on `.Mui-focusVisible`
    // only, so a mouse click shows none. It is an outline; a selected item is a filled tint.
    // Against the surfaces around it: light 6.38:1 (white) / 5.85:1 (page), dark 10.49 / 9.53 /
    // 8.27:1 (page / paper / elevated); inset on a selected item's tint ≥ 4.90:1. Text fields
    // keep their own focused border.
    focusVisible: true,
    components: visualTest ? { ...components, ...visualTest.components } : components,
    ...(visualTest?.transitions && { transitions: visualTest.transitions }),
  });
}
