import type { SnackbarAction, SnackbarKey } from 'notistack';

export interface ToastOptions {
  /** A button such as Undo, rendered before the close button. */
  action?: SnackbarAction;
}

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

/** What shows toasts: the toaster (./toaster.tsx), once its chunk has loaded and it is mounted. */
export interface ToastOutlet {
  show(key: SnackbarKey, message: string, variant: ToastVariant, options: ToastOptions): void;
  dismiss(key: SnackbarKey): void;
}

interface Waiting {
  key: SnackbarKey;
  message: string;
  variant: ToastVariant;
  options: ToastOptions;
}

let outlet: ToastOutlet | undefined;
const waiting: Waiting[] = [];
const wantedListeners = new Set<() => void>();
let lastKey = 0;

/**
 * The toaster is not in the first chunks a page loads (it is toasts, notistack and the alert):
 * the provider mounts it on a person's first interaction or the first toast. Toasts asked for
 * before it is there wait here and are shown as it arrives.
 */
export function connectToasts(next: ToastOutlet): () => void {
  outlet = next;
  for (const { key, message, variant, options } of waiting.splice(0))
    next.show(key, message, variant, options);
  return () => {
    if (outlet === next) outlet = undefined;
  };
}

/** How many toasts are waiting for the toaster to arrive (the visual suite waits for none). */
export const waitingToasts = () => waiting.length;

/** Called (once) when a toast is waiting for the toaster; returns the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  wantedListeners.add(listener);
  if (waiting.length > 0) listener();
  return () => wantedListeners.delete(listener);
}

function show(variant: ToastVariant) {
  return (message: string, options: ToastOptions = {}): SnackbarKey => {
    const key = `toast-${(lastKey += 1)}`;
    if (outlet) outlet.show(key, message, variant, options);
    else {
      waiting.push({ key, message, variant, options });
      for (const listener of wantedListeners) listener();
    }
    return key;
  };
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
  dismiss: (key: SnackbarKey) => {
    if (outlet) outlet.dismiss(key);
    else waiting.splice(0, waiting.length, ...waiting.filter((w) => w.key !== key));
  },
};
