import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The headers only a document reads (a page, a frame, a worker): on a script, a stylesheet or a
 * font they do nothing, and they were half of each asset's headers (~490 of 886 bytes, on every
 * one of the dozen files a page fetches: issue 25's "JavaScript before the sign-in form").
 */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
/** What can never be a document: the build's scripts, stylesheets and fonts (not SVG, not HTML). */
const SUBRESOURCE = /^\/assets\/[^/]+\.(?:js|css|woff2?)$/;

/**
 * Security headers on every response. The CSP allows no inline script; inline *styles* are
 * allowed because Emotion (MUI's styling engine) injects <style> elements at run time. A script,
 * stylesheet or font the build made, once found, carries only those it is read with:
 * `X-Content-Type-Options`, `Cross-Origin-Resource-Policy`, `Referrer-Policy` (a stylesheet's
 * own fetches follow it) and HSTS; an asset that is not there (a 404) keeps them all.
 */
export function securityHeaders(secure: boolean): MiddlewareHandler {
  const everyHeader = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: secure ? 'max-age=63072000; includeSubDomains' : false,
    crossOriginOpenerPolicy: 'same-origin',
  });
  return async (c, next) => {
    await everyHeader(c, next);
    if (c.res.ok && SUBRESOURCE.test(c.req.path))
      for (const name of DOCUMENT_ONLY) c.res.headers.delete(name);
  };
}

/** The reset page carries its token in the URL: it must never leave in a Referer header. */
export const noReferrerOnReset: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.path === '/forgot/reset') c.header('Referrer-Policy', 'no-referrer');
};

/**
 * CSRF defence for state-changing calls: when the browser says where a request comes from, it
 * must be one of Lectern's own origins (from PUBLIC_URL, never from the request's Host), and a
 * body must be JSON (a form on another site cannot send that without a CORS preflight we never
 * grant). Form encodings are refused on every method, DELETE and bodyless POST included; a
 * request with no body and no Content-Type is fine (it reads as an empty JSON object).
 */
export function sameOriginJsonOnly(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS')
      return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if (
      (origin !== undefined && !allowedOrigins.includes(origin)) ||
      (site !== undefined && site !== 'same-origin' && site !== 'none')
    ) {
      return c.json(
        {
          error: 'forbidden_origin',
          message: `Requests must come from Lectern itself (${allowedOrigins[0]}).`,
        },
        403,
      );
    }
    const type = c.req.header('content-type');
    const length = c.req.header('content-length');
    const bodyless =
      (length === undefined || length === '0') && c.req.header('transfer-encoding') === undefined;
    const json = type !== undefined && /^application\/json\s*(;|$)/i.test(type.trim());
    if (type !== undefined ? !json : !bodyless) {
      return c.json(
        { error: 'unsupported_media_type', message: 'Send JSON (Content-Type: application/json).' },
        415,
      );
    }
    return next();
  };
}

/**
 * Lectern answers only at its public origin: a page opened through another name (plain http
 * from another device, an IP address) explains where Lectern is instead of showing a sign-in
 * whose every call would be refused. The Host header is compared, never echoed.
 */
export function onlyAtPublicOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  const hosts = new Set(allowedOrigins.map((o) => new URL(o).host));
  const home = allowedOrigins[0]!;
  return async (c, next) => {
    const host = c.req.header('host');
    if (c.req.path.startsWith('/api/') || host === undefined || hosts.has(host.toLowerCase()))
      return next();
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lectern is elsewhere</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">` +
        `<h1>Open Lectern at its own address</h1><p>This server is Lectern, but it was reached through an address it does not answer to, so signing in here would not work.</p>` +
        `<p>Lectern is at <a href="${home}/">${home}</a>.</p></body></html>`,
      421,
    );
  };
}
