import { rateLimitMessage, SERVER_ERROR_MESSAGE } from '../../shared/submit-messages';
import { ApiError, isBusy, NetworkError } from './client';

export const OFFLINE_MESSAGE = 'Could not reach Lectern. Check your connection and try again.';
export { SERVER_ERROR_MESSAGE, rateLimitMessage } from '../../shared/submit-messages';

/** What a form shows for a failed submit, besides field errors. */
export interface SubmitOutcome {
  fields?: Record<string, string>;
  /** A message for the top of the form (rate limits, wrong credentials). */
  formError?: string;
}

/** A failed submit: what the form shows, or else the message for a toast. */
export type SubmitFailure = SubmitOutcome | { toast: string };

/**
 * Tells what a failed API call means for the form: field messages for a 400, a form-level
 * message for a 429 (with when to try again) or a 401, and a toast's message for a network
 * failure or a server error; Lectern busy says so, in its own words (ADR 031). (The form's
 * submitError, src/components/form, shows the toast.)
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (error instanceof NetworkError) return { toast: OFFLINE_MESSAGE };
  if (isBusy(error)) return { toast: `${error.message} Your entries are still here.` };
  if (error instanceof ApiError) {
    if (error.status === 400 && error.body.fields) return { fields: error.body.fields };
    if (error.status === 429) return { formError: rateLimitMessage(error.body.retryAfter) };
    if (error.status < 500 && error.body.message) return { formError: error.body.message };
  }
  return { toast: SERVER_ERROR_MESSAGE };
}
