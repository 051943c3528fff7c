/**
 * The teacher's colour scheme lives in a cookie, not in localStorage (the theme's storage
 * manager, src/theme/scheme-cookie.ts, reads and writes it):
 * - the server reads it and sends the page already in that scheme (scripts/build.mjs renders
 *   each public page in light, dark and the device's own), so the first paint is right with no
 *   script in the page;
 * - signing out clears all of localStorage (spec §4), and the choice survives it.
 * Not httpOnly (the app sets it), no personal data, sent to this site only.
 */
export const SCHEME_COOKIE = 'lectern-scheme';

export type ChosenScheme = 'light' | 'dark';

/** The scheme a Cookie header asks for; anything else (absent, garbled) is the device's own. */
export function schemeFromCookies(header: string | null | undefined): ChosenScheme | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SCHEME_COOKIE && (value === 'light' || value === 'dark')) return value;
  }
  return undefined;
}

/** The cookie as the app writes it (a year; removed when the device's scheme is chosen). */
export function schemeCookie(mode: string | null | undefined, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return mode === 'light' || mode === 'dark'
    ? `${SCHEME_COOKIE}=${mode}; Max-Age=31536000; ${attributes}`
    : `${SCHEME_COOKIE}=; Max-Age=0; ${attributes}`;
}
