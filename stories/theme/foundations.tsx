import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { SPACING_UNIT } from '../../src/theme/tokens';

const roles = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** Every palette role of the current scheme, with its text colour on top. */
export function PaletteSwatches() {
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) ?? 'light';
  // With CSS variables `theme.palette` is the default scheme; read the one on screen.
  const palette = theme.colorSchemes[scheme]?.palette ?? theme.palette;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}>
      {roles.map((role) => (
        <Paper key={role} variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ bgcolor: `${role}.main`, color: `${role}.contrastText`, p: 2 }}>
            <Typography variant="h5" component="h3">
              {role}
            </Typography>
            <Typography variant="body2">{palette[role].main}</Typography>
          </Box>
          <Stack direction="row">
            <Box sx={{ flex: 1, height: 24, bgcolor: `${role}.light` }} />
            <Box sx={{ flex: 1, height: 24, bgcolor: `${role}.dark` }} />
          </Stack>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
        <Typography variant="h5" component="h3">
          background.default
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {palette.background.default}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h3">
          background.paper
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {palette.background.paper}
        </Typography>
      </Paper>
    </Box>
  );
}

/**
 * The surface levels: the page, a card on it, and what floats above (a menu, a popover, a
 * dialog). In dark mode each is a step lighter in the same green; in light mode the floating
 * level is white like the card and stands out by its shadow.
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

/** The 8-pixel spacing scale and the corner radius. */
export function SpacingScale() {
  const theme = useTheme();
  return (
    <Stack spacing={1.5}>
      {[0.5, 1, 1.5, 2, 3, 4, 6, 8].map((step) => (
        <Stack key={step} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 140 }}>
            {`spacing(${step}) = ${step * SPACING_UNIT}px`}
          </Typography>
          <Box
            sx={{
              width: theme.spacing(step),
              height: 16,
              bgcolor: 'primary.main',
              borderRadius: 0.5,
            }}
          />
        </Stack>
      ))}
      <Typography variant="body2">shape.borderRadius = {theme.shape.borderRadius}px</Typography>
    </Stack>
  );
}
