import { schemeCookie, schemeFromCookies } from '../shared/scheme-cookie';

const MODE_KEY = 'mui-mode';

/**
 * MUI's `storageManager` for the theme provider: the mode (light, dark, system) in the scheme
 * cookie. MUI also asks for the light and dark palettes' names, which Lectern never varies:
 * those are not stored at all.
 */
export function cookieStorageManager({ key }: { key: string }) {
  const browser = typeof document !== 'undefined';
  return {
    get(defaultValue: unknown) {
      if (!browser || key !== MODE_KEY) return defaultValue;
      return schemeFromCookies(document.cookie) ?? defaultValue;
    },
    set(value: unknown) {
      if (!browser || key !== MODE_KEY) return;
      document.cookie = schemeCookie(
        typeof value === 'string' ? value : undefined,
        location.protocol === 'https:',
      );
    },
    subscribe() {
      return () => {};
    },
  };
}
