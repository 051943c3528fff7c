import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRetriedTogether } from './retry-all';

/**
 * A dashboard card with a heading; a failed load shows an error and Retry in its place, or only
 * the error where the page offers Retry all (./retry-all.tsx).
 */
export function Widget({
  title,
  error,
  onRetry,
  busy,
  children,
}: {
  title: string;
  error?: string | undefined;
  onRetry: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const together = useRetriedTogether();
  return (
    <Card component="section" aria-label={title} aria-busy={busy}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {error ? (
          <Alert
            severity="error"
            action={
              together ? undefined : (
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
      </CardContent>
    </Card>
  );
}
