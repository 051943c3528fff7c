import { messages } from './messages.ts';
import { isIsoDate, type IsoDate } from './short-date.ts';

/** A bound may depend on the other values of the form (for example term end ≥ term start). */
export type Bound<T> = T | ((values: Record<string, unknown>) => T | undefined);

/**
 * The generic rules of spec §5, declared as plain data so that the browser and the server
 * enforce exactly the same thing. This module must stay free of DOM and Node imports.
 */
export interface FieldRules {
  required?: boolean;
  email?: boolean;
  min?: Bound<number>;
  max?: Bound<number>;
  /** The number must be whole (a grade, a head count, points). */
  integer?: boolean;
  minLength?: number;
  maxLength?: number;
  /** The spec gives no default text for `pattern`, so every pattern carries its own message. */
  pattern?: { regex: RegExp; message: string };
  minDate?: Bound<IsoDate>;
  maxDate?: Bound<IsoDate>;
  /** The value must equal another field's value (confirm password). */
  sameAs?: { field: string; message: string };
  /** The value must be one of these (a subject, a status); parsed, it has their type. */
  oneOf?: { values: readonly string[]; message: string };
  /** Parsed, an empty value is null rather than '' (a room, a student number). */
  nullable?: boolean;
  /** A check of its own for a text value (./single-line.ts): a message, or undefined. */
  check?: (text: string, rules: FieldRules) => string | undefined;
}

export type Schema = Record<string, FieldRules>;

export interface ValidationContext {
  /** All values of the form, for bounds that depend on other fields. */
  values?: Record<string, unknown>;
  /** Locale for the short date format in date messages. */
  locale?: string;
}

export const DEFAULT_LOCALE = 'en-US';

// The WHATWG "valid e-mail address" grammar, plus a dot in the domain: a teacher's address
// without a top-level domain is almost always a typo.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function resolve<T>(bound: Bound<T> | undefined, values: Record<string, unknown>): T | undefined {
  return typeof bound === 'function'
    ? (bound as (v: Record<string, unknown>) => T | undefined)(values)
    : bound;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Checks one value against its rules and returns the catalogue message of the first rule it
 * breaks, or `undefined` when it is valid. Rules are checked in a fixed order: required, then
 * format (email, pattern, number, date), then length, then bounds, then cross-field equality.
 */
export function validateValue(
  value: unknown,
  rules: FieldRules,
  { values = {}, locale = DEFAULT_LOCALE }: ValidationContext = {},
): string | undefined {
  if (isEmpty(value)) return rules.required ? messages.required() : undefined;

  const text = typeof value === 'string' ? value : undefined;
  const own = text === undefined ? undefined : rules.check?.(text, rules);
  if (own !== undefined) return own;
  if (rules.email && (text === undefined || !EMAIL.test(text.trim()))) return messages.email();
  if (rules.pattern && (text === undefined || !rules.pattern.regex.test(text))) {
    return rules.pattern.message;
  }
  if (rules.oneOf && (text === undefined || !rules.oneOf.values.includes(text))) {
    return rules.oneOf.message;
  }
  if (text !== undefined) {
    // Length counts characters as a person sees them, not UTF-16 code units.
    const length = [...text].length;
    if (rules.minLength !== undefined && length < rules.minLength) {
      return messages.minLength(rules.minLength);
    }
    if (rules.maxLength !== undefined && length > rules.maxLength) {
      return messages.maxLength(rules.maxLength);
    }
  }

  const min = resolve(rules.min, values);
  const max = resolve(rules.max, values);
  if (rules.min !== undefined || rules.max !== undefined || rules.integer) {
    const n = toNumber(value);
    if (n === undefined) return messages.number();
    if (rules.integer && !Number.isInteger(n)) return messages.integer();
    if (min !== undefined && n < min) return messages.min(min);
    if (max !== undefined && n > max) return messages.max(max);
  }

  if (rules.minDate !== undefined || rules.maxDate !== undefined) {
    if (!isIsoDate(value)) return messages.date();
    const minDate = resolve(rules.minDate, values);
    const maxDate = resolve(rules.maxDate, values);
    // ISO calendar dates compare correctly as strings.
    if (minDate !== undefined && isIsoDate(minDate) && value < minDate) {
      return messages.minDate(minDate, locale);
    }
    if (maxDate !== undefined && isIsoDate(maxDate) && value > maxDate) {
      return messages.maxDate(maxDate, locale);
    }
  }

  if (rules.sameAs && value !== values[rules.sameAs.field]) return rules.sameAs.message;
  return undefined;
}

/** Validates every field of a schema; returns only the fields that have an error. */
export function validateAll(
  values: Record<string, unknown>,
  schema: Schema,
  locale: string = DEFAULT_LOCALE,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, rules] of Object.entries(schema)) {
    const message = validateValue(values[name], rules, { values, locale });
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

/** Declares a schema while keeping its field names as a literal type. */
export function defineSchema<const S extends Schema>(schema: S): S {
  return schema;
}
