import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useColorScheme, useTheme } from '@mui/material/styles';

/**
 * The surface levels of the scheme on screen (the toolbar's): the page, a card on it, and what
 * floats above (a menu, a popover, a dialog). In dark mode each is a step lighter in the same
 * green; in light mode the floating level is white like the card and stands out by its shadow.
 * Both schemes side by side, with the steps between levels: `ElevationLevels`.
 */
export function SurfaceLevels() {
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) ?? 'light';
  const { background } = theme.colorSchemes[scheme]?.palette ?? theme.palette;
  return (
    <Box sx={{ bgcolor: 'background.default', p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="body2">Page: background.default {background.default}</Typography>
      <Paper variant="outlined" sx={{ mt: 2, p: 3 }}>
        <Typography variant="body2">Card: background.paper {background.paper}</Typography>
        <Paper elevation={8} sx={{ mt: 2, p: 3, maxWidth: 480 }}>
          <Typography variant="body2">
            Menu, popover, dialog: background.elevated {background.elevated}
          </Typography>
        </Paper>
      </Paper>
    </Box>
  );
}
