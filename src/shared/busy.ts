/**
 * What Lectern answers when a process has more requests in progress than it takes on, or waited
 * too long for a database connection (ADR 031): 503 with a `Retry-After` header and this body.
 * The app retries reads after that many seconds, a few times, and otherwise shows the message.
 */
export interface BusyAnswer {
  error: 'busy';
  message: string;
  /** Seconds, as in the Retry-After header. */
  retryAfter: number;
}

export const BUSY_MESSAGE = 'Lectern is very busy right now. Please try again in a moment.';
