import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ToastContent } from './toast-content';
import { TOAST_MAX_VISIBLE } from './toast-timing';

/** Toasts sit bottom-right (spec §2, §9): anchored once here, never per call. */
export function ToastProvider({
  children,
  visualTest = false,
}: {
  children: ReactNode;
  /** Part of the theme's visual-test switch: toasts appear and leave without motion. */
  visualTest?: boolean;
}) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      maxSnack={TOAST_MAX_VISIBLE}
      preventDuplicate
      {...(visualTest && { transitionDuration: { enter: 0, exit: 0 } })}
      // Our ToastContent runs the (pausable) timer; notistack keeps stacking, placement and
      // making room for a new toast by closing the oldest.
      autoHideDuration={null}
      Components={{
        default: ToastContent,
        success: ToastContent,
        info: ToastContent,
        warning: ToastContent,
        error: ToastContent,
      }}
    >
      {children}
    </SnackbarProvider>
  );
}
