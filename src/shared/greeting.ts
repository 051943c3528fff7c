/**
 * The dashboard greets by the time of day where the teacher is. The server renders the page
 * (src/prerender) and says which part of the day it is there, from the time-zone cookie the app
 * writes (time-zone-cookie.ts); the browser hydrates with the server's words and then uses its own clock. No DOM and
 * no Node here: the server imports this file.
 */
export type DayPart = 'Good morning' | 'Good afternoon' | 'Good evening';

export function dayPart(hour: number): DayPart {
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/** "Good morning, Ada" (the first name), or the part of the day alone. */
export function greeting(part: DayPart, fullName: string | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? `${part}, ${first}` : part;
}
