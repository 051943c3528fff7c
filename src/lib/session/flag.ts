/**
 * The logged-in flag of spec §4: one localStorage key, no personal data. It is only a hint for
 * the browser (the server decides, through its httpOnly session cookie, on every API call).
 */
export const SIGNED_IN_FLAG = 'lectern.signedIn';

export function hasSignedInFlag(): boolean {
  // No storage at all when the public pages are rendered at build time (src/prerender).
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

/**
 * A `next` value is followed only when it is a path on this site: `/admin/x`, not
 * `//evil.example` or `https://evil.example`.
 */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return undefined;
  return next;
}
