import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ResetLinkStatus } from '../src/shared/api-types/auth.ts';
import type { FormPageData, FormPageName, PageData } from '../src/shared/page-data.ts';
import { paths, safeNext } from '../src/shared/paths.ts';
import { schemeFromCookies } from '../src/shared/scheme-cookie.ts';
import { rateLimitMessage, SERVER_ERROR_MESSAGE } from '../src/shared/submit-messages.ts';
import type { AppDeps } from './deps.ts';
import { sendRenderedPage } from './http/compression.ts';

/** A public page whose pre-rendered form the browser may send itself (ADR 038). */
interface FormRoute {
  /** The page's data name (src/lib/page-data/server-form.ts) and its built file's name. */
  page: FormPageName;
  file: 'login' | 'signup' | 'forgot' | 'reset';
  /** The API route that takes the same values as JSON: its rules, limits and answers. */
  api: string;
  /** The form's fields: texts, except the ones named in `checkboxes`. */
  fields: readonly string[];
  checkboxes?: readonly string[];
  /** Never sent back in the page. */
  secrets: readonly string[];
}

const ROUTES: Record<string, FormRoute> = {
  [paths.login]: {
    page: 'signIn',
    file: 'login',
    api: '/api/auth/sign-in',
    fields: ['email', 'password'],
    secrets: ['password'],
  },
  [paths.signUp]: {
    page: 'signUp',
    file: 'signup',
    api: '/api/auth/sign-up',
    fields: ['fullName', 'email', 'school', 'teachingSince', 'password', 'confirmPassword'],
    checkboxes: ['acceptTerms'],
    secrets: ['password', 'confirmPassword'],
  },
  [paths.forgot]: {
    page: 'forgot',
    file: 'forgot',
    api: '/api/auth/forgot',
    fields: ['email'],
    secrets: [],
  },
  // The link's token is in the address without script (the app moves it to the tab's storage).
  [paths.reset]: {
    page: 'reset',
    file: 'reset',
    api: '/api/auth/reset',
    fields: ['password', 'confirmPassword'],
    secrets: ['password', 'confirmPassword'],
  },
};

/** The request's headers that describe its body: the API's call carries JSON instead. */
const NOT_PASSED_ON = new Set(['content-type', 'content-length', 'transfer-encoding']);

type RenderPublic = (
  url: string,
  name: string,
  scheme: 'light' | 'dark' | 'system',
  pageData: PageData,
) => Promise<string | undefined>;

/**
 * The public pages' forms without script (issue 25): sign-in, sign-up and forgot are rendered
 * ahead with `method="post"` forms and submit buttons, so a browser with no script (or whose
 * script has not arrived) sends the form itself. The values go to the very API route the app
 * calls, in-process, with the request's own headers and connection: the same shared rules,
 * limits, locks and words. A success goes on as the app would (signed in: to the dashboard or
 * the sign-in page's `next`; the forgot page: "Check your inbox"); a refusal comes back as the
 * page rendered with what was typed (never a password) and its messages, which the app, when
 * it arrives, hydrates as it is.
 *
 * A form from anywhere else is refused before anything is read: the browser's Origin (or, with
 * none or `null`, its Sec-Fetch-Site) must say Lectern itself, as configured — form encodings need no
 * preflight, so this is the form's CSRF defence. Bodies are bounded as the API's are.
 */
