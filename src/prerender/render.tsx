/**
 * Rendering pages on the server side (ADR 024), bundled by Vite for Node (scripts/build.mjs):
 * - at build time, the public pages, once each;
 * - per request, the signed-in pages (server/signed-in-page.ts), for a session the server has checked,
 *   with the data the page starts from (src/shared/page-data.ts).
 * Each page is rendered with React's server renderer on a memory router holding the very route
 * tree the browser uses, and Emotion's critical-CSS extraction collects exactly the styles that
 * markup needs (MUI's server-rendering guide). The browser then hydrates it (src/main.tsx).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App, whenInitialized } from '../app/app';
import type { PageData } from '../shared/page-data';
import { routeTree } from '../app/route-tree';
import { setPageData } from '../lib/page-data/page-data';
import { SIGNED_IN_FLAG } from '../lib/session/flag';

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** `<style data-emotion=…>` elements for the head: what the markup needs, no more. */
  styles: string;
}

export interface RenderOptions {
  /** Render as the signed-in teacher of `pageData.me` (the server checked the session). */
  signedIn?: boolean;
  pageData?: PageData;
}

/**
 * The page at `url` (a path, with its query), or an error when the route tree would send the
 * browser elsewhere (a redirect) or fails: the caller serves the shell instead.
 */
export async function renderPage(
  url: string,
  { signedIn = false, pageData }: RenderOptions = {},
): Promise<RenderedPage> {
  // There is no storage on the server. For a page rendered for a session the server has checked,
  // the guard finds the signed-in flag in a storage holding nothing else (it has no way to write:
  // nothing a render does may); for a public page, no storage at all, as signed out. Every
  // signed-in render sets the same, so renders that overlap cannot disagree.
  (globalThis as { localStorage?: Pick<Storage, 'getItem'> }).localStorage = signedIn
    ? { getItem: (key) => (key === SIGNED_IN_FLAG ? '1' : null) }
    : undefined;
  const path = new URL(url, 'http://lectern.invalid').pathname;
  const router = createMemoryRouter(routeTree, { initialEntries: [url] });
  try {
    await whenInitialized(router);
    if (router.state.location.pathname !== path)
      throw new Error(`${path} redirected to ${router.state.location.pathname}`);
    if (router.state.errors) throw new Error(`${path}: ${JSON.stringify(router.state.errors)}`);

    // The browser's default cache has the key "css" too: it adopts these styles by their ids
    // instead of inserting the same rules again.
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    // Set right before the render, which runs to its end in one go: another request's render
    // cannot come in between and read this one's data.
    setPageData(pageData ?? {});
    const html = renderToString(
      <CacheProvider value={cache}>
        <StrictMode>
          <App router={router} />
        </StrictMode>
      </CacheProvider>,
    );
    setPageData(undefined);
    return {
      html,
      styles:
        emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) +
        composedLayers(cache, html),
    };
  } finally {
    router.dispose();
  }
}

/**
 * An empty `<style>` naming the ids of the styles no element of the markup carries: the layers
 * a styled component hands down to the one it wraps (MUI's Button its own rules to ButtonBase,
 * which draws both as one class). The critical extraction leaves them out, rightly: no rule of
 * theirs is needed. But the browser's cache inserted each one as the app took the page over,
 * compiling its rules (stylis) and adding them to a stylesheet in the hydration's commit, which
 * React cannot cut: 5-12 ms of the largest task left on `/login` at no CPU slowdown (issue 25,
 * ADR 024). Named here, they count as inserted when the browser's cache adopts the page's
 * styles, as the critical ones do; their rules are still composed into the classes that need
 * them wherever the app draws anew.
 */
function composedLayers(cache: ReturnType<typeof createCache>, html: string): string {
  const carried = new Set(Array.from(html.matchAll(/\bcss-([\w-]+)/g), (match) => match[1]));
  const ids = Object.keys(cache.inserted).filter(
    (id) =>
      !carried.has(id) &&
      cache.inserted[id] !== true &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return ids.length === 0 ? '' : `<style data-emotion="${cache.key} ${ids.join(' ')}"></style>`;
}
