/**
 * The words of a form's failed submit that the app and the server both write (the server when
 * it answers a form sent without script, server/public-forms.ts). DOM-free and Node-free.
 */

export const SERVER_ERROR_MESSAGE =
  'Something went wrong on our side. Your entries are still here; please try again.';

export function rateLimitMessage(retryAfterSeconds = 60): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
