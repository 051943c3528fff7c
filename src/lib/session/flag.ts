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

/** Signing in or up sets the flag. */
export function setSignedInFlag(): void {
  localStorage.setItem(SIGNED_IN_FLAG, '1');
}

/** Signing out, a guard refusal and any 401 clear *all* of localStorage (spec §4). */
export function clearAllStorage(): void {
  localStorage.clear();
}
