/**
 * The browser's time zone, told to the server by the signed-in app (a cookie: no personal data)
 * so that the dashboard it renders greets by the time of day where the teacher is.
 */
export const TIME_ZONE_COOKIE = 'lectern-tz';

/** The cookie's name and value, as `document.cookie` lists it. */
export function timeZonePair(timeZone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`;
}

/** The cookie as the app writes it: the browser's time zone, for a year, this site only. */
export function timeZoneCookie(timeZone: string, secure: boolean): string {
  return `${timeZonePair(timeZone)}; Max-Age=31536000; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
