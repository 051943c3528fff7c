import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Components, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './create-app-theme';
import './fonts';

export type ColorMode = 'light' | 'dark' | 'system';

export interface AppThemeProps {
  children: ReactNode;
  /** The mode on first render; the user's choice is remembered unless `persist` is false. */
  defaultMode?: ColorMode;
  /** Remember the user's light/dark choice in localStorage. Off in Storybook. */
  persist?: boolean;
  /** See `visualTestComponents`. */
  visualTest?: boolean;
  /** See `createAppTheme`. */
  visualTestOverrides?: Components<Theme> | undefined;
}

/** The one theme provider of Lectern: our palettes in light and dark, on CSS variables. */
export function AppTheme({
  children,
  defaultMode = 'system',
  persist = true,
  visualTest = false,
  visualTestOverrides,
}: AppThemeProps) {
  const theme = useMemo(
    () => createAppTheme({ visualTest, visualTestOverrides }),
    [visualTest, visualTestOverrides],
  );
  return (
    <ThemeProvider
      theme={theme}
      defaultMode={defaultMode}
      disableTransitionOnChange
      {...(!persist && { storageManager: null })}
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
