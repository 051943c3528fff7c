import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from '../static.ts';
import {
  aClass,
  signedInTeacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';
import { COMPRESS_ABOVE_BYTES, preferredEncoding } from './compression.ts';

const BROWSER = 'gzip, deflate, br, zstd';

describe('preferredEncoding', () => {
  it('takes brotli, then gzip, as the browser accepts them', () => {
    expect(preferredEncoding(BROWSER)).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
  });
  it('sends the file as it is when neither is accepted', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
  });
  it('honours a weight of 0 as a refusal', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*;q=0, identity')).toBeUndefined();
  });
});

describe('the built app', () => {
  let dir: string;
  let t: TestApp;
  const script = `console.log(${JSON.stringify('Lectern '.repeat(400))});\n`;
  const html = `<!doctype html><html><body><div id="root"></div>${'<!-- x -->'.repeat(100)}</body></html>`;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lectern-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    // As the build leaves them: each text file beside its .br and .gz copies.
    for (const [file, text] of [
      ['assets/index-AbC123.js', script],
      ['index.html', html],
    ] as const) {
      writeFileSync(path.join(dir, file), text);
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
    }
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    t = await testApp({}, {}, serveSpa(dir));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t
      .client()
      .request('GET', url, undefined, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends a hashed asset in brotli to a browser, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("sends a document's headers with the page but not with a script (issue 25)", async () => {
    const asset = await get('/assets/index-AbC123.js', BROWSER);
    expect(asset.status).toBe(200);
    // What a script is read by: its type, never sniffed, and for this site only.
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(asset.headers.get(name)).toBeNull();
    // A page, and an answer that is not the asset (a 404 a browser may show), keep them all.
    for (const res of [await get('/login', BROWSER), await get('/assets/index-Old999.js')]) {
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('sends gzip to a client without brotli, and the file as it is to one with neither', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);
  });

  it('sends the page for a deep link compressed and revalidated on every visit', async () => {
    for (const url of ['/login', '/admin/dashboard', '/']) {
      const res = await get(url, BROWSER);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(html);
    }
    const plain = await get('/login');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('answers 404 for an asset that is not there, never the page', async () => {
    const res = await get('/assets/index-Old999.js', BROWSER);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('revalidates files that are not hashed', async () => {
    for (const url of ['/index.html', '/robots.txt']) {
      const res = await get(url, BROWSER);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

describe('API answers', () => {
  let t: TestApp;
  let grace: Client;
  beforeAll(async () => {
    t = await testApp();
    grace = await signedInTeacher(t, 'grace@compression.test');
    for (let i = 1; i <= 12; i++) await grace.post('/api/classes', aClass({ name: `Class ${i}` }));
  });
  afterAll(() => t.close());

  it(`are compressed above ${COMPRESS_ABOVE_BYTES} bytes when the client accepts it`, async () => {
    const plain = await grace.get('/api/classes?pageSize=50');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const gz = await grace.request('GET', '/api/classes?pageSize=50', undefined, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gz.headers.get('cache-control')).toBe('no-store');
    const body = Buffer.from(await gz.arrayBuffer());
    expect(body.length).toBeLessThan(text.length);
    expect(gunzipSync(body).toString()).toBe(text);

    const deflated = await grace.request('GET', '/api/classes?pageSize=50', undefined, {
      'accept-encoding': 'deflate',
    });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).toBe(text);
  });

  it('are sent as they are when small, refused, or from the auth routes', async () => {
    const small = await grace.request('GET', '/api/classes/999999', undefined, {
      'accept-encoding': 'gzip',
    });
    expect(small.status).toBe(404);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ error: 'not_found' });

    const stranger = t.client();
    const refused = await stranger.request('GET', '/api/classes', undefined, {
      'accept-encoding': 'gzip',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBeNull();

    const me = await grace.request('GET', '/api/auth/me', undefined, { 'accept-encoding': 'gzip' });
    expect(me.headers.get('content-encoding')).toBeNull();
  });
});
