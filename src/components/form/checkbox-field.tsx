import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useRuleField, type RuleFieldProps } from './use-rule-field';

export type CheckboxFieldProps = RuleFieldProps & {
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shows the choice without letting it change. */
  readOnly?: boolean;
};

/** A yes/no choice; `rules.required` makes ticking it compulsory (accept the terms). */
export function CheckboxField({
  name,
  rules,
  deps,
  label,
  hint,
  disabled,
  readOnly,
}: CheckboxFieldProps) {
  const {
    field,
    id,
    error,
    invalid,
    required,
    disabled: isDisabled,
  } = useRuleField({
    name,
    rules,
    deps,
    disabled,
  });
  const message = error ?? hint;
  const helperId = `${id}-helper-text`;
  return (
    <FormControl error={invalid} required={required} disabled={isDisabled}>
      {/* `required` adds the same asterisk as a text field's label (and the input's `required`). */}
      <FormControlLabel
        label={label}
        required={required}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            readOnly={readOnly}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': invalid,
                'aria-required': required,
                ...(readOnly && { 'aria-readonly': true }),
                ...(message && { 'aria-describedby': helperId }),
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
