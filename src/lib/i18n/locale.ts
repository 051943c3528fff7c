import { useSyncExternalStore } from 'react';
import { unchanging } from '../hydration/use-hydrated';
import { pageData } from '../page-data/page-data';
import { usableLocale } from '../../shared/locale-tag';
import { DEFAULT_LOCALE } from '../../shared/validation/rules';

export { usableLocale };

/** The reader's locale, for the short date format in messages and the date field's format. */
export function browserLocale(): string {
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return usableLocale(navigator.languages[0] ?? navigator.language) ?? DEFAULT_LOCALE;
}

/**
 * The numeric day/month/year order of a locale as a picker format (`MM/DD/YYYY` for en-US,
 * `DD/MM/YYYY` for en-GB, `DD.MM.YYYY` for de-DE), so that what a person types in a date field
 * reads the same way as the dates in its messages.
 */
export function numericDateFormat(locale: string): string {
  let format = numericFormats.get(locale);
  if (format === undefined) {
    format = numericFormatOf(locale);
    numericFormats.set(locale, format);
  }
  return format;
}

/** Each locale's, worked out once (making an Intl.DateTimeFormat is the costly part). */
const numericFormats = new Map<string, string>();
function numericFormatOf(locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.UTC(2026, 10, 21)));
  const tokens: Record<string, string> = { day: 'DD', month: 'MM', year: 'YYYY' };
  return parts.map((part) => tokens[part.type] ?? part.value).join('');
}

/**
 * The reader's locale in a component. A page rendered ahead of time (src/prerender) was rendered
 * in the default locale, a page the server rendered per request in the one its page data names
 * (the browser's first language, which the reader's almost always is): hydration first renders
 * that same locale, so the markup matches, and then the reader's own, if another (a date field in
 * DD/MM/YYYY for en-GB), in the render straight after.
 */
export function useLocale(): string {
  return useSyncExternalStore(unchanging, browserLocale, renderedLocale);
}

const renderedLocale = () => pageData().locale ?? DEFAULT_LOCALE;
