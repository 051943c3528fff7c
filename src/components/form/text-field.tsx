import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useRuleField, type RuleFieldProps } from './use-rule-field';

export type TextFieldProps = RuleFieldProps &
  Omit<
    MuiTextFieldProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'required'
  > & {
    /** Shown under the field while it has no error. */
    hint?: ReactNode;
  };

/** A single-line text field. Also the base of the e-mail, number and multi-line fields. */
export function TextField({ name, rules, deps, hint, disabled, ...props }: TextFieldProps) {
  const {
    field,
    id,
    error,
    invalid,
    required,
    disabled: busy,
  } = useRuleField({ name, rules, deps });
  return (
    <MuiTextField
      {...props}
      id={props.id ?? id}
      name={field.name}
      value={(field.value as unknown) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled === true || busy}
      error={invalid}
      helperText={error ?? hint}
    />
  );
}
