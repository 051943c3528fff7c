import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'notice'> & {
  /** `current-password` on sign-in, `new-password` where one is chosen. */
  autoComplete?: 'current-password' | 'new-password';
};

export const CAPS_LOCK_HINT = 'Caps Lock is on.';

/** A password with a show/hide button and a Caps Lock hint while the field has focus. */
export function PasswordField({
  autoComplete = 'current-password',
  disabled,
  onKeyDown,
  onKeyUp,
  onBlur,
  htmlInput,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));
  type Input = HTMLInputElement | HTMLTextAreaElement;

  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // The caller's handlers and input attributes run too: the field adds to them.
      onKeyDown={(event: KeyboardEvent<Input>) => {
        readCapsLock(event);
        onKeyDown?.(event);
      }}
      onKeyUp={(event: KeyboardEvent<Input>) => {
        readCapsLock(event);
        onKeyUp?.(event);
      }}
      onBlur={(event: FocusEvent<Input>) => {
        setCapsLock(false);
        onBlur?.(event);
      }}
      htmlInput={{ spellCheck: false, autoCapitalize: 'none', ...htmlInput }}
      notice={
        capsLock && (
          <Box component="span" sx={{ display: 'block', color: 'warning.main' }}>
            {CAPS_LOCK_HINT}
          </Box>
        )
      }
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
            // Keep focus (and the caret) in the field while toggling.
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
