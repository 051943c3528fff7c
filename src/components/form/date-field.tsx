import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type ReactNode } from 'react';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { useWatch } from 'react-hook-form';
import { numericDateFormat } from '../../lib/i18n/locale';
import { isIsoDate, type IsoDate } from '../../shared/validation/short-date';
import type { Bound } from '../../shared/validation/rules';
import { useRuleField, type RuleFieldProps } from './use-rule-field';

export type DateFieldProps = RuleFieldProps & {
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  /**
   * When the desktop (popover) picker is used instead of the full-screen mobile one. Fine
   * pointers and wide screens get the popover; phones get the dialog.
   */
  desktopModeMediaQuery?: string;
  /**
   * Focus the field's first part when it appears: DeferredDateField's, which replaces the field
   * a person has just focused or pressed (focus follows them; nothing moves it unasked).
   */
  takeFocus?: boolean;
};

/** What the form stores: an ISO day, `null` when empty, or `'invalid'` for a half-typed date. */
export type DateValue = IsoDate | null;

const INVALID = 'invalid';

function toIso(day: Dayjs | null): DateValue {
  if (day === null) return null;
  return day.isValid() ? day.format('YYYY-MM-DD') : INVALID;
}

function toDay(value: unknown): Dayjs | null {
  return typeof value === 'string' && isIsoDate(value) ? dayjs(value) : null;
}

function resolveBound(bound: Bound<IsoDate> | undefined, values: Record<string, unknown>) {
  const day = typeof bound === 'function' ? bound(values) : bound;
  return day !== undefined && isIsoDate(day) ? dayjs(day) : undefined;
}

/**
 * A calendar day picked or typed. The form value is an ISO `YYYY-MM-DD` string so that the
 * shared rules (and the server) never see a Dayjs object; the bounds of `rules.minDate` and
 * `rules.maxDate` also grey out the calendar's days outside them.
 */
export function DateField({
  name,
  rules,
  deps,
  label,
  hint,
  disabled,
  readOnly,
  desktopModeMediaQuery = '@media (pointer: fine), (min-width: 900px)',
  takeFocus = false,
}: DateFieldProps) {
  const {
    field,
    id,
    error,
    invalid,
    required,
    disabled: isDisabled,
    locale,
  } = useRuleField({ name, rules, deps, disabled });
  const values = useWatch() as Record<string, unknown>;
  // The picker needs its own Dayjs value while a date is half typed (the form only knows
  // 'invalid'); whenever the form value moves elsewhere (a reset), the form value wins.
  const [typed, setTyped] = useState<Dayjs | null>(() => toDay(field.value));
  const value = toIso(typed) === (field.value ?? null) ? typed : toDay(field.value);
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);

  // A half-typed date (09/03/YYYY) leaves the picker's value empty; the form must still know
  // that something was typed, so it says "Please enter a valid date." and not "required".
  const onBlur = () => {
    const typedSomething = fieldRef.current?.getSections().some((s) => s.value !== '') ?? false;
    if (value === null && typedSomething && field.value !== INVALID) field.onChange(INVALID);
    if (!typedSomething && field.value === INVALID) field.onChange(null);
    field.onBlur();
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        onChange={(day) => {
          setTyped(day);
          field.onChange(toIso(day));
        }}
        onClose={onBlur}
        inputRef={field.ref}
        format={numericDateFormat(locale)}
        minDate={resolveBound(rules?.minDate, values)}
        maxDate={resolveBound(rules?.maxDate, values)}
        disabled={isDisabled}
        readOnly={readOnly}
        desktopModeMediaQuery={desktopModeMediaQuery}
        {...(takeFocus && { autoFocus: true })}
        slotProps={{
          // The calendar dialog is named by the field's label.
          popper: { 'aria-labelledby': `${id}-label` },
          field: { fieldRef },
          textField: {
            id,
            name: field.name,
            required,
            error: invalid,
            helperText: error ?? hint,
            onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
