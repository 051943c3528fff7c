import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import { useHydrated } from '../../lib/hydration/use-hydrated';

/**
 * In a page the server rendered (it cannot know the device's scheme), both icons are in the
 * page and the stylesheet shows the one for the scheme on screen, device's included, until the
 * app has taken the page over.
 */
const inDark = {
  '[data-lectern-mode="dark"] &': { display: 'inline-block' },
  '@media (prefers-color-scheme: dark)': {
    ':root:not([data-lectern-mode]) &': { display: 'inline-block' },
  },
} as const;
const inLight = {
  '[data-lectern-mode="dark"] &': { display: 'none' },
  '@media (prefers-color-scheme: dark)': {
    ':root:not([data-lectern-mode]) &': { display: 'none' },
  },
} as const;

/** Light/dark switch; the choice is remembered on this device. */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const current = (mode === 'system' ? systemMode : mode) ?? 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  const label = hydrated ? `Switch to ${next} theme` : 'Switch between light and dark theme';
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setMode(next)}>
        {hydrated ? (
          current === 'dark' ? (
            <LightModeOutlined />
          ) : (
            <DarkModeOutlined />
          )
        ) : (
          <>
            <LightModeOutlined sx={{ display: 'none', ...inDark }} />
            <DarkModeOutlined sx={inLight} />
          </>
        )}
      </IconButton>
    </Tooltip>
  );
}
