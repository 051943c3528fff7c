import { http, HttpResponse } from 'msw';
import type { ResetLinkStatus, SessionTimes } from '../shared/api-types/auth';
import type { Assignment, Page, SchoolClass } from '../shared/api-types/classes';
import type {
  ClassAttention,
  DashboardSummary,
  UpcomingAssignment,
  WeekCount,
} from '../shared/api-types/dashboard';
import { build } from './builders';
import { holdForever } from './hold';

/**
 * MSW handlers for every API state a screen can meet, shared by stories and unit tests.
 * Each returns one handler; combine them with `msw.use(...)` / `server.use(...)`.
 */
const fields = (f: Record<string, string>) =>
  HttpResponse.json(
    { error: 'validation', message: 'Some fields need attention.', fields: f },
    { status: 400 },
  );

export const rateLimited = (retryAfter = 840) =>
  HttpResponse.json(
    { error: 'rate_limited', retryAfter, message: 'Too many attempts.' },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );

type Method = 'get' | 'post';
const on = (method: Method, path: string) => ({
  ok: (body: unknown = {}, status = 200) =>
    http[method](path, () => HttpResponse.json(body as object, { status })),
  pending: () =>
    http[method](path, async () => {
      await holdForever();
      return HttpResponse.json({});
    }),
  offline: () => http[method](path, () => HttpResponse.error()),
  serverError: () => http[method](path, () => new HttpResponse(null, { status: 503 })),
  rateLimited: (retryAfter?: number) => http[method](path, () => rateLimited(retryAfter)),
  fields: (f: Record<string, string>) => http[method](path, () => fields(f)),
  unauthorized: () =>
    http[method](path, () =>
      HttpResponse.json({ error: 'unauthenticated', message: 'Please sign in.' }, { status: 401 }),
    ),
});

export const api = {
  me: {
    ...on('get', '/api/auth/me'),
    signedIn: (user = build.user()) => on('get', '/api/auth/me').ok({ user }),
    /** Signed in, with `session` as the server counts it (the idle warning reads it). */
    session: (session: SessionTimes, user = build.user()) =>
      on('get', '/api/auth/me').ok({ user, session }),
  },
  session: {
    ...on('get', '/api/auth/session'),
    keepAlive: (session: SessionTimes) =>
      on('post', '/api/auth/session/keep-alive').ok({ session }),
  },
  signIn: {
    ...on('post', '/api/auth/sign-in'),
    success: (user = build.user()) => on('post', '/api/auth/sign-in').ok({ user }),
    wrongCredentials: () =>
      http.post('/api/auth/sign-in', () =>
        HttpResponse.json(
          { error: 'invalid_credentials', message: 'The email or password is incorrect.' },
          { status: 401 },
        ),
      ),
  },
  signUp: {
    ...on('post', '/api/auth/sign-up'),
    success: (user = build.user()) => on('post', '/api/auth/sign-up').ok({ user }, 201),
  },
  signOut: {
    ...on('post', '/api/auth/sign-out'),
    success: () => http.post('/api/auth/sign-out', () => new HttpResponse(null, { status: 204 })),
  },
  forgot: {
    ...on('post', '/api/auth/forgot'),
    success: () =>
      on('post', '/api/auth/forgot').ok(
        {
          message:
            'If an account uses that email, a link to choose a new password is on its way. It works for 30 minutes.',
        },
        202,
      ),
  },
  resetCheck: {
    ...on('post', '/api/auth/reset/check'),
    status: (status: ResetLinkStatus) => on('post', '/api/auth/reset/check').ok({ status }),
  },
  reset: {
    ...on('post', '/api/auth/reset'),
    success: () =>
      on('post', '/api/auth/reset').ok({
        message: 'Your password has been changed. Please sign in with your new password.',
      }),
    linkProblem: (status: Exclude<ResetLinkStatus, 'valid'>) =>
      http.post('/api/auth/reset', () =>
        HttpResponse.json({ error: 'reset_link', status }, { status: 400 }),
      ),
  },
  summary: {
    ...on('get', '/api/dashboard/summary'),
    data: (s: DashboardSummary = build.summary()) => on('get', '/api/dashboard/summary').ok(s),
  },
  upcoming: {
    ...on('get', '/api/dashboard/upcoming'),
    data: (u: UpcomingAssignment[] = build.upcoming()) =>
      on('get', '/api/dashboard/upcoming').ok(u),
  },
  attention: {
    ...on('get', '/api/dashboard/attention'),
    data: (a: ClassAttention[] = build.attention()) => on('get', '/api/dashboard/attention').ok(a),
  },
  weekly: {
    ...on('get', '/api/dashboard/weekly'),
    data: (w: WeekCount[] = build.weekly()) => on('get', '/api/dashboard/weekly').ok(w),
  },
  classes: {
    ...on('get', '/api/classes'),
    page: (items: SchoolClass[], total = items.length) =>
      on('get', '/api/classes').ok({
        items,
        total,
        page: 1,
        pageSize: 10,
      } satisfies Page<SchoolClass>),
  },
  assignments: {
    ...on('get', '/api/assignments'),
    page: (items: Assignment[], total = items.length) =>
      on('get', '/api/assignments').ok({
        items,
        total,
        page: 1,
        pageSize: 10,
      } satisfies Page<Assignment>),
  },
};

/** The whole dashboard, filled (the admin frame's stories and the route tree's). */
export const dashboard = {
  filled: () => [api.summary.data(), api.upcoming.data(), api.weekly.data(), api.attention.data()],
  unauthorized: () => [
    api.summary.unauthorized(),
    api.attention.unauthorized(),
    api.upcoming.unauthorized(),
    api.weekly.unauthorized(),
  ],
};
