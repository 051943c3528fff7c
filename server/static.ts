import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { paths } from '../src/shared/paths.ts';
import { schemeFromCookies } from '../src/shared/scheme-cookie.ts';
import type { AppDeps } from './deps.ts';
import { publicForms, sameSitePath } from './public-forms.ts';
import { preferredEncoding } from './http/compression.ts';
import { signedInPages } from './render-signed-in.ts';
import { sendSignedIn, signedIn } from './signed-in-page.ts';

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
 * Serves the built single-page app: files from `dir`, and for every other GET the page: the
 * public pages as the build rendered them, in the colour scheme the scheme cookie names (or
 * the device's), any other path the shell, so that deep links such as /admin/dashboard work
 * (for a live session, the signed-in area's pages carry the teacher: server/signed-in-page.ts).
 * Every text file goes out in the brotli or gzip copy the build made of it, as the browser
 * accepts. Hashed assets are cached for a year and never asked for again; everything else (the
 * HTML above all) is revalidated, so a new release is picked up on the next visit (ADR 023).
 *
 * Someone signed in (a live session cookie, checked in the database) who asks for `/` or
 * `/login` is sent on at once, before any page: to the dashboard, or to the sign-in page's
 * `next` when that is a path on this site (ADR 024).
 */
export function serveSpa(dir: string) {
  const render = signedInPages(dir);
  const serve = (app: Hono, deps: AppDeps) => {
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

    // The pre-rendered forms sent by the browser itself, with no script or before the app took
    // the page over: taken as the app would send them (ADR 038).
    publicForms(app, deps, render.publicPage);
    // Any other pre-rendered page's form (the terms have none): not read, the page comes back.
    app.on('POST', Object.keys(PRERENDERED), (c) => {
      const url = new URL(c.req.url);
      return c.redirect(`${url.pathname}${url.search}`, 303);
    });

    // The renderer the build keeps for the server is not for the browser.
    app.get('/server/*', (c) => sendPage(c, dir));
    app.use('*', cachedAs('no-cache'), serveStatic({ root: dir, precompressed: true }));
    app.get('*', async (c) => (await sendSignedIn(c, deps, render)) ?? sendPage(c, dir));
  };
  /** The renderer loaded before the first request (server/main.ts). */
  return Object.assign(serve, { warm: render.warm });
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
