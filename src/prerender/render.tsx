/**
 * Build-time rendering of the public pages (scripts/build.mjs runs this module once, bundled by
 * Vite for Node): each page is rendered with React's server renderer on a memory router holding
 * the very route tree the browser uses, and Emotion's critical-CSS extraction collects exactly
 * the styles that markup needs (MUI's server-rendering guide). The browser then hydrates it
 * (src/main.tsx). ADR 024.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App, whenInitialized } from '../app/app';
import { routeTree } from '../app/route-tree';

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** `<style data-emotion=…>` elements for the head: what the markup needs, no more. */
  styles: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  await whenInitialized(router);
  if (router.state.location.pathname !== path)
    throw new Error(`${path} redirected to ${router.state.location.pathname} at build time`);
  if (router.state.errors) throw new Error(`${path}: ${JSON.stringify(router.state.errors)}`);

  // The browser's default cache has the key "css" too: it adopts these styles by their ids
  // instead of inserting the same rules again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <App router={router} />
      </StrictMode>
    </CacheProvider>,
  );
  router.dispose();
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  };
}
