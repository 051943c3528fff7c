// Which new passwords are refused, beyond the shared length rules (ADR 019): those on
// zxcvbn-ts's list of common passwords, those built mostly from what anyone knows about the
// account (its name, e-mail and school, and Lectern's name), and those zxcvbn-ts estimates an
// attacker who tries the likeliest passwords first would find too soon.
import type { MatchEstimated, ZxcvbnFactory } from '@zxcvbn-ts/core';

export const COMMON_PASSWORD = 'This password is too common. Please choose another.';
export const PERSONAL_PASSWORD =
  'This password is built from your name, email or school, or from Lectern’s name. Please choose another.';
export const GUESSABLE_PASSWORD =
  'This password would be easy to guess. Add another word or two, or let a password manager make one.';

/** What the account is known by; values of any type (they come from a request body). */
export interface PasswordContext {
  email?: unknown;
  fullName?: unknown;
  school?: unknown;
}

/**
 * The estimate a password must reach, as log10(guesses): 10^13 (about four words picked at
 * random from the 2,000 commonest), or, below 15 characters, 10^(length − 2). zxcvbn counts a
 * character it sees no pattern in as 10 guesses, so a random 12-character string scores about
 * 10^12: a floor, far below its real strength. Short passwords must be nearly patternless
 * (10^10 at 12 characters, zxcvbn's own "very unguessable"); at 15 or more, an estimate under
 * 10^13 means zxcvbn explained the password with words and patterns, and then it is accurate.
 */
export const requiredLog10 = (length: number) => Math.min(13, length - 2);

/** zxcvbn-ts's time grows with length; past this many characters the rest is not estimated. */
export const ESTIMATED_LENGTH = 64;

interface Checker {
  zxcvbn: ZxcvbnFactory;
  common: Set<string>;
}

let checker: Promise<Checker> | undefined;

/** zxcvbn-ts and its dictionaries (≈ 0.3 s, tens of MB): loaded on the first check, once. */
function load(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
      maxLength: ESTIMATED_LENGTH,
      // The default (100) lets a long string of l33t-able symbols take seconds; 4 finds the
      // same words in the l33t spellings tested (ADR 019).
      l33tMaxSubstitutions: 4,
    });
    const list = new Set(common.dictionary['passwords-common'].map((p) => p.toLowerCase()));
    return { zxcvbn, common: list };
  })();
  return checker;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const parts = (value: string) => value.split(/[^\p{L}\p{N}]+/u);

/** The words a password must not be built from, for zxcvbn's `userInputs`. */
export function personalWords(context: PasswordContext): string[] {
  const words = new Set(['lectern']);
  const add = (word: string) => {
    if ([...word].length >= 3) words.add(word);
  };
  const email = text(context.email);
  if (email) {
    add(email);
    const at = email.lastIndexOf('@');
    const local = at < 0 ? email : email.slice(0, at);
    const domain = at < 0 ? '' : email.slice(at + 1);
    add(local);
    add(parts(local).join(''));
    parts(local).forEach(add);
    add(domain);
    // The domain's names, but not its top level (`org`, `com`: in too many words).
    parts(domain).slice(0, -1).forEach(add);
  }
  for (const name of [text(context.fullName), text(context.school)]) {
    if (!name) continue;
    add(name);
    add(parts(name).join(''));
    parts(name).forEach(add);
  }
  return [...words];
}

/** How much of the password the matches that pass `test` cover, from 0 to 1. */
function coverage(
  sequence: MatchEstimated[],
  length: number,
  test: (m: MatchEstimated) => boolean,
) {
  const covered = sequence.filter(test).reduce((sum, m) => sum + m.j - m.i + 1, 0);
  return length === 0 ? 0 : covered / length;
}

const fromUser = (m: MatchEstimated) =>
  m.pattern === 'dictionary' && m.dictionaryName === 'userInputs';
const fromList = (m: MatchEstimated) =>
  m.pattern === 'dictionary' && m.dictionaryName === 'passwords-common';

/**
 * Why a new password is refused (the message for its field), or null when it is fine. The
 * whole password is compared with the list; its first 64 characters are estimated.
 */
export async function passwordProblem(
  password: string,
  context: PasswordContext = {},
): Promise<string | null> {
  const { zxcvbn, common } = await load();
  if (common.has(password.toLowerCase())) return COMMON_PASSWORD;
  const estimated = password.slice(0, ESTIMATED_LENGTH);
  const result = zxcvbn.check(estimated, personalWords(context));
  const sequence = result.sequence as MatchEstimated[];
  const personal = coverage(sequence, estimated.length, fromUser);
  if (personal > 0.5) return PERSONAL_PASSWORD;
  if (result.guessesLog10 >= requiredLog10(estimated.length)) return null;
  if (personal > 0) return PERSONAL_PASSWORD;
  return coverage(sequence, estimated.length, fromList) > 0.5
    ? COMMON_PASSWORD
    : GUESSABLE_PASSWORD;
}