export function publicForms(app: Hono, deps: AppDeps, render: RenderPublic) {
  const allowed = deps.config.allowedOrigins;
  app.on(
    'POST',
    Object.keys(ROUTES),
    bodyLimit({
      maxSize: 32 * 1024,
      onError: (c) => {
        c.header('Connection', 'close');
        return c.text('The form is too large.', 413);
      },
    }),
    async (c) => {
      const route = ROUTES[c.req.path]!;
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      // A page with `Referrer-Policy: no-referrer` (the reset page's) sends `Origin: null`.
      const fromHere =
        (origin !== undefined && allowed.includes(origin)) ||
        ((origin === undefined || origin === 'null') && site === 'same-origin');
      if (!fromHere || (site !== undefined && site !== 'same-origin'))
        return c.text(`Forms must come from Lectern itself (${allowed[0]}).`, 403);
      const type = c.req.header('content-type') ?? '';
      if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type))
        return c.text('Send the form as the page does.', 415);

      const form = await c.req.parseBody().catch(() => undefined);
      if (!form) return c.text('The form could not be read.', 400);
      const values: Record<string, string | boolean | null> = {};
      for (const name of route.fields) {
        const value = form[name];
        values[name] = typeof value === 'string' ? value : '';
      }
      for (const name of route.checkboxes ?? []) values[name] = form[name] !== undefined;
      // An optional date left empty is no date (the app sends null).
      if (values.teachingSince === '') values.teachingSince = null;
      const token = route.page === 'reset' ? (c.req.query('token') ?? '') : undefined;

      const answer = await callApi(
        c,
        route.api,
        token === undefined ? values : { ...values, token },
      );
      const body = (await answer.json().catch(() => ({}))) as {
        fields?: Record<string, string>;
        message?: string;
        retryAfter?: number;
        error?: string;
        status?: ResetLinkStatus;
      };
      // The cookies the API set (a session, a device's), as the browser would have had them.
      for (const cookie of answer.headers.getSetCookie())
        c.header('Set-Cookie', cookie, { append: true });
      const shown = Object.fromEntries(
        Object.entries(values).filter(([name]) => !route.secrets.includes(name)),
      );

      if (answer.ok) {
        if (route.page === 'forgot')
          return page(c, route, { page: route.page, values: shown, fields: {}, done: true }, 200);
        if (route.page === 'reset')
          return page(
            c,
            route,
            {
              page: route.page,
              values: {},
              fields: {},
              done: true,
              link: 'valid',
              notice: body.message,
            },
            200,
          );
        // Signed in (or up), the session cookie set above: on as the app goes.
        c.header('Cache-Control', 'no-store');
        const next = route.page === 'signIn' ? sameSitePath(c.req.query('next')) : undefined;
        return c.redirect(next ?? paths.dashboard, 303);
      }
      const data: FormPageData = { page: route.page, values: shown, fields: {} };
      if (route.page === 'reset') data.link = 'valid';
      if (answer.status === 400 && body.error === 'reset_link')
        data.link = body.status ?? 'invalid';
      else if (answer.status === 400 && body.fields) data.fields = body.fields;
      else if (answer.status === 429) data.formError = rateLimitMessage(body.retryAfter);
      else if (answer.status === 503 && body.message)
        data.formError = `${body.message} Your entries are still here.`;
      else if (answer.status < 500 && body.message) data.formError = body.message;
      else data.formError = SERVER_ERROR_MESSAGE;
      const retryAfter = answer.headers.get('retry-after');
      if (retryAfter) c.header('Retry-After', retryAfter);
      return page(c, route, data, answer.status as 400);
    },
  );

  // The reset page with its link in the address is rendered for the request, the link checked
  // (through the API's own check, with its limit): the form, or what is wrong with the link,
  // from the first paint, with or without script. Without a token it is the page the build made.
  app.get(paths.reset, async (c, next) => {
    const token = c.req.query('token');
    if (!token) return next();
    const answer = await callApi(c, '/api/auth/reset/check', { token });
    const body = (await answer.json().catch(() => ({}))) as { status?: ResetLinkStatus };
    // Not checked (a limit, the database busy): the page as built, which checks it itself.
    if (!answer.ok || !body.status) return next();
    const html = await render(
      `${c.req.path}${new URL(c.req.url).search}`,
      'reset',
      schemeFromCookies(c.req.header('cookie')) ?? 'system',
      { form: { page: 'reset', values: {}, fields: {}, link: body.status } },
    );
    if (html === undefined) return next();
    c.header('Cache-Control', 'no-store');
    return sendRenderedPage(c, html);
  });

  /**
   * The JSON API route `api`, called in-process for this request: its headers as they came
   * (cookies, address, origin, language…) but those of the body, its connection (`c.env`). The
   * API sees what it would had the browser called it, and trusts of it only what it always does.
   */
  function callApi(c: Context, api: string, values: Record<string, unknown>) {
    const headers = new Headers();
    for (const [name, value] of c.req.raw.headers)
      if (!NOT_PASSED_ON.has(name)) headers.set(name, value);
    // `null` is what the browser says from a no-referrer page; Sec-Fetch-Site said the rest.
    if (headers.get('origin') === 'null') headers.delete('origin');
    headers.set('content-type', 'application/json');
    return app.fetch(
      new Request(new URL(api, c.req.url), {
        method: 'POST',
        headers,
        body: JSON.stringify(values),
      }),
      c.env,
    );
  }

  async function page(c: Context, route: FormRoute, form: FormPageData, status: 200 | 400) {
    const scheme = schemeFromCookies(c.req.header('cookie')) ?? 'system';
    const url = `${c.req.path}${new URL(c.req.url).search}`;
    const html = await render(url, route.file, scheme, { form });
    c.header('Cache-Control', 'no-store');
    if (html === undefined) return c.redirect(url, 303);
    return sendRenderedPage(c, html, status);
  }
}

/**
 * The sign-in page's `next` as a Location: a path on this site (the app's own rule, safeNext),
 * re-serialised by the URL parser so that nothing a client sent (a line break, a space) can
 * reach the header as it was.
 */
export function sameSitePath(next: string | undefined): string | undefined {
  const safe = safeNext(next);
  if (!safe) return undefined;
  const base = 'http://lectern.invalid';
  const url = URL.parse(safe, base);
  if (!url || url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
