/** Calls to Lectern's JSON API, with the errors a screen needs to tell apart. */
import { BUSY_MESSAGE } from '../../shared/busy';

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

/**
 * A read Lectern refused because it was busy (503 with Retry-After, ADR 031) is asked again
 * after the wait it gave, this many times at most, and only when that wait is short; a write
 * never is (the teacher decides to send it again).
 */
export const BUSY_RETRIES = 2;
const LONGEST_BUSY_WAIT_S = 10;

/** Retry-After in seconds (a number or an HTTP date), or undefined without one. */
function retryAfter(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** Lectern (or its proxy) was too busy and said when to come back: 503 with Retry-After. */
export const isBusy = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 503 && error.body.retryAfter !== undefined;

/** Waits `ms`, or throws as fetch does when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
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
    const wait = response.status === 503 ? retryAfter(response) : undefined;
    if (wait !== undefined && method === 'GET' && attempt < BUSY_RETRIES) {
      if (wait <= LONGEST_BUSY_WAIT_S) {
        await response.body?.cancel().catch(() => undefined);
        await pause(wait * 1000, options.signal);
        continue;
      }
    }
    const payload = (await response.json().catch(() => ({}))) as ApiError['body'];
    if (response.ok) return payload as T;
    if (response.status === 401 && !options.expectUnauthorized) unauthorizedHandler?.();
    // Busy: say so kindly, whoever answered (a proxy's 503 may carry no message of ours).
    if (wait !== undefined)
      throw new ApiError(503, {
        ...payload,
        message: payload.message ?? BUSY_MESSAGE,
        retryAfter: payload.retryAfter ?? wait,
      });
    throw new ApiError(response.status, payload);
  }
}

/** A 401 met outside `api` (a file download): the app's handling, as `api` does it. */
export const reportUnauthorized = (): void => unauthorizedHandler?.();
