import type { Context } from 'hono';
import { sessionToken } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import { HttpError } from '../http/json.ts';

/** Text or nothing: a number or an object counts as missing. */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored id of the session this request came with (the middleware found it live). */
export function thisSession(c: Context, secureCookies: boolean) {
  const token = sessionToken(c.req.header('cookie'), secureCookies);
  if (!token) throw new HttpError(401, { error: 'unauthenticated', message: 'Please sign in.' });
  return hashToken(token);
}
