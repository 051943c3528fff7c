import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { parseAccept } from 'hono/utils/accept';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this, compressing costs more than it saves (a header, a round of the compressor). */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * API answers compressed (gzip or deflate, as the browser accepts) when they are over 1 KiB,
 * except under the path `except`.
 * Hono's `compress` can only tell the size from a Content-Length, which `c.json` does not set:
 * the inner step gives every JSON answer its length first. (Answers are small, bounded lists;
 * none carries a secret beside what the client sent, so compression leaks nothing: ADR 023.)
 */
export function compressJson({ except }: { except?: string } = {}): MiddlewareHandler {
  const withLength: MiddlewareHandler = async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    if (!c.res.body || c.res.headers.has('Content-Length') || !type.startsWith('application/json'))
      return;
    const body = await c.res.arrayBuffer();
    const headers = new Headers(c.res.headers);
    headers.set('Content-Length', String(body.byteLength));
    c.res = new Response(body, { status: c.res.status, headers });
  };
  const compressLarge = compress({ threshold: COMPRESS_ABOVE_BYTES });
  return (c, next) =>
    except !== undefined && c.req.path.startsWith(except)
      ? next()
      : compressLarge(c, async () => void (await withLength(c, next)));
}

/**
 * The encoding to send a precompressed file in: brotli, then gzip, whichever the browser
 * accepts with a weight above 0 (`br;q=0` refuses it); undefined for the file as it is.
 */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const weight = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ??
    accepts.find((a) => a.type === '*')?.q ??
    0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * A page rendered for its request (the signed-in dashboard, the reset page opened from its link,
 * a public form's answer sent without script), compressed as the browser accepts: brotli at
 * quality 5 or gzip at 6, a few ms for a page of ~90 KB that then travels as ~10 KB (the build's
 * pages have their copies made ahead, ADR 023). What such a page holds that a stranger must not
 * learn (the teacher's figures, a reset link's state) sits beside nothing a stranger can put in
 * the same answer: another site's form is refused before it is read (ADR 038).
 */
export async function sendRenderedPage(
  c: Context,
  html: string,
  status: ContentfulStatusCode = 200,
) {
  c.header('Vary', 'Accept-Encoding, Cookie');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding) return c.body(html, status);
  c.header('Content-Encoding', encoding);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipped(html, { level: 6 });
  return c.body(new Uint8Array(body), status);
}
