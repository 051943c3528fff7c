import { submitFailure, type SubmitOutcome } from '../../lib/api/submit-errors';
import { toast } from '../toast/toast';

/**
 * Turns a failed API call into what the form shows (lib/api/submit-errors.ts): field messages,
 * or a form-level message; a network failure or a server error is a toast instead. The form
 * keeps every value either way.
 */
export function submitError(error: unknown): SubmitOutcome {
  const failure = submitFailure(error);
  if (!('toast' in failure)) return failure;
  toast.error(failure.toast);
  return {};
}
