/** Calls to Lectern's JSON API, with the errors a screen needs to tell apart. */

export class ApiError extends Error {
  readonly status: number;
  readonly body: {
    error?: string;
    message?: string;
    fields?: Record<string, string>;
    /** A list sent at once (a roster import): each refused row's field messages. */
    rows?: { row: number; fields: Record<string, string> }[];
    retryAfter?: number;
    status?: string;
  };
  constructor(status: number, body: ApiError['body']) {
    super(body.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** The request never reached Lectern (offline, DNS, a dropped connection). */
export class NetworkError extends Error {
  constructor() {
    super('Could not reach Lectern.');
  }
}

let unauthorizedHandler: (() => void) | undefined;

/** The app decides what a 401 means (clear storage, go to /login, say so). */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions {
  /** Sign-in answers 401 for a wrong password: that is not an ended session. */
  expectUnauthorized?: boolean;
  signal?: AbortSignal;
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(options.signal && { signal: options.signal }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError();
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => ({}))) as ApiError['body'];
  if (response.ok) return payload as T;
  if (response.status === 401 && !options.expectUnauthorized) unauthorizedHandler?.();
  throw new ApiError(response.status, payload);
}
