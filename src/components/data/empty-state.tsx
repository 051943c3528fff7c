import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list or a widget shows when there is nothing yet: a sentence and the next step. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardContent
        sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, py: 5 }}
      >
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>
            {icon}
          </Box>
        )}
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        {children && (
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            {children}
          </Typography>
        )}
        {action}
      </CardContent>
    </Card>
  );
}
