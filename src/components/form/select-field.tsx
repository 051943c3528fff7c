import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { TextField, type TextFieldProps } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<
  TextFieldProps,
  'renderControl' | 'type' | 'multiline' | 'minRows' | 'maxRows' | 'endAdornment'
> & {
  options: readonly SelectOption[];
};

/** Choose one value from a list. MUI's Select (and its menu) loads only where this is used. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  return (
    <TextField
      {...props}
      renderControl={(input, { id, labelId, describedBy }) => (
        <Select input={input} id={id} labelId={labelId} aria-describedby={describedBy}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      )}
    />
  );
}
