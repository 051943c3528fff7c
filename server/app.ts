import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './account/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { currentUser, sessionToken, type SessionUser } from './auth/sessions.ts';
import { assignmentRoutes } from './assignments/routes.ts';
import { classRoutes } from './classes/routes.ts';
import { studentRoutes } from './students/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { periodRoutes } from './periods/routes.ts';
import { assignmentResource } from '../src/shared/resources/assignments.ts';
import { categoryResource } from '../src/shared/resources/categories.ts';
import { periodResource } from '../src/shared/resources/periods.ts';
import { classResource } from '../src/shared/resources/classes.ts';
import { studentResource } from '../src/shared/resources/students.ts';
import { markbookRoutes } from './markbook/routes.ts';
import { workRoutes } from './work/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import type { AppDeps } from './deps.ts';
import { causedBy, ClientGone, DatabaseBusy } from './db/request-scope.ts';
import { isClientAbort } from './http/aborted.ts';
import { compressJson } from './http/compression.ts';
import { healthRoutes } from './http/health.ts';
import { HttpError } from './http/json.ts';
import { busy, loadLimit } from './http/load-limit.ts';
import {
  noReferrerOnReset,
  onlyAtPublicOrigin,
  sameOriginJsonOnly,
  securityHeaders,
} from './http/security.ts';

/** The HTTP application: the JSON API under /api, and (when given) the built app around it. */
export function createApp(given: AppDeps, serveApp?: (app: Hono, deps: AppDeps) => void) {
  const deps = { ...given, load: given.load ?? loadLimit(given.config.maxInFlight, given.logger) };
  const app = new Hono();

  // Health and readiness first: answered whatever the load, the address or the session.
  healthRoutes(app, deps.db, deps.load.state);
  // Then the bound on requests in progress, around everything else (ADR 031).
  app.use('*', deps.load.middleware);

  // Outermost first: the reset page's Referrer-Policy is applied after the general headers.
  app.use(
    '*',
    noReferrerOnReset,
    securityHeaders(deps.config.secureCookies),
    onlyAtPublicOrigin(deps.config.allowedOrigins),
  );

  // API answers over 1 KiB compressed, outside the auth routes: their answers are small, and
  // they are where secrets are handled (ADR 023).
  app.use('/api/*', compressJson({ except: '/api/auth/' }));

  const api = new Hono<{ Variables: { user: SessionUser } }>();
  api.use(
    '*',
    bodyLimit({
      maxSize: 32 * 1024,
      onError: async (c) => {
        // Read what was sent (up to 1 MiB, its length declared) before answering, so the
        // client gets the 413 rather than a connection reset while it is still writing. A body
        // left unread (larger, or of no declared length) ends the connection, and says so.
        const length = Number(c.req.header('content-length') ?? NaN);
        const drained = length <= 1024 * 1024;
        if (drained) await c.req.raw.arrayBuffer().catch(() => undefined);
        else c.header('Connection', 'close');
        return c.json({ error: 'too_large', message: 'The request body is too large.' }, 413);
      },
    }),
    sameOriginJsonOnly(deps.config.allowedOrigins),
    async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    },
  );
  api.route('/auth', authRoutes(deps));

  // Everything else in the API needs a session: checked here, on every call, which counts as
  // activity (ADR 017).
  api.use('*', async (c, next) => {
    const user = await currentUser(
      deps.db,
      sessionToken(c.req.header('cookie'), deps.config.secureCookies),
      deps.now(),
      deps.config.session,
    );
    if (!user) throw new HttpError(401, { error: 'unauthenticated', message: 'Please sign in.' });
    c.set('user', user);
    return next();
  });
  api.route('/dashboard', dashboardRoutes(deps));
  api.route('/account', accountRoutes(deps));
  api.route(classResource.path, classRoutes(deps));
  api.route(assignmentResource.path, assignmentRoutes(deps));
  api.route(studentResource.path, studentRoutes(deps));
  api.route(categoryResource.path, categoryRoutes(deps));
  api.route(periodResource.path, periodRoutes(deps));
  api.route('/work', workRoutes(deps));
  api.route('/markbook', markbookRoutes(deps));
  api.all('*', (c) => c.json({ error: 'not_found', message: 'No such API endpoint.' }, 404));

  app.route('/api', api);
  serveApp?.(app, deps);
  app.notFound((c) => c.json({ error: 'not_found', message: 'Not found.' }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    if (isClientAbort(error)) {
      deps.logger.info({ event: 'request_aborted', method: c.req.method, path: c.req.path });
      return c.body(null, 400);
    }
    // Its client had gone: the work stopped at the database, and nobody reads this answer.
    if (causedBy(error, ClientGone)) {
      deps.logger.info({ event: 'request_abandoned', method: c.req.method, path: c.req.path });
      return c.body(null, 499 as 400);
    }
    const unavailable = causedBy(error, DatabaseBusy);
    if (unavailable) {
      deps.logger.warn({ event: 'database_busy', reason: unavailable.reason, path: c.req.path });
      return busy(c);
    }
    deps.logger.error({
      event: 'server_error',
      method: c.req.method,
      path: c.req.path,
      err: error,
    });
    return c.json({ error: 'server_error', message: 'Something went wrong on our side.' }, 500);
  });
  return app;
}
