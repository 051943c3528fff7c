/**
 * The logged-in flag of spec §4: one localStorage key, no personal data. It is only a hint for
 * the browser (the server decides, through its httpOnly session cookie, on every API call).
 */
export const SIGNED_IN_FLAG = 'lectern.signedIn';

export function hasSignedInFlag(): boolean {
  // No storage when the server renders a public page (src/prerender); for a signed-in page it
  // renders, the renderer provides one that holds only the flag.
  if (typeof localStorage === 'undefined') return false;
  return localStorage.getItem(SIGNED_IN_FLAG) === '1';
}

/**
 * The reset page's link token (src/features/auth/reset-page.tsx), kept in the tab's
 * sessionStorage while the teacher chooses a password. Signing in or out drops it: an
 * abandoned link does not stay in the tab through someone else's session (ADR 035).
 */
export const RESET_TOKEN_KEY = 'lectern.resetToken';

export function forgetResetToken(): void {
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(RESET_TOKEN_KEY);
}

/** Signing in or up sets the flag, and drops an abandoned reset link. */
export function setSignedInFlag(): void {
  localStorage.setItem(SIGNED_IN_FLAG, '1');
  forgetResetToken();
}

/** Signing out, a guard refusal and any 401 clear *all* of localStorage (spec §4). */
export function clearAllStorage(): void {
  localStorage.clear();
}
