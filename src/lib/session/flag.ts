/**
 * The logged-in flag of spec §4: one localStorage key, no personal data. It is only a hint for
 * the browser (the server decides, through its httpOnly session cookie, on every API call).
 */
export const SIGNED_IN_FLAG = 'lectern.signedIn';

let flagWithoutStorage = false;

/**
 * Where there is no storage at all, on the server rendering a page (src/prerender), the flag is
 * what the renderer says: signed out for the public pages it renders at build time, signed in
 * for the pages it renders for a session the server has checked itself.
 */
export function setFlagWithoutStorage(signedIn: boolean): void {
  flagWithoutStorage = signedIn;
}

export function hasSignedInFlag(): boolean {
  if (typeof localStorage === 'undefined') return flagWithoutStorage;
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
