import { TextField, type TextFieldProps } from './text-field';

/** An e-mail address: the right keyboard on phones and the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      {...props}
      htmlInput={{ inputMode: 'email', spellCheck: false, ...props.htmlInput }}
    />
  );
}
