import { timeZoneCookie } from '../../shared/greeting';

/**
 * Tells the server the browser's time zone (a cookie), so that the next dashboard it renders
 * greets by the time of day here (server/static.ts). Once the browser is idle: looking the zone
 * up is costly the first time on a slow phone (it made the sign-in page's blocking time
 * 12 → 65 ms when done as the app started), and nothing needs it before the next page load.
 * Returns the clean-up, for an effect.
 */
export function rememberTimeZone(): () => void {
  const remember = () => {
    document.cookie = timeZoneCookie(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      location.protocol === 'https:',
    );
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(remember, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(remember, 1000);
  return () => clearTimeout(id);
}
