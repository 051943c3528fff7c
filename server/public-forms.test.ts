import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, type PageData } from '../src/shared/page-data.ts';
import { messages } from '../src/shared/validation/messages.ts';
import { PASSWORDS_DO_NOT_MATCH } from '../src/shared/schemas/auth.ts';
import { WRONG_CREDENTIALS } from './auth/routes.ts';
import { serveSpa } from './static.ts';
import { lastResetToken, teacher, testApp, type Client, type TestApp } from './testing/test-app.ts';

/**
 * A build as scripts/build.mjs leaves it, with a renderer that writes the page data it was given
 * into the markup (the real one renders the React page from it: e2e/no-script.spec.ts).
 */
function builtApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-forms-'));
  mkdirSync(path.join(dir, 'pages'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><p>index</p>');
  for (const [name, route] of [
    ['login', '/login'],
    ['signup', '/signup'],
    ['forgot', '/forgot'],
    ['reset', '/forgot/reset'],
  ])
    for (const scheme of ['system', 'light', 'dark'])
      writeFileSync(
        path.join(dir, 'pages', `${name}.${scheme}.html`),
        `<!doctype html><html><head><title>${name}</title></head><body><div id="root" data-prerendered="${route}"><p>${name} in ${scheme}, as built</p></div>\n</body></html>`,
      );
  writeFileSync(
    path.join(dir, 'server', 'render.js'),
    `export async function renderPage(url, { pageData }) {
      return { html: '<p data-url="' + url + '">rendered</p>', styles: '<style data-test></style>' };
    }`,
  );
  return dir;
}

/** The page data the server put in a page it sent. */
function dataOf(html: string): PageData {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error(`no page data in ${html}`);
  return JSON.parse(match[1]!) as PageData;
}

describe('the public forms without script', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = builtApp();
    t = await testApp({}, {}, serveSpa(dir));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The form as a browser sends it from Lectern's own page. */
  const send = (
    client: Client,
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    client.request('POST', url, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    });

  it('refuses a form from anywhere else, or not a form, before reading it', async () => {
    const client = t.client();
    const fields = { ...teacher, acceptTerms: 'on' };
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const res = await send(client, '/signup', fields, headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Forms must come from Lectern itself');
    }
    const json = await client.request('POST', '/signup', JSON.stringify(fields), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);
    const large = await send(client, '/signup', { ...fields, school: 'x'.repeat(40_000) });
    expect(large.status).toBe(413);
    // Nothing was made: the account can still be made, once.
    const made = await send(client, '/signup', fields);
    expect(made.status).toBe(303);
  });

  it('sends a refused sign-up back with the shared rules’ words, what was typed, no password', async () => {
    const client = t.client();
    const res = await send(client, '/signup', {
      fullName: 'Ada Lovelace',
      email: 'not an address',
      school: '',
      teachingSince: '',
      password: 'short',
      confirmPassword: 'different',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<p data-url="/signup">rendered</p>');
    expect(html).toContain('<style data-test></style>');
    const { form } = dataOf(html);
    expect(form?.page).toBe('signUp');
    expect(form?.values).toEqual({
      fullName: 'Ada Lovelace',
      email: 'not an address',
      school: '',
      teachingSince: null,
      acceptTerms: false,
    });
    expect(form?.fields.email).toBe(messages.email());
    expect(form?.fields.password).toBe(messages.minLength(12));
    expect(form?.fields.confirmPassword).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(form?.fields.acceptTerms).toBe(messages.required());
    expect(html).not.toContain('short');
    expect(html).not.toContain('different');
  });

  it('signs in: a wrong password comes back with the catalogue’s message, the right one goes on', async () => {
    const client = t.client();
    expect(
      (await client.post('/api/auth/sign-up', { ...teacher, email: 'sam@school.org' })).status,
    ).toBe(201);
    await client.post('/api/auth/sign-out');
    const browser = t.client();
    const wrong = await send(browser, '/login?next=%2Fadmin%2Fclasses', {
      email: 'sam@school.org',
      password: 'not the password at all',
    });
    expect(wrong.status).toBe(401);
    const page = await wrong.text();
    expect(dataOf(page).form).toEqual({
      page: 'signIn',
      values: { email: 'sam@school.org' },
      fields: {},
      formError: WRONG_CREDENTIALS,
    });
    expect(page).toContain('data-url="/login?next=%2Fadmin%2Fclasses"');
    expect(page).not.toContain('not the password at all');

    const right = await send(browser, '/login?next=%2Fadmin%2Fclasses', {
      email: 'sam@school.org',
      password: teacher.password,
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/admin/classes');
    expect((await browser.get('/api/auth/me')).status).toBe(200);

    // A `next` off this site is not followed.
    const elsewhere = await send(t.client(), '/login?next=%2F%2Fevil.example', {
      email: 'sam@school.org',
      password: teacher.password,
    });
    expect(elsewhere.headers.get('location')).toBe('/admin/dashboard');
  });

  it('keeps the sign-in limits: the wait in the catalogue’s words', async () => {
    const browser = t.client();
    let last: Response | undefined;
    for (let i = 0; i < 12 && last?.status !== 429; i += 1)
      last = await send(browser, '/login', { email: 'nobody@school.org', password: `guess ${i}` });
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(dataOf(await last!.text()).form?.formError).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('sends the reset link and says so; a refused address comes back with its message', async () => {
    const browser = t.client();
    const sent = await send(browser, '/forgot', { email: 'grace@school.org' });
    expect(sent.status).toBe(200);
    expect(dataOf(await sent.text()).form).toEqual({
      page: 'forgot',
      values: { email: 'grace@school.org' },
      fields: {},
      done: true,
    });
    const refused = await send(browser, '/forgot', { email: '' });
    expect(refused.status).toBe(400);
    expect(dataOf(await refused.text()).form?.fields).toEqual({ email: messages.required() });
  });

  it('resets a password from the link in the address: checked on the page, saved from the form', async () => {
    const owner = t.client();
    await owner.post('/api/auth/sign-up', { ...teacher, email: 'rosa@school.org' });
    await owner.post('/api/auth/forgot', { email: 'rosa@school.org' });
    const token = lastResetToken(t.mail);
    const browser = t.client();
    const url = `/forgot/reset?token=${token}`;

    // The page with the link checked; without a token, the page as built; a made-up one, invalid.
    const shown = await browser.get(url);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(dataOf(await shown.text()).form).toEqual({
      page: 'reset',
      values: {},
      fields: {},
      link: 'valid',
    });
    expect(await (await browser.get('/forgot/reset')).text()).toContain(
      'reset in system, as built',
    );
    expect(dataOf(await (await browser.get('/forgot/reset?token=made-up')).text()).form?.link).toBe(
      'invalid',
    );
    // Rendered for the request, it travels compressed as the browser accepts (issue 25: it was
    // sent as it is, 90 KB, and first painted 0.4 s after the build's pages on a phone's network).
    const compressed = await browser.request('GET', url, undefined, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    const unpacked = brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString();
    expect(dataOf(unpacked).form?.link).toBe('valid');

    // The shared rules' words; no password sent back; the link still unused.
    const refused = await send(browser, url, {
      password: 'a new long passphrase',
      confirmPassword: 'something else',
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    const gzipped = await browser.request(
      'POST',
      url,
      new URLSearchParams({ password: 'a new long passphrase', confirmPassword: 'x' }).toString(),
      {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'accept-encoding': 'gzip',
      },
    );
    expect(gzipped.status).toBe(400);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(
      dataOf(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).form?.fields,
    ).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(dataOf(page).form).toEqual({
      page: 'reset',
      values: {},
      fields: { confirmPassword: PASSWORDS_DO_NOT_MATCH },
      link: 'valid',
    });
    expect(page).not.toContain('a new long passphrase');

    // The reset page is no-referrer: the browser's Origin is `null`, its Sec-Fetch-Site says it.
    const saved = await send(
      browser,
      url,
      { password: 'a new long passphrase', confirmPassword: 'a new long passphrase' },
      { origin: 'null' },
    );
    expect(saved.status).toBe(200);
    const done = dataOf(await saved.text()).form;
    expect(done?.done).toBe(true);
    expect(done?.notice).toBe(
      'Your password has been changed. Please sign in with your new password.',
    );
    expect(
      (
        await t.client().post('/api/auth/sign-in', {
          email: 'rosa@school.org',
          password: 'a new long passphrase',
        })
      ).status,
    ).toBe(200);

    // Sent again, the link is used: said so, nothing changed.
    const again = await send(browser, url, {
      password: 'yet another passphrase',
      confirmPassword: 'yet another passphrase',
    });
    expect(again.status).toBe(400);
    expect(dataOf(await again.text()).form?.link).toBe('used');
    expect(
      (
        await t.client().post('/api/auth/sign-in', {
          email: 'rosa@school.org',
          password: 'a new long passphrase',
        })
      ).status,
    ).toBe(200);
  });

  it('answers a form it cannot read, or a page without its parts, without a server error', async () => {
    const client = t.client();
    const broken = await client.request('POST', '/login', '--x\r\n', {
      'content-type': 'multipart/form-data; boundary=nothing',
      'sec-fetch-site': 'same-origin',
    });
    expect(broken.status).toBeLessThan(500);
    // Fields sent twice, or not at all: read as the API reads a wrong type (missing).
    const twice = await client.request('POST', '/forgot', 'email=a%40b.org&email=c%40d.org', {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    });
    expect(twice.status).toBeLessThan(500);
  });
});
