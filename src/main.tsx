/*
 * The libraries first, in pieces: each pause (src/lib/start-up/pause.ts) ends a task, so
 * evaluating them is three short tasks, not one long one. The compile of the shared chunk's
 * download is caught up before the first; Emotion and MUI's styles take 3-4 and 5-7 ms on a
 * 2 x AMD EPYC.
 */
import './app/start-up/pause-1';
import '@emotion/styled';
import './app/start-up/pause-2';
import '@mui/material/CssBaseline';
import './app/start-up/pause-3';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, whenInitialized, type AppRouter } from './app/app';
import { keepTypedBeforeHydration } from './app/typed-before-hydration';
import { pageData } from './lib/page-data/page-data';
import { prepareAppTheme } from './theme/app-theme';
import { hasSignedInFlag, setSignedInFlag } from './lib/session/flag';

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const root: HTMLElement = found;

/*
 * Started in tasks of their own, not while this module is evaluated: making the router (its
 * routes flattened and ranked, the first route matched and its loader and chunk called for) is
 * the largest piece of the app's start-up in script, 104-119 ms at 8x CPU slowdown, and it made
 * one task with the evaluation of every module the app is built from (issue 25, ADR 024).
 */
setTimeout(() => {
  // The theme first, a task of its own: made by the first render, it was a piece of that
  // render's work that React cannot cut (src/theme/app-theme.tsx).
  prepareAppTheme();
  setTimeout(start, 0);
}, 0);

function start() {
  // A signed-in page the server rendered for a session it had checked (after a sign-in without
  // script, say): the browser's hint follows the server's word before any guard reads it.
  if (pageData().me && !hasSignedInFlag()) setSignedInFlag();
  const router = createAppRouter();

  // A public page arrives pre-rendered (scripts/build.mjs): it is hydrated in place, once its
  // route's chunk has loaded (hydrating earlier would meet no page and throw the markup away),
  // and in a transition, so the work yields to the browser and to what the person is doing.
  // Anything else (or a first route that redirected elsewhere) renders from scratch.
  const prerendered = root.dataset.prerendered;
  if (prerendered) {
    const typeAgain = keepTypedBeforeHydration(root);
    void whenInitialized(router).then(() => {
      if (router.state.location.pathname === prerendered) {
        startTransition(() => {
          hydrateRoot(
            root,
            <StrictMode>
              <App router={router} onHydrated={typeAgain} />
            </StrictMode>,
          );
        });
      } else {
        root.replaceChildren();
        render(router);
      }
    });
  } else {
    render(router);
  }
}

/** The app drawn from scratch, in a transition too: the work is split into short tasks. */
function render(router: AppRouter) {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
