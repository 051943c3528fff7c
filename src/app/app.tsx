import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routeTree } from './route-tree';

/** The router of the running app: the browser's address bar and history. */
export const createAppRouter = () => createBrowserRouter(routeTree);

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router's first route has its loader's answer and its lazy chunk: the tree
 * can render in full (hydrating earlier would meet no page and throw the markup away).
 */
export const whenInitialized = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * Lectern: the providers and the route tree. The same tree renders in the browser and, for the
 * public pages, at build time on a memory router (src/prerender), so hydration finds its own
 * markup.
 */
export function App({
  router,
  onHydrated,
}: {
  router: AppRouter;
  /** Called once the page is the app's (src/main.tsx); a hook, not an element, so the tree is
   * the same as the one rendered ahead of time. */
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
