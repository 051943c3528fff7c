import { useId } from 'react';
import { useController, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useLocale } from '../../lib/i18n/locale';
import { validateValue, type FieldRules } from '../../shared/validation/rules';

export interface RuleFieldProps {
  /** The form value's name. */
  name: string;
  /** The field's rules, declared once in a schema shared with the server. */
  rules?: FieldRules;
  /** Other fields to validate again when this one changes (e.g. confirm password). */
  deps?: string[];
}

interface UseRuleFieldOptions extends RuleFieldProps {
  /** The field's own `disabled` prop, merged with react-hook-form's. */
  disabled?: boolean | undefined;
}

/**
 * Connects one field to react-hook-form and to the shared rules: the error shown is always the
 * message the shared validator (or the server, through `setError`) produced.
 */
export function useRuleField({ name, rules = {}, deps, disabled }: UseRuleFieldOptions) {
  const { control, getFieldState, trigger } = useFormContext<FieldValues>();
  // Only a field with dependants follows the form's submits (the context carries no form state).
  const { isSubmitted } = useFormState({ control, disabled: !deps?.length });
  const locale = useLocale();
  const { field, fieldState } = useController({
    name,
    control,
    rules: {
      validate: (value, values) => validateValue(value, rules, { values, locale }) ?? true,
    },
  });
  // Fields that depend on this one (confirm password) are checked again when it changes, but
  // only once they have been touched or submitted: no error before a person has been there.
  const onChange = (...event: unknown[]) => {
    field.onChange(...event);
    const due = (deps ?? []).filter((dep) => getFieldState(dep).isTouched || isSubmitted);
    if (due.length > 0) void trigger(due);
  };
  const id = useId();
  const error = fieldState.error?.message;
  return {
    field: { ...field, onChange },
    id,
    error,
    invalid: error !== undefined,
    required: rules.required === true,
    disabled: disabled === true || field.disabled === true,
    locale,
  };
}
