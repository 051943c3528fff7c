import { timeZoneCookie } from '../../shared/time-zone-cookie';

/**
 * Tells the server the browser's time zone (a cookie), so that the next dashboard it renders
 * greets by the time of day here (server/signed-in-page.ts). A few seconds after the signed-in area
 * has appeared: looking the zone up is costly the first time on a slow phone (it made the
 * sign-in page's blocking time 12 → 65 ms when done as the app started), and nothing needs it
 * before the next page load. Returns the clean-up, for an effect.
 */
export function rememberTimeZone(): () => void {
  const handle = setTimeout(() => {
    document.cookie = timeZoneCookie(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      location.protocol === 'https:',
    );
  }, 3000);
  return () => clearTimeout(handle);
}
