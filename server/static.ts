import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { PageData } from '../src/shared/page-data.ts';
import { paths, safeNext } from '../src/shared/paths.ts';
import { dayPart } from '../src/shared/greeting.ts';
import { TIME_ZONE_COOKIE } from '../src/shared/time-zone-cookie.ts';
import { schemeFromCookies } from '../src/shared/scheme-cookie.ts';
import { getCookie } from 'hono/cookie';
import { currentSession, sessionToken, type Touch } from './auth/sessions.ts';
import type { AppDeps } from './deps.ts';
import { preferredEncoding } from './http/compression.ts';
import { signedInPages } from './render-signed-in.ts';

const EXTENSION = { br: '.br', gzip: '.gz' } as const;

/** The pages the build renders ahead (scripts/build.mjs), by path; every other page is the shell. */
const PRERENDERED: Record<string, string> = {
  [paths.login]: 'login',
  [paths.signUp]: 'signup',
  [paths.forgot]: 'forgot',
  [paths.reset]: 'reset',
  [paths.terms]: 'terms',
};

/**
 * The signed-in pages the server renders per request for a live session (ADR 024); every other
 * signed-in page is the shell, drawn by the app. (The lists choose cards or a table by the
 * window's width in script: rendered here, they would not hydrate as sent on every width.)
 */
const RENDERED_SIGNED_IN = new Set<string>([paths.dashboard]);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Serves the built single-page app: files from `dir`, and for every other GET the page: the
 * public pages as the build rendered them, in the colour scheme the scheme cookie names (or
 * the device's), any other path the shell, so that deep links such as /admin/dashboard work.
 * Every text file goes out in the brotli or gzip copy the build made of it, as the browser
 * accepts. Hashed assets are cached for a year and never asked for again; everything else (the
 * HTML above all) is revalidated, so a new release is picked up on the next visit (ADR 023).
 *
 * Someone signed in (a live session cookie, checked in the database) who asks for `/` or
 * `/login` is sent on at once, before any page: to the dashboard, or to the sign-in page's
 * `next` when that is a path on this site (ADR 024).
 */
export function serveSpa(dir: string) {
  return (app: Hono, deps: AppDeps) => {
    app.use(
      '/assets/*',
      cachedAs('public, max-age=31536000, immutable'),
      serveStatic({ root: dir, precompressed: true }),
    );
    // A chunk that is not there (an old release's) is not the page: a 404, never cached.
    app.get('/assets/*', (c) => c.notFound());

    const signedInGoesOn = (target: (c: Context) => string): MiddlewareHandler => {
      return async (c, next) => {
        if (!(await signedIn(c, deps))) return next();
        c.header('Cache-Control', 'no-store');
        c.header('Vary', 'Cookie');
        return c.redirect(target(c), 302);
      };
    };
    app.get(
      paths.root,
      signedInGoesOn(() => paths.dashboard),
    );
    app.get(
      paths.login,
      signedInGoesOn((c) => sameSitePath(c.req.query('next')) ?? paths.dashboard),
    );

    // A pre-rendered form sent by the browser itself, before the app took the page over (Enter
    // in a one-field form): the values are not read, the page comes back (src/components/form).
    app.on('POST', Object.keys(PRERENDERED), (c) => {
      const url = new URL(c.req.url);
      return c.redirect(`${url.pathname}${url.search}`, 303);
    });

    // The renderer the build keeps for the server is not for the browser.
    app.get('/server/*', (c) => sendPage(c, dir));
    app.use('*', cachedAs('no-cache'), serveStatic({ root: dir, precompressed: true }));
    const render = signedInPages(dir);
    app.get('*', async (c) => (await sendSignedIn(c, deps, render)) ?? sendPage(c, dir));
  };
}

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
async function signedIn(c: Context, deps: AppDeps): Promise<boolean> {
  return (await liveSession(c, deps, 'never')) !== undefined;
}

/**
 * A signed-in page rendered for this request's teacher, or undefined for the shell (not such a
 * page, no live session, no renderer in the build, or a render that failed: logged). Loading
 * the page counts as activity, as the app's own `/api/auth/me` does. Personal: never stored by
 * a cache. The greeting's part of the day is the one where the teacher is (the time-zone cookie
 * the app writes), else the server's.
 */
async function sendSignedIn(
  c: Context,
  deps: AppDeps,
  render: ReturnType<typeof signedInPages>,
): Promise<Response | undefined> {
  if (!RENDERED_SIGNED_IN.has(c.req.path)) return undefined;
  const me = await liveSession(c, deps, 'throttled');
  if (!me) return undefined;
  const now = deps.now();
  const zone = getCookie(c, TIME_ZONE_COOKIE);
  const pageData: PageData = {
    me,
    dayPart: dayPart((zone ? hourIn(zone, now) : undefined) ?? now.getHours()),
  };
  const url = new URL(c.req.url);
  let html: string | undefined;
  try {
    html = await render(
      `${url.pathname}${url.search}`,
      schemeFromCookies(c.req.header('cookie')) ?? 'system',
      pageData,
    );
  } catch (error) {
    deps.logger.error({ event: 'page_render_failed', path: c.req.path, err: error });
    return undefined;
  }
  if (html === undefined) return undefined;
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Accept-Encoding, Cookie');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding) return c.body(html);
  c.header('Content-Encoding', encoding);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipped(html, { level: 6 });
  return c.body(new Uint8Array(body));
}

/**
 * `Cache-Control: value` on a successful answer that has none. (serveStatic's `onFound` runs
 * after it has made its answer, too late for a header: @hono/node-server 2.1.)
 */
function cachedAs(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', value);
  };
}

/**
 * The sign-in page's `next` as a Location: a path on this site (the app's own rule, safeNext),
 * re-serialised by the URL parser so that nothing a client sent (a line break, a space) can
 * reach the header as it was.
 */
function sameSitePath(next: string | undefined): string | undefined {
  const safe = safeNext(next);
  if (!safe) return undefined;
  const base = 'http://lectern.invalid';
  const url = URL.parse(safe, base);
  if (!url || url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

async function sendPage(c: Context, dir: string) {
  const scheme = schemeFromCookies(c.req.header('cookie')) ?? 'system';
  const name = PRERENDERED[c.req.path] ?? 'shell';
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding, Cookie');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  // A build without the rendered pages (`vite build` alone) still serves the app's index.html.
  for (const file of [
    path.join(dir, 'pages', `${name}.${scheme}.html`),
    path.join(dir, 'index.html'),
  ]) {
    if (encoding) {
      const compressed = await readFile(file + EXTENSION[encoding]).catch(() => undefined);
      if (compressed) {
        c.header('Content-Encoding', encoding);
        return c.body(new Uint8Array(compressed));
      }
    }
    const plain = await readFile(file).catch(() => undefined);
    if (plain) return c.body(new Uint8Array(plain));
  }
  return c.notFound();
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
