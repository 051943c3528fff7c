import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { Logo } from '../../components/brand/logo';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A message about the whole form (wrong credentials, too many attempts). */
  formError?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password screens: a card on the page, phone to desktop. */
export function AuthLayout({ title, subtitle, formError, children, footer }: AuthLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const titleShown = useRef(title);
  const hasError = Boolean(formError);

  useEffect(() => {
    document.title = `${title} · Lectern`;
    // The screen changed in place (the reset link was sent): the old focus went with the old
    // content, so the new heading takes it and is read out.
    if (titleShown.current !== title) heading.current?.focus();
    titleShown.current = title;
  }, [title]);

  // A refused submit: keyboard and screen-reader users land on the reason, not on a button
  // that no longer does anything.
  useEffect(() => {
    if (hasError) alert.current?.focus();
  }, [hasError]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        // Top-aligned at a fixed offset, never centred: an alert that comes or goes pushes only
        // what is below it, and the card does not jump under the pointer.
        alignItems: 'flex-start',
        justifyContent: 'center',
        px: 2,
        // A fixed offset, not a share of the window's height: the card starts at the same place
        // in every state and in every picture of it (a picture is as tall as its page).
        pt: { xs: 3, sm: 12 },
        pb: { xs: 3, sm: 6 },
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        <Logo size="large" />
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <div>
              <Typography
                ref={heading}
                variant="h2"
                component="h1"
                tabIndex={-1}
                sx={{ outline: 'none' }}
              >
                {title}
              </Typography>
              {subtitle && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {subtitle}
                </Typography>
              )}
            </div>
            {formError && (
              <Alert ref={alert} severity="error" role="alert" tabIndex={-1}>
                {formError}
              </Alert>
            )}
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Typography component="div" color="text.secondary" sx={{ textAlign: 'center' }}>
            {footer}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
