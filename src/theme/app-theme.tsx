import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './create-app-theme';
import { cookieStorageManager } from './scheme-cookie';
import type { VisualTestTheme } from './visual-test';
import './fonts';

export type ColorMode = 'light' | 'dark' | 'system';

export interface AppThemeProps {
  children: ReactNode;
  /** The mode on first render; the user's choice is remembered unless `persist` is false. */
  defaultMode?: ColorMode;
  /** Remember the user's light/dark choice (in a cookie the server reads). Off in Storybook. */
  persist?: boolean;
  /** The visual-test switch (see `createAppTheme`); keep the object stable across renders. */
  visualTest?: VisualTestTheme | undefined;
}

let appTheme: Theme | undefined;

/**
 * The app's theme, made once. Making it (both palettes, every CSS variable) is one piece of
 * work React cannot cut: 27-53 ms at 4x CPU slowdown inside the first render's task (issue 25).
 * The app's start (src/main.tsx) makes it in a task of its own before the first render.
 */
export function prepareAppTheme(): Theme {
  return (appTheme ??= createAppTheme());
}

/** The one theme provider of Lectern: our palettes in light and dark, on CSS variables. */
export function AppTheme({
  children,
  defaultMode = 'system',
  persist = true,
  visualTest,
}: AppThemeProps) {
  const theme = useMemo(
    () => (visualTest ? createAppTheme({ visualTest }) : prepareAppTheme()),
    [visualTest],
  );
  return (
    // `noSsr`: the mode is read in the browser's first render, not after it. Without it MUI's
    // provider renders again once mounted, in one blocking task (a passive effect's update),
    // and builds and serialises the whole theme's stylesheet again (the dashboard's load at 4×
    // CPU slowdown, four profiled loads: 0.5–10.5 ms in such renders; none with `noSsr`, its
    // first render's 7–20 ms unchanged). What the server drew does not depend on the mode (its CSS
    // variables cover both schemes): only the theme toggle reads it, and it waits for the
    // hydration to end (src/features/admin/theme-toggle.tsx).
    <ThemeProvider
      noSsr
      theme={theme}
      defaultMode={defaultMode}
      disableTransitionOnChange
      storageManager={persist ? cookieStorageManager : null}
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
