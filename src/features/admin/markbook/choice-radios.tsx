import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A choice of one, as the browser's own radio buttons (arrows move between them) under a
 * legend, in the theme's colours; `children` follow inside the fieldset (a helper text).
 * The browser's radios, not MUI's Radio: that would put its classes in the public pages' shared
 * chunk (scripts/public-chunk.ts groups by the static graph, and MUI's theme imports
 * radioClasses), past the sign-in page's size budget. The bulk action and the letter grades use it.
 */
export function ChoiceRadios<V extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  onBlur,
  describedBy,
  row = false,
  sx,
  children,
}: {
  legend: string;
  name: string;
  value: V;
  choices: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  onBlur?: () => void;
  /** Each radio's description (what the chosen one does). */
  describedBy?: string;
  /** Side by side, wrapping, rather than one under another. */
  row?: boolean;
  sx?: object;
  children?: ReactNode;
}) {
  return (
    <FormControl component="fieldset" sx={sx}>
      <FormLabel component="legend">{legend}</FormLabel>
      <Box
        sx={{
          display: 'flex',
          mt: 0.5,
          ...(row ? { flexWrap: 'wrap', columnGap: 3 } : { flexDirection: 'column' }),
        }}
      >
        {choices.map(([choice, label]) => (
          <Box component="label" key={choice} sx={choiceSx}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              onBlur={onBlur}
              aria-describedby={describedBy}
            />
            {label}
          </Box>
        ))}
      </Box>
      {children}
    </FormControl>
  );
}

const choiceSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  py: 0.75,
  cursor: 'pointer',
  '& input': {
    width: 20,
    height: 20,
    m: 0,
    cursor: 'pointer',
    accentColor: (t: Theme) => t.palette.primary.main,
  },
} as const;
