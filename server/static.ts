import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { preferredEncoding } from './http/compression.ts';

const EXTENSION = { br: '.br', gzip: '.gz' } as const;

/**
 * Serves the built single-page app: files from `dir`, and index.html for every other GET so
 * that deep links such as /admin/dashboard work. Every text file goes out in the brotli or gzip
 * copy the build made of it (vite.config.ts), as the browser accepts. Hashed assets are cached
 * for a year and never asked for again; everything else (the HTML above all) is revalidated, so
 * a new release is picked up on the next visit (ADR 023).
 */
export function serveSpa(dir: string) {
  return (app: Hono) => {
    app.use(
      '/assets/*',
      cachedAs('public, max-age=31536000, immutable'),
      serveStatic({ root: dir, precompressed: true }),
    );
    // A chunk that is not there (an old release's) is not the page: a 404, never cached.
    app.get('/assets/*', (c) => c.notFound());
    app.use('*', cachedAs('no-cache'), serveStatic({ root: dir, precompressed: true }));
    app.get('*', (c) => sendIndex(c, dir));
  };
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

async function sendIndex(c: Context, dir: string) {
  const file = path.join(dir, 'index.html');
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  if (encoding) {
    const compressed = await readFile(file + EXTENSION[encoding]).catch(() => undefined);
    if (compressed) {
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(compressed));
    }
  }
  return c.html(await readFile(file, 'utf8'));
}
