import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { BULK_ACTIONS, type BulkAction } from '../../../shared/markbook/bulk';

/**
 * The actions, each with what it does to a cell (src/shared/markbook/bulk.ts, in words). Listed
 * from BULK_ACTIONS, not this object's keys: Storybook's docgen adds keys to exported objects.
 */
const BULK_ACTION_TEXT: Record<BulkAction, { label: string; does: string }> = {
  on_time: {
    label: 'Handed in',
    does: 'Work not in yet is marked handed in; late work stays late.',
  },
  no: {
    label: 'Not handed in',
    does: 'Work without a score is marked not handed in (missing once it is due); marked work stays as it is.',
  },
  excused: {
    label: 'Excused',
    does: 'The work is left out of every total and is never missing.',
  },
  score: {
    label: 'Give a score',
    does: 'Every chosen student not yet marked nor excused gets this score; work not in yet counts as handed in.',
  },
};

/**
 * The bulk action, as radio buttons (arrows move between them), and what the chosen one does.
 * The browser's own radios, as the grid uses its own inputs: MUI's Radio would put its classes
 * in the public pages' shared chunk (scripts/public-chunk.ts groups by the static graph, and
 * MUI's theme imports radioClasses), past the sign-in page's size budget.
 */
export function BulkActionChoice({
  action,
  onChange,
}: {
  action: BulkAction;
  onChange: (action: BulkAction) => void;
}) {
  const name = useId();
  const doesId = useId();
  return (
    <FormControl component="fieldset" sx={{ mt: 2 }}>
      <FormLabel component="legend">Action</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, mt: 0.5 }}>
        {BULK_ACTIONS.map((value) => (
          <Box component="label" key={value} sx={choiceSx}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={action === value}
              onChange={() => onChange(value)}
              aria-describedby={doesId}
            />
            {BULK_ACTION_TEXT[value].label}
          </Box>
        ))}
      </Box>
      <FormHelperText id={doesId} sx={{ mx: 0 }}>
        {BULK_ACTION_TEXT[action].does}
      </FormHelperText>
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
