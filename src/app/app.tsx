import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppProviders } from './app-providers';

/**
 * The application shell. Routes, the guard and the feature areas arrive with the application
 * issue; until then the shell shows the product's name on its own theme.
 */
export function App() {
  return (
    <AppProviders>
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}
      >
        <Typography variant="h1" component="h1">
          Lectern
        </Typography>
      </Box>
    </AppProviders>
  );
}
