import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { AppTheme } from '../theme/app-theme';

/** Everything every screen needs: the theme (light/dark) and the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppTheme>
      <ToastProvider>{children}</ToastProvider>
    </AppTheme>
  );
}
