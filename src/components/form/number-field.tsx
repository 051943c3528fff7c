import { TextField, type TextFieldProps } from './text-field';

/** A whole or decimal number. Bounds come from `rules.min` / `rules.max`. */
export function NumberField({
  step = 1,
  ...props
}: Omit<TextFieldProps, 'type'> & { step?: number }) {
  const { min, max } = props.rules ?? {};
  return (
    <TextField
      type="number"
      {...props}
      htmlInput={{
        inputMode: Number.isInteger(step) ? 'numeric' : 'decimal',
        step,
        ...(typeof min === 'number' && { min }),
        ...(typeof max === 'number' && { max }),
        ...props.htmlInput,
      }}
    />
  );
}
