import { closeSnackbar, enqueueSnackbar, type SnackbarAction, type SnackbarKey } from 'notistack';

export interface ToastOptions {
  /** A button such as Undo, rendered before the close button. */
  action?: SnackbarAction;
}

function show(variant: 'success' | 'info' | 'warning' | 'error') {
  return (message: string, options: ToastOptions = {}): SnackbarKey =>
    enqueueSnackbar(message, { variant, ...(options.action && { action: options.action }) });
}

/**
 * The one helper features call to tell a person something. Works outside React components too
 * (an API client's 401 handler), as long as a `ToastProvider` is mounted.
 */
export const toast = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  /** Closes one toast (the one whose Undo was pressed). */
  dismiss: (key: SnackbarKey) => closeSnackbar(key),
};
