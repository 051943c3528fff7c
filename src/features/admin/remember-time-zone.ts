import { timeZoneCookie, timeZonePair } from '../../shared/time-zone-cookie';

/**
 * Tells the server the browser's time zone (a cookie), so that the next dashboard it renders
 * greets by the time of day here (server/signed-in-page.ts). A few seconds after the signed-in area
 * has appeared: looking the zone up is costly the first time on a slow phone (it made the
 * sign-in page's blocking time 12 → 65 ms when done as the app started), and nothing needs it
 * before the next page load. The cookie is written in a task of its own, and only when it is
 * missing or names another zone: both in one task were 6–15 ms at full speed on the Intel
 * machine, every visit (CPU profiles of the dashboard's load, 2026-12-07; issue 25). Returns the
 * clean-up, for an effect.
 */
export function rememberTimeZone(): () => void {
  let handle = setTimeout(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    handle = setTimeout(() => {
      if (!document.cookie.split('; ').includes(timeZonePair(zone)))
        document.cookie = timeZoneCookie(zone, location.protocol === 'https:');
    }, 0);
  }, 3000);
  return () => clearTimeout(handle);
}
