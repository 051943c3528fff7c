import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type {
  FocusEventHandler,
  InputHTMLAttributes,
  KeyboardEventHandler,
  ReactElement,
  ReactNode,
} from 'react';
import { useRuleField, type RuleFieldProps } from './use-rule-field';

export type TextFieldProps = RuleFieldProps & {
  label: ReactNode;
  id?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  /** Inside the field's end (the password's show/hide button). */
  endAdornment?: ReactNode;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onKeyUp?: KeyboardEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  sx?: SxProps<Theme>;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  /** Shown under the error or hint, both read to screen readers (the Caps Lock warning). */
  notice?: ReactNode;
  /** Attributes a kind of field sets on its <input>. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  /**
   * Wraps the outlined input in another control (the select field passes MUI's Select). The
   * label then names the control by id instead of pointing at an <input>.
   */
  renderControl?: (
    input: ReactElement,
    ids: { id: string; labelId: string; describedBy: string | undefined },
  ) => ReactElement;
};

/**
 * A single-line (or multi-line) outlined field wired to the form and the shared rules: the
 * error is the field's accessible description and `aria-invalid` follows it. Also the base of
 * the e-mail, password, number, select and multi-line fields.
 *
 * Built from FormControl, InputLabel, OutlinedInput and FormHelperText, as MUI's TextField is
 * inside, but without it: TextField imports Select, Menu, Popover, Modal and the filled and
 * standard inputs statically, about 19 kB gzip that every form would load (ADR 011).
 */
export function TextField({
  name,
  rules,
  deps,
  label,
  id: idProp,
  hint,
  notice,
  htmlInput,
  disabled,
  onBlur,
  endAdornment,
  renderControl,
  sx,
  ...inputProps
}: TextFieldProps) {
  const {
    field,
    id: ruleId,
    error,
    invalid,
    required,
    disabled: isDisabled,
  } = useRuleField({ name, rules, deps, disabled });
  const id = idProp ?? ruleId;
  const labelId = `${id}-label`;
  const message = error ?? hint;
  const helperId = message || notice ? `${id}-helper-text` : undefined;

  const input = (
    <OutlinedInput
      {...inputProps}
      id={renderControl ? undefined : id}
      label={label}
      name={field.name}
      value={(field.value as unknown) ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        onBlur?.(event);
        field.onBlur();
      }}
      inputRef={field.ref}
      inputProps={htmlInput}
      endAdornment={endAdornment}
      aria-describedby={renderControl ? undefined : helperId}
    />
  );

  return (
    <FormControl
      sx={sx}
      variant="outlined"
      required={required}
      disabled={isDisabled}
      error={invalid}
    >
      <InputLabel
        id={labelId}
        htmlFor={renderControl ? undefined : id}
        {...(renderControl && { component: 'div' })}
      >
        {label}
      </InputLabel>
      {renderControl ? renderControl(input, { id, labelId, describedBy: helperId }) : input}
      {helperId && (
        <FormHelperText id={helperId}>
          {notice ? (
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
          )}
        </FormHelperText>
      )}
    </FormControl>
  );
}
