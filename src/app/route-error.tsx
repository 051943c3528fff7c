import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

/** A route that could not load or render: one reload for a missing chunk, then this page. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const reloading =
    chunk &&
    typeof window !== 'undefined' &&
    sessionStorage.getItem('lectern.chunkReload') === null;

  useEffect(() => {
    if (chunk) reloadOnce();
  }, [chunk]);

  if (reloading) return null;
  return (
    <Stack
      component="main"
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 440, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h2" component="h1">
            {chunk ? 'Lectern has been updated' : 'Something went wrong'}
          </Typography>
          <Typography color="text.secondary">
            {chunk
              ? 'Part of this page could not be loaded. Reloading brings you the latest version.'
              : 'This page could not be shown. Reloading usually helps; nothing you saved is lost.'}
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
