import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built single-page app: files from `dir` (hashed assets cached for a year), and
 * index.html for every other GET so that deep links such as /admin/dashboard work.
 */
export function serveSpa(dir: string) {
  return (app: Hono) => {
    app.use(
      '/assets/*',
      serveStatic({
        root: dir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: dir }));
    app.get('*', async (c) => {
      const html = await readFile(path.join(dir, 'index.html'), 'utf8');
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    });
  };
}
