/**
 * Dates in validation rules are calendar days written as ISO `YYYY-MM-DD` strings: they carry no
 * time of day and no time zone, so the same rule reads the same on the server and in any browser.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day in `YYYY-MM-DD` form (rejects 2026-02-30). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The spec's "short date format": `Intl.DateTimeFormat(locale, { dateStyle: 'short' })`.
 * The day is formatted in UTC so that a calendar day never shifts with the reader's time zone.
 */
export function formatShortDate(value: IsoDate, locale: string): string {
  if (!isIsoDate(value)) throw new RangeError(`Not an ISO calendar date: ${String(value)}`);
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return shortFormat(locale).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * One formatter per locale: making an Intl.DateTimeFormat costs far more than using one, and the
 * dashboard formats a date per chart tick and list row (its profile at 4× CPU slowdown: 214 ms
 * of the start-up's blocking work in making formatters, issue 25).
 */
const shortFormats = new Map<string, Intl.DateTimeFormat>();
function shortFormat(locale: string): Intl.DateTimeFormat {
  let format = shortFormats.get(locale);
  if (!format) {
    // Throws for a tag Intl cannot read, as before, and keeps nothing for it.
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
    shortFormats.set(locale, format);
  }
  return format;
}

/** Today's calendar day in the local time zone, as an ISO date. */
export function todayIso(now: Date = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Adds whole years to an ISO date; 29 February falls back to 28 February. */
export function addYears(value: IsoDate, years: number): IsoDate {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
