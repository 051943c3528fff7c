import CloseIcon from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import { isDismissible, TOAST_DURATION_MS } from './toast-timing';
import { useHoverOrFocus, usePausableTimer } from './use-pausable-timer';

/**
 * One toast: a filled MUI Alert in the theme's colours (notistack's own colours fail WCAG
 * contrast). It keeps its own timer so that hovering *or focusing* it pauses the countdown.
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, action, style, className },
  ref,
) {
  const severity: AlertColor = variant === 'default' ? 'info' : variant;
  const { active, handlers } = useHoverOrFocus();
  usePausableTimer(TOAST_DURATION_MS[variant], active, () => closeSnackbar(id), String(id));
  const actionNode = typeof action === 'function' ? action(id) : action;

  return (
    <SnackbarContent ref={ref} style={style} className={className} {...handlers}>
      <Alert
        variant="filled"
        severity={severity}
        // Errors interrupt a screen reader; the others wait for a pause.
        role={severity === 'error' ? 'alert' : 'status'}
        sx={{
          width: '100%',
          minWidth: { sm: 320 },
          maxWidth: 480,
          boxShadow: 3,
          // Inside a dialog: no wider than it (the toaster moves the whole stack to its edge).
          '[aria-modal] &': {
            // MUI's `sm`, where notistack anchors toasts to the right instead of the full width.
            '@media (min-width: 600px)': {
              maxWidth: 'min(480px, var(--lectern-toast-max-width, 480px))',
              // A narrow dialog's width wins over the toast's usual minimum.
              minWidth: 'min(320px, var(--lectern-toast-max-width, 320px))',
            },
          },
          // A two-word action stays on one line.
          '& .MuiAlert-action .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
        action={
          <>
            {actionNode}
            {isDismissible(variant) && (
              <IconButton
                size="small"
                color="inherit"
                aria-label="Close"
                onClick={() => closeSnackbar(id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </>
        }
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
