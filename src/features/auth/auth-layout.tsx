import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
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
  useEffect(() => {
    document.title = `${title} · Lectern`;
  }, [title]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        <Logo size="large" />
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <div>
              <Typography variant="h2" component="h1">
                {title}
              </Typography>
              {subtitle && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {subtitle}
                </Typography>
              )}
            </div>
            {formError && (
              <Alert severity="error" role="alert">
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
