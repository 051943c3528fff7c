import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { unchanging } from '../../lib/hydration/use-hydrated';

/**
 * False on the server and while React hydrates what it drew, true in every render after. The
 * same as `useHydrated` of src/lib/hydration, written here because that one would be a new
 * export of the public pages' shared chunk: importing it made the admin area 0.15 kB larger than
 * this copy does (`npm run size`: 316.24 against 316.09 kB) and sign-in 0.02 kB.
 */
const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/** Light/dark switch; the choice is remembered on this device. */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  // The theme provider knows the mode from its first render in the browser (`noSsr`, in
  // src/theme/app-theme.tsx) but not on the server: the page the server drew is hydrated as drawn.
  const hydrated = useHydrated() && mode !== undefined;
  const current = (hydrated && (mode === 'system' ? systemMode : mode)) || 'light';
  const next = current === 'dark' ? 'light' : 'dark';
  // Until then, "Switch to dark theme" whatever the scheme: the icon is right (its stylesheet),
  // the name right from the first render after.
  const label = `Switch to ${next} theme`;
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
            {/* A page the server rendered cannot know the device's scheme: both icons, and its
                stylesheet shows the one for the scheme on screen (scripts/build.mjs). */}
            <LightModeOutlined className="lectern-when-dark" />
            <DarkModeOutlined className="lectern-when-light" />
          </>
        )}
      </IconButton>
    </Tooltip>
  );
}
