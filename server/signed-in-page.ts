// The signed-in half of serving pages (server/static.ts): who is signed in, and their page
// rendered per request.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { PageData } from '../src/shared/page-data.ts';
import { isSignedInArea, paths } from '../src/shared/paths.ts';
import { dayPart } from '../src/shared/greeting.ts';
import { usableLocale } from '../src/shared/locale-tag.ts';
import { TIME_ZONE_COOKIE } from '../src/shared/time-zone-cookie.ts';
import { schemeFromCookies } from '../src/shared/scheme-cookie.ts';
import { currentSession, sessionToken, type Touch } from './auth/sessions.ts';
import { dashboardReader } from './dashboard/routes.ts';
import type { AppDeps } from './deps.ts';
import { sendRenderedPage } from './http/compression.ts';
import type { signedInPages } from './render-signed-in.ts';

/**
 * The signed-in pages the server renders per request for a live session (ADR 024); every other
 * signed-in page is the shell, drawn by the app, with the teacher's page data. (The lists choose
 * cards or a table by the window's width in script: rendered here, they would not hydrate as
 * sent on every width.)
 */
const RENDERED_SIGNED_IN = new Set<string>([paths.dashboard]);

/** The request's live session, if any. A database that cannot answer means "none". */
async function liveSession(c: Context, deps: AppDeps, touch: Touch) {
  const token = sessionToken(c.req.header('cookie'), deps.config.secureCookies);
  if (!token) return undefined;
  try {
    return await currentSession(deps.db, token, deps.now(), deps.config.session, touch);
  } catch (error) {
    deps.logger.warn({ event: 'session_check_failed', path: c.req.path, err: error });
    return undefined;
  }
}

/** Whether the request carries a live session. */
export async function signedIn(c: Context, deps: AppDeps): Promise<boolean> {
  return (await liveSession(c, deps, 'never')) !== undefined;
}

/**
 * A page of the signed-in area for this request's teacher: the dashboard rendered, any other
 * page the shell with the teacher's page data; or undefined for the plain shell (not such a
 * page, no live session, no renderer or shell in the build, or a render that failed: logged).
 * Loading the page counts as activity, as the app's own `/api/auth/me` does. Personal: never
 * stored by a cache. The greeting's part of the day is the one where the teacher is (the
 * time-zone cookie the app writes), else the server's.
 */
export async function sendSignedIn(
  c: Context,
  deps: AppDeps,
  render: ReturnType<typeof signedInPages>,
): Promise<Response | undefined> {
  if (!isSignedInArea(c.req.path)) return undefined;
  const me = await liveSession(c, deps, 'throttled');
  if (!me) return undefined;
  const scheme = schemeFromCookies(c.req.header('cookie')) ?? 'system';
  let html: string | undefined;
  if (RENDERED_SIGNED_IN.has(c.req.path)) {
    const now = deps.now();
    const zone = getCookie(c, TIME_ZONE_COOKIE);
    const pageData: PageData = {
      me,
      dayPart: dayPart((zone ? hourIn(zone, now) : undefined) ?? now.getHours()),
      ...(await dashboardAnswers(deps, me.user.id, now)),
      ...readerLocale(c.req.header('accept-language')),
    };
    const url = new URL(c.req.url);
    try {
      html = await render(`${url.pathname}${url.search}`, scheme, pageData);
    } catch (error) {
      deps.logger.error({ event: 'page_render_failed', path: c.req.path, err: error });
      return undefined;
    }
  } else {
    // Any other page of the signed-in area is the shell, with the teacher in it: a link
    // followed before the app had set its flag (the page came from a form sent without script,
    // or the device's storage was cleared) lands on the page, not on the sign-in form.
    html = await render.shell(scheme, { me });
  }
  if (html === undefined) return undefined;
  c.header('Cache-Control', 'no-store');
  return sendRenderedPage(c, html);
}

/**
 * The dashboard's answers, for its page to be rendered with them (issue 25): the app then starts
 * from the page as sent, instead of drawing the figures and lists again as each answer arrives,
 * in renders React cannot cut. A database that cannot answer leaves them out (logged): the page
 * is rendered with the widgets loading, and the app asks for them as before.
 */
async function dashboardAnswers(
  deps: AppDeps,
  teacherId: string,
  now: Date,
): Promise<Pick<PageData, 'dashboard'>> {
  try {
    return { dashboard: await dashboardReader(deps).all(teacherId, now) };
  } catch (error) {
    deps.logger.warn({ event: 'dashboard_answers_failed', err: error });
    return {};
  }
}

/**
 * The locale the page's dates are written in: the first of the browser's languages (the
 * `Accept-Language` it sends is the list its `navigator.languages` reads), canonical as the app
 * makes it (src/lib/i18n/locale.ts), so that the dates the server writes are the ones the app
 * would. Anything else (none, `*`, too long, not a tag) names none: the default locale, which the
 * app's hydration starts from too.
 */
export function readerLocale(header: string | undefined): Pick<PageData, 'locale'> {
  const first = header?.split(',', 1)[0]!.split(';', 1)[0]!.trim() ?? '';
  if (first.length > 35 || !/^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(first)) return {};
  const locale = usableLocale(first);
  return locale ? { locale } : {};
}

/** The hour (0–23) at `now` in an IANA time zone; undefined when the zone is not one. */
export function hourIn(timeZone: string, now: Date): number | undefined {
  // Only the characters zone names use, and not too long to be one: anything else is not looked up.
  if (timeZone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(timeZone)) return undefined;
  try {
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now);
    const value = Number(hour);
    return Number.isInteger(value) && value >= 0 && value < 24 ? value : undefined;
  } catch {
    return undefined;
  }
}
