import type { SetupWorker } from 'msw/browser';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeTree } from '../../src/app/route-tree';
import { setSignedInFlag } from '../../src/lib/session/flag';
import { api } from '../../src/testing/handlers';
import { screenModes } from '../../.storybook/modes.ts';
import { registerPending } from '../../.storybook/settle.ts';

type StoryRouter = ReturnType<typeof createMemoryRouter>;
let shownRouter: StoryRouter | undefined;

/** Where the story's screen is now, `/admin/classes?q=l-`: what the address bar would say. */
export function storyLocation(): string {
  const location = shownRouter?.state.location;
  return location ? `${location.pathname}${location.search}` : '';
}

/** The real route tree (guard, lazy areas and all) at `path`, in memory. */
export function RouteStory({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routeTree, { initialEntries: [path] }));
  useEffect(() => {
    shownRouter = router;
    return () => {
      if (shownRouter === router) shownRouter = undefined;
    };
  }, [router]);
  // Lazy routes and loaders: the screen is not settled until the router is idle.
  useEffect(
    () =>
      registerPending(() => {
        const { initialized, navigation } = router.state;
        if (!initialized) return 'router: first route still loading';
        if (navigation.state !== 'idle')
          return `router: ${navigation.state} ${navigation.location?.pathname ?? ''}`;
        return undefined;
      }),
    [router],
  );
  return <RouterProvider router={router} />;
}

/**
 * Story parameters for whole screens: full-bleed, and in every mode including phone. A fresh
 * object per file: Storybook mutates a meta's parameters, so one shared object leaks between files.
 */
export const screenParameters = () => ({
  layout: 'fullscreen',
  chromatic: { modes: { ...screenModes } },
});

/** `beforeEach` for stories of a signed-in browser. */
export const withSignedInFlag = () => {
  setSignedInFlag();
};

/**
 * Lazy areas load on first visit: give them time. A bound on a wait, not a retry: it only runs
 * out when the machine is that slow. 8 s was too little for a chain of lazy areas under the
 * suite's load (four browsers on two cores): in a fresh clone's CI run RouteTree SessionEnded
 * (the admin area, a refused session, then the sign-in area) did not reach Sign in within 8 s
 * in its phone picture, and the run's longest render took 20.9 s. A story's render stays bounded
 * by scripts/story-limits.mjs.
 */
export const slow = { timeout: 20_000 };

/** What a story's `beforeEach` gets from msw-storybook-addon. */
export type WithMsw = { msw: Pick<SetupWorker, 'use'> };
export type Handlers = Parameters<SetupWorker['use']>;

/**
 * `beforeEach` for a signed-in teacher's screen: the flag is set, `/auth/me` answers, and the
 * story's own handlers answer the rest.
 */
export const signedIn =
  (...handlers: Handlers) =>
  ({ msw }: WithMsw) => {
    withSignedInFlag();
    msw.use(api.me.signedIn(), ...handlers);
  };
