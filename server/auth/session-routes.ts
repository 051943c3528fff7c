import { Hono, type Context } from 'hono';
import type { MeResponse, SessionResponse } from '../../src/shared/api-types/auth.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/json.ts';
import { limiter } from './rate-limit.ts';
import { currentSession, endSession, sessionToken, type Touch } from './sessions.ts';

/** The signed-in session's own routes: who is signed in, how long is left, staying, leaving. */
export function sessionRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono();
  const limit = limiter(deps);

  // Always ends the session, without a limit: a limit counted per address before it (300 in
  // 15 minutes) let anonymous sign-outs from a school's address keep a teacher signed in
  // (ADR 035). Without a session it is one indexed delete at most, cheaper than counting.
  app.post('/sign-out', async (c) => {
    await endSession(c, db, config.secureCookies);
    return c.body(null, 204);
  });

  /** The session behind the request's cookie, or a 401 (ADR 017 on what counts as activity). */
  async function signedIn(c: Context, touch: Touch) {
    const found = await currentSession(
      db,
      sessionToken(c.req.header('cookie'), config.secureCookies),
      deps.now(),
      config.session,
      touch,
    );
    if (!found) throw new HttpError(401, { error: 'unauthenticated', message: 'Please sign in.' });
    return found;
  }

  app.get('/me', async (c) => {
    const { user, session } = await signedIn(c, 'throttled');
    return c.json({ user, session } satisfies MeResponse);
  });

  // How long the session has left, for the app's warning before the idle end: asking is not
  // activity, or the question would keep an abandoned session alive.
  app.get('/session', async (c) => {
    const { session } = await signedIn(c, 'never');
    return c.json({ session } satisfies SessionResponse);
  });

  // "Stay signed in": activity now, whenever the last write was.
  app.post('/session/keep-alive', async (c) => {
    await limit(c, 'keepAlive');
    const { session } = await signedIn(c, 'always');
    return c.json({ session } satisfies SessionResponse);
  });

  return app;
}
