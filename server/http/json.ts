import {
  CONTROL_CHARACTERS,
  checkValues,
  controlCharacterFields,
} from '../../src/shared/validation/parse.ts';
import type { Context } from 'hono';
import type { Schema } from '../../src/shared/validation/rules.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** An answer to the client other than success; the app's error handler sends it as JSON. */
export class HttpError extends Error {
  readonly status: ErrorStatus;
  readonly body: Record<string, unknown>;
  constructor(status: ErrorStatus, body: Record<string, unknown>) {
    super(String(body.message ?? body.error));
    this.status = status;
    this.body = body;
  }
}

/** The JSON body as an object, or a 400 that says what is wrong with it. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    // A call with no body (a bodyless POST) reads as an empty object.
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'bad_json', message: 'The request body is not valid JSON.' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, {
      error: 'bad_json',
      message: 'The request body must be a JSON object.',
    });
  }
  return body as Record<string, unknown>;
}

export { CONTROL_CHARACTERS, controlCharacterFields };

/**
 * Picks the schema's fields from a body and validates them with the very rules the forms use.
 * A value of the wrong type counts as missing. Throws a 400 naming every invalid field.
 */
export function validated<S extends Schema>(
  body: Record<string, unknown>,
  schema: S,
  locale: string,
  extra: Record<string, string> = {},
): Record<keyof S, unknown> {
  const { values, fields } = checkValues(body, schema, { locale, extra });
  if (Object.keys(fields).length > 0) {
    throw new HttpError(400, {
      error: 'validation',
      message: 'Some fields need attention.',
      fields,
    });
  }
  return values as Record<keyof S, unknown>;
}

/** A 400 naming every field the shared rules refused (parseValues). */
export const invalidFields = (fields: Record<string, string>) =>
  new HttpError(400, { error: 'validation', message: 'Some fields need attention.', fields });

/** The locale for date messages: the first one the browser asks for, else en-US. */
export function requestLocale(c: Context): string {
  const first = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim();
  try {
    return first ? (Intl.getCanonicalLocales(first)[0] ?? 'en-US') : 'en-US';
  } catch {
    return 'en-US';
  }
}
