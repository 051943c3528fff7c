import Box from '@mui/material/Box';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useRuleField, type RuleFieldProps } from './use-rule-field';

export type TextFieldProps = RuleFieldProps &
  Omit<MuiTextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'required'> & {
    /** Shown under the field while it has no error. */
    hint?: ReactNode;
    /** Shown under the error or hint, both read to screen readers (the Caps Lock warning). */
    notice?: ReactNode;
    /** Attributes a kind of field sets on its <input>; the caller's `slotProps.htmlInput` wins. */
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  };

/**
 * A single-line text field wired to the form and the shared rules: the error is the field's
 * accessible description and `aria-invalid` follows it. Also the base of the e-mail, password,
 * number, select and multi-line fields.
 */
export function TextField({
  name,
  rules,
  deps,
  hint,
  notice,
  htmlInput,
  disabled,
  onBlur,
  ...props
}: TextFieldProps) {
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
  return (
    <MuiTextField
      {...props}
      id={props.id ?? id}
      name={field.name}
      value={(field.value as unknown) ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        onBlur?.(event);
        field.onBlur();
      }}
      inputRef={field.ref}
      slotProps={{
        ...props.slotProps,
        htmlInput: { ...htmlInput, ...(props.slotProps?.htmlInput as object | undefined) },
      }}
      required={required}
      disabled={isDisabled}
      error={invalid}
      helperText={
        notice ? (
          <>
            {message && (
              <Box component="span" sx={{ display: 'block' }}>
                {message}
              </Box>
            )}
            {notice}
          </>
        ) : (
          message
        )
      }
    />
  );
}
