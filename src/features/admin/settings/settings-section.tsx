import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * One section of the settings page: a card named by its heading. A section that loads shows
 * its failure with Retry in its place, and is busy while it loads.
 */
export function SettingsSection({
  title,
  description,
  error,
  onRetry,
  busy = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  error?: string | undefined;
  onRetry?: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} aria-busy={busy}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          {error ? (
            <Alert
              severity="error"
              action={
                onRetry && (
                  <Button color="inherit" size="small" onClick={onRetry}>
                    Retry
                  </Button>
                )
              }
            >
              {error}
            </Alert>
          ) : (
            children
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
