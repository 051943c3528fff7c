import { http, HttpResponse } from 'msw';

/** The server fails a submit outright (500): the form keeps every value and a toast says so. */
export const serverError = (path: string) =>
  http.post(path, () => HttpResponse.json({ error: 'internal' }, { status: 500 }));

export const SERVER_ERROR = /Something went wrong on our side/;
