/**
 * A language tag Intl accepts, from what a browser reports. Some report POSIX forms
 * ("en-US@posix", "en_GB"), which make every Intl formatter throw; unusable ones give undefined.
 * The app reads the browser's (src/lib/i18n/locale.ts); the server the same tag from
 * `Accept-Language` (server/signed-in-page.ts), so both write dates in the same locale.
 */
export function usableLocale(tag = ''): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.split('@')[0]!.replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}
