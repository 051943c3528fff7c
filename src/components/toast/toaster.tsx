import GlobalStyles from '@mui/material/GlobalStyles';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect, useSyncExternalStore } from 'react';
import { ToastContent } from './toast-content';
import { connectToasts } from './toast';
import { TOAST_MAX_VISIBLE } from './toast-timing';

/**
 * The open dialog, if any. MUI hides everything else from screen readers while a dialog is open
 * (aria-hidden on the body's other children, aria-modal on the dialog) and keeps focus inside it,
 * so toasts are rendered inside the dialog: heard, reachable, and above it. A dialog under
 * another sits in an aria-hidden layer and is skipped; when a dialog goes, its toasts move back.
 */
const openDialog = () =>
  document.querySelector<HTMLElement>('body>:not([aria-hidden=true]) [aria-modal=true]');

/**
 * A dialog opens as a new child of the body (MUI's portal) or by losing `aria-hidden`: only
 * those are watched. Every change deep in the page was watched before, and each ran the query
 * above over the whole page: in a 40 × 80 markbook that was each key's and each scroll's cost.
 */
const watchDialogs = (onChange: () => void) => {
  const children = new MutationObserver(onChange);
  children.observe(document.body, { childList: true });
  const hidden = new MutationObserver(onChange);
  hidden.observe(document.body, { subtree: true, attributeFilter: ['aria-hidden'] });
  return () => {
    children.disconnect();
    hidden.disconnect();
  };
};

/** Room a toast needs under a dialog to sit there (its height, the window margin, a gap). */
const ROOM_UNDER_DIALOG = 96;

/**
 * While a dialog is open its toasts belong to it: they keep to its right edge, under it when
 * the window has room there (a short dialog), or else lifted just above its action row and no
 * wider than the dialog (never straddling its border) (the foot of a full-screen phone dialog, a tall desktop
 * one): a toast never covers Save or Cancel, nor a question's text. Measured again when the
 * dialog changes size (a message appears) or the window does.
 */
function useToastsBesideDialog(dialog: HTMLElement | null) {
  useEffect(() => {
    const root = document.documentElement.style;
    if (!dialog) return;
    const update = () => {
      const paper = (dialog.querySelector('.MuiDialog-paper') ?? dialog).getBoundingClientRect();
      const actions = dialog.querySelector('.MuiDialogActions-root');
      const room = window.innerHeight - paper.bottom;
      const lift =
        room >= ROOM_UNDER_DIALOG
          ? 0
          : window.innerHeight - (actions?.getBoundingClientRect().top ?? window.innerHeight);
      // Whole pixels: a fraction would blur the toast's edges differently from one layout to the next.
      root.setProperty('--lectern-toast-lift', `${Math.max(0, Math.round(lift))}px`);
      root.setProperty(
        '--lectern-toast-shift',
        `${Math.max(0, Math.round(window.innerWidth - paper.right))}px`,
      );
      // Inside the dialog it is no wider than the dialog; under it, it covers nothing of it.
      if (lift > 0 && paper.width < window.innerWidth)
        root.setProperty('--lectern-toast-max-width', `${Math.round(paper.width) - 2 * 16}px`);
      else root.removeProperty('--lectern-toast-max-width');
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(dialog);
    window.addEventListener('resize', update);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', update);
      for (const name of ['lift', 'shift', 'max-width'])
        root.removeProperty(`--lectern-toast-${name}`);
    };
  }, [dialog]);
}

/**
 * Inside a dialog the whole stack moves (kept to its right edge, under it or lifted clear of its
 * action row, as measured above), not each toast's visible box: notistack's wrappers would stay
 * behind, unseen, and take the clicks meant for the dialog's buttons (an e2e journey's Import
 * button was unclickable under one). On phones toasts span the window's width: only lifted.
 */
const besideDialog = {
  '[aria-modal] .notistack-SnackbarContainer': {
    translate: '0 calc(-1 * var(--lectern-toast-lift, 0px))',
    // MUI's `sm`, where notistack anchors toasts to the right instead of the full width.
    '@media (min-width: 600px)': {
      translate:
        'calc(-1 * var(--lectern-toast-shift, 0px)) calc(-1 * var(--lectern-toast-lift, 0px))',
    },
  },
};

/**
 * The toaster (./toast-provider.tsx mounts it when first needed): toasts bottom-right (spec §2,
 * §9), anchored once here, never per call.
 */
export default function Toaster({ visualTest = false }: { visualTest?: boolean }) {
  const dialog = useSyncExternalStore(watchDialogs, openDialog, () => null);
  useToastsBesideDialog(dialog);
  useEffect(() => {
    // The keys are ours (toast-N). notistack's own are the time in milliseconds plus a random
    // fraction, and at today's dates a double keeps only 4,096 distinct fractions: two toasts
    // made in the same millisecond shared a key about once in 4,096 pairs, and then left
    // together or never came (the unit test's rare failure on CI). A key given to notistack
    // turns its refusal of a duplicate message into a refusal of a duplicate key, so the
    // toaster refuses a message already waiting or shown itself, until that toast has left.
    const present = new Map<SnackbarKey, string>();
    const onScreen = new Set<SnackbarKey>();
    const left = (key: SnackbarKey) => {
      present.delete(key);
      onScreen.delete(key);
    };
    return connectToasts({
      show: (key, message, variant, { action }) => {
        if ([...present.values()].includes(message)) return;
        present.set(key, message);
        enqueueSnackbar(message, {
          key,
          variant,
          ...(action && { action }),
          onEnter: () => void onScreen.add(key),
          onExited: () => left(key),
        });
      },
      dismiss: (key) => {
        closeSnackbar(key);
        // One still waiting for room is dropped from notistack's queue at once, with no exit.
        if (!onScreen.has(key)) left(key);
      },
    });
  }, []);
  return (
    <>
      <GlobalStyles styles={besideDialog} />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        maxSnack={TOAST_MAX_VISIBLE}
        {...(dialog && { domRoot: dialog })}
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
      />
    </>
  );
}
