import { usableLocale } from './locale';

/**
 * Names in the reader's order: their language's alphabet (Intl.Collator), not code points, so
 * that "van der Berg" sorts with the v's and not after every capital, and Ødegård sorts where
 * the reader's language puts Ø (after Z in Danish and Norwegian, with O in English). Numbers in
 * names compare as numbers; case and accents decide only between names otherwise the same.
 */
export function nameCollator(locales: string | readonly string[] = []) {
  // What a browser reports may be a POSIX form Intl throws on ("en-US@posix"): mended or left out.
  const tags = (typeof locales === 'string' ? [locales] : locales).flatMap(
    (tag) => usableLocale(tag) ?? [],
  );
  return new Intl.Collator(tags, { numeric: true, sensitivity: 'variant' });
}

interface Named {
  firstName: string;
  lastName: string;
}

/** Compares two people by last name, then first name, as the reader's language sorts them. */
export function byStudentName(locales?: string | readonly string[]) {
  const { compare } = nameCollator(locales);
  return (a: Named, b: Named) =>
    compare(a.lastName, b.lastName) || compare(a.firstName, b.firstName);
}
