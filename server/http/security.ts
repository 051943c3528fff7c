import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every response. The CSP allows no inline script; inline *styles* are
 * allowed because Emotion (MUI's styling engine) injects <style> elements at run time.
 */
export function securityHeaders(secure: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: secure ? 'max-age=63072000; includeSubDomains' : false,
    crossOriginOpenerPolicy: 'same-origin',
  });
}

/** The reset page carries its token in the URL: it must never leave in a Referer header. */
export const noReferrerOnReset: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.path === '/forgot/reset') c.header('Referrer-Policy', 'no-referrer');
};

/**
 * CSRF defence for state-changing calls: they must be JSON (a form on another site cannot send
 * that without a CORS preflight we never grant) and, when the browser says where the request
 * comes from, it must come from our own origin.
 */
export const sameOriginJsonOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS')
    return next();
  const origin = c.req.header('origin');
  const own = new URL(c.req.url).origin;
  const site = c.req.header('sec-fetch-site');
  if ((origin && origin !== own) || (site && site !== 'same-origin' && site !== 'none')) {
    return c.json(
      { error: 'forbidden_origin', message: 'Requests must come from Lectern itself.' },
      403,
    );
  }
  const type = c.req.header('content-type') ?? '';
  const hasBody = c.req.header('content-length') !== '0' && c.req.method !== 'DELETE';
  if (hasBody && !type.toLowerCase().startsWith('application/json')) {
    return c.json({ error: 'unsupported_media_type', message: 'Send JSON.' }, 415);
  }
  return next();
};
