/**
 * A class's markbook settings and the bulk actions' words, as the API checks them and the
 * stories' fake says them (one definition for both).
 */
import type { LetterBand } from '../api-types/markbook.ts';

export const MISSING_POLICY_MESSAGE = 'Choose whether missing work counts as zero or is left out.';
export const LETTER_SCALE_MESSAGE =
  'Give each letter (1 to 3 characters) a minimum from 0 to 100, each letter and minimum once, 12 at most.';
export const STUDENTS_MESSAGE = 'Choose up to 200 students of this class.';
export const ACTION_MESSAGE = 'Choose handed in, not handed in, excused or a score.';

/** A letter as typed: 1 to 3 letters, digits, plus or minus signs (spaces around it dropped). */
export const LETTER_PATTERN = /^\s*[\p{L}\p{N}+−-]{1,3}\s*$/u;
/** The most letters a scale has. */
export const LETTER_SCALE_MOST = 12;

/** A letter scale as sent, or undefined when it breaks a rule. */
export function letterScale(value: unknown): LetterBand[] | null | undefined {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.length === 0 || value.length > LETTER_SCALE_MOST)
    return undefined;
  const bands: LetterBand[] = [];
  for (const band of value as unknown[]) {
    const { letter, min } = (band ?? {}) as Record<string, unknown>;
    if (typeof letter !== 'string' || !LETTER_PATTERN.test(letter)) return undefined;
    if (typeof min !== 'number' || !Number.isFinite(min) || min < 0 || min > 100) return undefined;
    bands.push({ letter: letter.trim(), min });
  }
  const distinct = (xs: unknown[]) => new Set(xs).size === xs.length;
  if (!distinct(bands.map((b) => b.letter)) || !distinct(bands.map((b) => b.min))) return undefined;
  return bands.sort((a, b) => b.min - a.min);
}
