import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routeTree } from './route-tree';

/** The router of the running app: the browser's address bar and history. */
export const createAppRouter = () => createBrowserRouter(routeTree);

export type AppRouter = ReturnType<typeof createBrowserRouter>;

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
