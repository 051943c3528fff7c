/**
 * Percentages for the grade (grade.ts): integer scores and weights make every percentage an exact
 * fraction of BigInts, rounded (ROUNDING_RULE) and turned into a double only at the end.
 */
export const ROUNDING_RULE = 'Percentages are rounded to one decimal place, halves up.';

/** An exact rational n / d (d > 0). */
export type Ratio = readonly [bigint, bigint];

export const percentOf = (scored: bigint, possible: bigint): Ratio => [100n * scored, possible];

const floorDiv = (n: bigint, d: bigint) => (n >= 0n ? n / d : -((-n + d - 1n) / d));

/** The nearest double to n / d: BigInt → Number rounds to nearest, a sticky bit keeps it honest. */
export function toNumber([n, d]: Ratio): number {
  if (n === 0n) return 0;
  const sign = n < 0n ? -1 : 1;
  const a = n < 0n ? -n : n;
  const shift = Math.max(0, 64 - (a.toString(2).length - d.toString(2).length));
  const scaled = (a << BigInt(shift)) / d;
  const sticky = scaled * d === a << BigInt(shift) ? 0n : 1n;
  return (sign * Number(scaled | sticky)) / 2 ** shift;
}

/** n / d to one decimal place, halves up (ROUNDING_RULE), from the exact value. */
export const roundTenth = ([n, d]: Ratio): number => Number(floorDiv(20n * n + d, 2n * d)) / 10;

/** 100 × scored ÷ possible to one decimal place, halves up, exactly; null when possible is 0. */
export const roundedPercent = (scored: number, possible: number): number | null =>
  possible === 0 ? null : roundTenth(percentOf(BigInt(scored), BigInt(possible)));

/** "87.5%" (one decimal place, always shown, in the locale's digits); "—" for none. */
export function formatPercent(rounded: number | null, locale = 'en-GB'): string {
  if (rounded === null) return '—';
  return `${digitsFor(locale).format(rounded)}%`;
}

/**
 * One formatter per locale: making an Intl.NumberFormat costs far more than using one, and a
 * markbook formats a few thousand totals and averages (the markbook bench's profile: 240 ms of
 * 4×-slowed CPU while moving about the grid).
 */
const formatters = new Map<string, Intl.NumberFormat>();
function digitsFor(locale: string): Intl.NumberFormat {
  let digits = formatters.get(locale);
  if (!digits) {
    digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formatters.set(locale, digits);
  }
  return digits;
}
