import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useController, type Control } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import {
  LETTER_PATTERN,
  LETTER_SCALE_MESSAGE,
  LETTER_SCALE_MOST,
} from '../../../shared/markbook/settings';
import { defineSchema } from '../../../shared/validation/rules';
import { ChoiceRadios } from './choice-radios';

/** The letter-scale dialog's values: letters or none, and the rows as typed. */
export interface ScaleForm {
  letters: 'none' | 'scale';
  /**
   * By row key (`r1`, `r2`, …), in the order `keys` gives. Not react-hook-form's field arrays:
   * their code would go into the chunk every public page loads (react-hook-form lives there).
   */
  bands: Record<string, { letter: string; min: string }>;
}

/** One row's rules: the catalogue's, and the API's own for what a letter may be. */
const BAND = defineSchema({
  letter: {
    required: true,
    pattern: { regex: LETTER_PATTERN, message: LETTER_SCALE_MESSAGE },
  },
  min: { required: true, min: 0, max: 100 },
});

/** "Letter 2": the row's number for screen readers, where the eye sees the row. */
const named = (label: string, row: number) => (
  <>
    {label}
    <Box component="span" sx={visuallyHidden}>
      {` ${row}`}
    </Box>
  </>
);

/** The scale's rows: a letter and its minimum percentage each, added and removed. */
export function LetterRows({
  keys,
  onAdd,
  onRemove,
}: {
  keys: string[];
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        An overall percentage gets the letter with the highest minimum it reaches; below every
        minimum, no letter.
      </Typography>
      {keys.map((key, i) => (
        <Box key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            name={`bands.${key}.letter`}
            label={named('Letter', i + 1)}
            rules={BAND.letter}
            autoComplete="off"
            sx={{ width: '7rem', flex: 'none' }}
          />
          {/* The number field's own parts, not NumberField: one chunk fewer for the markbook. */}
          <TextField
            type="number"
            name={`bands.${key}.min`}
            label={named('Minimum %', i + 1)}
            rules={BAND.min}
            htmlInput={{ inputMode: 'decimal', min: 0, max: 100 }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton
            aria-label={`Remove letter ${i + 1}`}
            onClick={() => onRemove(key)}
            sx={{ mt: 1 }}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<Add />} onClick={onAdd} disabled={keys.length >= LETTER_SCALE_MOST}>
          Add a letter
        </Button>
        {keys.length >= LETTER_SCALE_MOST && (
          <Typography variant="body2" color="text.secondary">
            {`${LETTER_SCALE_MOST} letters at most.`}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

const CHOICES = [
  ['none', 'No letter grades'],
  ['scale', 'A letter, from this scale'],
] as const;

/** Letter grades or none. */
export function LettersChoice({ control }: { control: Control<ScaleForm> }) {
  const { field } = useController({ control, name: 'letters' });
  return (
    <ChoiceRadios
      legend="Beside each overall percentage"
      name={field.name}
      value={field.value}
      choices={CHOICES}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
