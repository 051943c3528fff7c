import { validateAll, DEFAULT_LOCALE, type FieldRules, type Schema } from './rules.ts';
import type { IsoDate } from './short-date.ts';

// C0 controls and DEL, except tab, line feed and carriage return; PostgreSQL cannot even store
// NUL in text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS =
  'Remove the control characters (such as NUL or escape) from this field.';

/** A message for every text field that holds control characters. */
export function controlCharacterFields(values: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' && CONTROL.test(value)) fields[name] = CONTROL_CHARACTERS;
  return fields;
}

type Has<R, K extends string> = K extends keyof R ? (undefined extends R[K] ? false : true) : false;

type IsNumber<R> = Has<R, 'integer'> | Has<R, 'min'> | Has<R, 'max'> extends false ? false : true;
type IsDate<R> = Has<R, 'minDate'> | Has<R, 'maxDate'> extends false ? false : true;
type Maybe<R, T> = Has<R, 'required'> extends true ? T : T | null;

/**
 * What a field's rules make of it: a number (bounds or whole), a calendar date (date bounds) or
 * a text; optional ones may be null, except an optional text, which is '' unless `nullable`.
 */
type Output<R> = R extends { oneOf: { values: readonly (infer V)[] } }
  ? Maybe<R, V>
  : IsNumber<R> extends true
    ? Maybe<R, number>
    : IsDate<R> extends true
      ? Maybe<R, IsoDate>
      : Has<R, 'nullable'> extends true
        ? Maybe<R, string>
        : string;

/** The typed values a schema parses a body into. */
export type Parsed<S extends Schema> = { -readonly [K in keyof S]: Output<S[K]> };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

const kindOf = (rules: FieldRules) =>
  rules.integer || rules.min !== undefined || rules.max !== undefined
    ? 'number'
    : rules.minDate !== undefined || rules.maxDate !== undefined
      ? 'date'
      : 'text';

function convert(value: unknown, rules: FieldRules): unknown {
  const empty = value === null || (typeof value === 'string' && value.trim() === '');
  const kind = kindOf(rules);
  if (empty) return kind === 'text' && !rules.nullable ? '' : null;
  if (kind === 'number') return Number(value);
  // validateValue let through only a string, a number or a boolean.
  const text =
    typeof value === 'number' || typeof value === 'boolean' ? `${value}` : (value as string);
  return kind === 'date' ? text : text.trim();
}

/**
 * Picks the schema's fields from a body (a value of the wrong type counts as missing) and checks
 * them: control characters, then `extra`, then the shared rules, which speak last so that a field
 * says one thing wherever it is checked. The values are as given; `parseValues` types them.
 */
export function checkValues(
  body: Record<string, unknown>,
  schema: Schema,
  { locale = DEFAULT_LOCALE, extra = {} }: { locale?: string; extra?: Record<string, string> } = {},
) {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(schema)) {
    const value = body[name];
    values[name] =
      typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number'
        ? value
        : null;
  }
  const fields: Record<string, string> = {
    ...controlCharacterFields(values),
    ...extra,
    ...validateAll(values, schema, locale),
  };
  return { values, fields };
}

/**
 * Picks the schema's fields from a body, checks them with the very rules the forms use (a value
 * of the wrong type counts as missing, control characters are refused) and turns them into
 * typed values: numbers as numbers, texts trimmed, empty optional values '' or null. `extra`
 * adds checks only one side can make (a class that is not the teacher's); the shared rules
 * speak first, so a field says one thing wherever it is checked.
 */
export function parseValues<S extends Schema>(
  body: Record<string, unknown>,
  schema: S,
  { locale = DEFAULT_LOCALE, extra = {} }: { locale?: string; extra?: Record<string, string> } = {},
): ParseResult<Parsed<S>> {
  const { values, fields } = checkValues(body, schema, { locale, extra });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const parsed: Record<string, unknown> = {};
  for (const [name, rules] of Object.entries(schema)) parsed[name] = convert(values[name], rules);
  return { ok: true, value: parsed as Parsed<S> };
}
