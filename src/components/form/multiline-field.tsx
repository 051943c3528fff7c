import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

/** Multi-line text with a character count when the rules set a maximum length. */
export function MultilineField({ minRows = 3, maxRows = 10, hint, ...props }: TextFieldProps) {
  const value: unknown = useWatch({ name: props.name });
  const max = props.rules?.maxLength;
  const count = typeof value === 'string' ? [...value].length : 0;
  return (
    <TextField
      multiline
      minRows={minRows}
      maxRows={maxRows}
      {...props}
      hint={
        max === undefined ? (
          hint
        ) : (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{hint}</span>
            <span>
              {count} / {max}
            </span>
          </Box>
        )
      }
    />
  );
}
