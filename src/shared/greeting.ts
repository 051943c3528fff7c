/**
 * The dashboard greets by the time of day where the teacher is. The server renders the page
 * (src/prerender) and says which part of the day it is there, from the time-zone cookie the app
 * writes; the browser hydrates with the server's words and then uses its own clock. No DOM and
 * no Node here: the server imports this file.
 */
export type DayPart = 'Good morning' | 'Good afternoon' | 'Good evening';

export const TIME_ZONE_COOKIE = 'lectern-tz';

export function dayPart(hour: number): DayPart {
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/** "Good morning, Ada" (the first name), or the part of the day alone. */
export function greeting(part: DayPart, fullName: string | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? `${part}, ${first}` : part;
}

/** The hour (0–23) at `now` in an IANA time zone; undefined when the zone is not one. */
export function hourIn(timeZone: string, now: Date): number | undefined {
  // Only the characters zone names use, and not too long to be one: anything else is not looked up.
  if (timeZone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) return undefined;
  try {
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now);
    const value = Number(hour);
    return Number.isInteger(value) && value >= 0 && value < 24 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie as the app writes it: the browser's time zone, for a year, this site only. */
export function timeZoneCookie(timeZone: string, secure: boolean): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Max-Age=31536000; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
