import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import type { TextFieldProps } from './text-field';
import { useRuleField } from './use-rule-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** `current-password` on sign-in, `new-password` where one is chosen. */
  autoComplete?: 'current-password' | 'new-password';
};

export const CAPS_LOCK_HINT = 'Caps Lock is on.';

/** A password with a show/hide button and a Caps Lock hint while the field has focus. */
export function PasswordField({
  name,
  rules,
  deps,
  hint,
  disabled,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const {
    field,
    id,
    error,
    invalid,
    required,
    disabled: busy,
  } = useRuleField({ name, rules, deps });
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));
  const message = error ?? hint;

  return (
    <MuiTextField
      {...props}
      id={props.id ?? id}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      name={field.name}
      value={(field.value as unknown) ?? ''}
      onChange={field.onChange}
      onBlur={() => {
        setCapsLock(false);
        field.onBlur();
      }}
      onKeyDown={readCapsLock}
      onKeyUp={readCapsLock}
      inputRef={field.ref}
      required={required}
      disabled={disabled === true || busy}
      error={invalid}
      helperText={
        capsLock ? (
          <>
            {message && (
              <Box component="span" sx={{ display: 'block' }}>
                {message}
              </Box>
            )}
            <Box component="span" sx={{ display: 'block', color: 'warning.main' }}>
              {CAPS_LOCK_HINT}
            </Box>
          </>
        ) : (
          message
        )
      }
      slotProps={{
        ...props.slotProps,
        htmlInput: { spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
                disabled={disabled === true || busy}
                onClick={() => setVisible((v) => !v)}
                // Keep focus (and the caret) in the field while toggling.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
