import { HttpResponse } from 'msw';
import { BAD_QUERY_MESSAGE, type QueryValue } from '../../shared/list-query';

/** The fake's answers, worded as the server's (server/http/json.ts, server/http/list.ts). */

/** A query string's parameter, or undefined when it is not there. */
export const queryOf =
  (request: Request): QueryValue =>
  (name) =>
    new URL(request.url).searchParams.get(name) ?? undefined;

export const badQuery = (fields: Record<string, string>) =>
  HttpResponse.json({ error: 'bad_query', message: BAD_QUERY_MESSAGE, fields }, { status: 400 });

export const invalid = (fields: Record<string, string>) =>
  HttpResponse.json(
    { error: 'validation', message: 'Some fields need attention.', fields },
    { status: 400 },
  );

/** `what` is the resource's noun ("class"), or more ("deleted class", "student in this class"). */
export const notFound = (what: string) =>
  HttpResponse.json({ error: 'not_found', message: `No such ${what}.` }, { status: 404 });

export const conflict = (error: string, message: string) =>
  HttpResponse.json({ error, message }, { status: 409 });

/** The JSON body as an object, or the server's 400 saying what is wrong with it. */
export async function readBody(
  request: Request,
): Promise<{ body: Record<string, unknown>; refused?: undefined } | { refused: Response }> {
  const refuse = (message: string) => ({
    refused: HttpResponse.json({ error: 'bad_json', message }, { status: 400 }),
  });
  let body: unknown;
  try {
    const text = await request.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    return refuse('The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return refuse('The request body must be a JSON object.');
  return { body: body as Record<string, unknown> };
}

/** An id from the path, as the server looks it up (ids are lower case UUIDs). */
export const pathId = (params: Record<string, unknown>, name = 'id') =>
  String(params[name]).toLowerCase();
