import MenuItem from '@mui/material/MenuItem';
import { TextField, type TextFieldProps } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly SelectOption[];
};

/** Choose one value from a list. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  return (
    <TextField select {...props}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
