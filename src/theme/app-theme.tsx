import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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

/** The one theme provider of Lectern: our palettes in light and dark, on CSS variables. */
export function AppTheme({
  children,
  defaultMode = 'system',
  persist = true,
  visualTest,
}: AppThemeProps) {
  const theme = useMemo(() => createAppTheme({ visualTest }), [visualTest]);
  return (
    <ThemeProvider
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
