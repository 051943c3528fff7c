import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARMING_RENDERS } from '../render-signed-in.ts';
import { readerLocale } from '../signed-in-page.ts';
import { serveSpa } from '../static.ts';
import {
  START,
  aClass,
  signedInTeacher,
  teacher,
  testApp,
  type Client,
  type TestApp,
} from '../testing/test-app.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const PAGES = ['login', 'signup', 'forgot', 'reset', 'terms', 'shell'];
const SCHEMES = ['system', 'light', 'dark'];
/** What each built page says it is, so a test can tell which one came. */
const page = (name: string, scheme: string) =>
  `<!doctype html><html><head><title>${name}</title></head><body><p>${name} in ${scheme}</p></body></html>`;

/** A build as scripts/build.mjs leaves it: dist/pages/<page>.<scheme>.html with .br and .gz. */
function builtApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-pages-'));
  mkdirSync(path.join(dir, 'pages'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><p>index</p>');
  for (const name of PAGES)
    for (const scheme of SCHEMES) {
      const file = path.join(dir, 'pages', `${name}.${scheme}.html`);
      const text = page(name, scheme);
      writeFileSync(file, text);
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  return dir;
}

describe('the public pages', () => {
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

  const get = (url: string, headers: Record<string, string> = {}, client = t.client()) =>
    client.request('GET', url, undefined, headers);

  it('go out as the build rendered them, in the device scheme when none is chosen', async () => {
    for (const [url, name] of [
      ['/login', 'login'],
      ['/signup', 'signup'],
      ['/forgot', 'forgot'],
      ['/forgot/reset?token=abc', 'reset'],
      ['/terms', 'terms'],
      ['/admin/dashboard', 'shell'],
      ['/no/such/page', 'shell'],
    ]) {
      const res = await get(url!, { 'accept-encoding': BROWSER });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('vary')).toMatch(/cookie/i);
      const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(body, url).toBe(page(name!, 'system'));
    }
  });

  it('come in the scheme the cookie names, and in the device scheme for anything else', async () => {
    const cases = [
      ['lectern-scheme=dark', 'dark'],
      ['lectern-scheme=light', 'light'],
      ['other=1; lectern-scheme=dark', 'dark'],
      ['lectern-scheme=blue', 'system'],
      ['lectern-scheme=../../etc/passwd', 'system'],
      ['lectern-scheme=', 'system'],
      ['lectern-scheme', 'system'],
    ];
    for (const [cookie, scheme] of cases) {
      for (const [url, name] of [
        ['/login', 'login'],
        ['/admin/classes', 'shell'],
      ]) {
        const res = await get(url!, { cookie: cookie! });
        expect(res.status).toBe(200);
        expect(await res.text(), `${cookie} ${url}`).toBe(page(name!, scheme!));
      }
    }
  });

  // The forms of sign-in, sign-up and forgot are taken without script (server/public-forms.ts,
  // its own tests); without a renderer in the build they too come back to their page.
  it('send a form the browser posted before the app took over back to its page', async () => {
    for (const url of ['/forgot', '/login?next=%2Fadmin%2Fclasses', '/signup', '/forgot/reset']) {
      const res = await t
        .client()
        .request('POST', url, 'email=grace%40school.org&password=secret', {
          'content-type': 'application/x-www-form-urlencoded',
        });
      expect(res.status, url).toBe(303);
      expect(res.headers.get('location')).toBe(url);
    }
    expect(t.logs.join('\n')).not.toContain('secret');
  });

  it('fall back to index.html when the build has no rendered pages', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'lectern-bare-'));
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><p>index</p>');
    const plain = await testApp({}, {}, serveSpa(bare));
    try {
      const res = await plain.client().get('/login');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<!doctype html><p>index</p>');
    } finally {
      await plain.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });

  describe('for someone signed in', () => {
    let grace: Client;
    beforeAll(async () => {
      grace = await signedInTeacher(t, 'grace@pages.test');
    });

    it('send / and /login on to the dashboard before any page', async () => {
      for (const url of ['/', '/login']) {
        const res = await get(url, {}, grace);
        expect(res.status, url).toBe(302);
        expect(res.headers.get('location')).toBe('/admin/dashboard');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('vary')).toMatch(/cookie/i);
        expect(await res.text()).not.toMatch(/<p>/);
      }
    });

    it('send /login on to its `next` when that is a path on this site, and only then', async () => {
      const cases: [string, string][] = [
        ['/admin/classes?page=2', '/admin/classes?page=2'],
        ['/admin/assignments#x', '/admin/assignments#x'],
        ['//evil.example/', '/admin/dashboard'],
        ['https://evil.example/', '/admin/dashboard'],
        ['/\\evil.example', '/admin/dashboard'],
        ['admin', '/admin/dashboard'],
        // A line break, a space, a non-ASCII letter: re-encoded, never a header of their own.
        ['/admin\r\nSet-Cookie: stolen=1', '/adminSet-Cookie:%20stolen=1'],
        ['/admin/ü', '/admin/%C3%BC'],
      ];
      for (const [next, location] of cases) {
        const res = await get(`/login?next=${encodeURIComponent(next)}`, {}, grace);
        expect(res.status, next).toBe(302);
        expect(res.headers.get('location'), next).toBe(location);
        expect(res.headers.get('set-cookie')).toBeNull();
      }
    });

    it('serve the other pages as usual (signing up or resetting stays theirs to decide)', async () => {
      for (const url of ['/signup', '/forgot', '/forgot/reset', '/admin/dashboard']) {
        const res = await get(url, {}, grace);
        expect(res.status, url).toBe(200);
      }
    });
  });

  it('serve the page to a cookie that is no session (unknown, signed out, expired)', async () => {
    const unknown = await get('/login', { cookie: 'lectern_session=not-a-session' });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe(page('login', 'system'));

    const ada = await signedInTeacher(t, 'ada@pages.test');
    expect((await get('/', {}, ada)).status).toBe(302);
    expect((await ada.post('/api/auth/sign-out')).status).toBeLessThan(300);
    const out = await get('/login', {}, ada);
    expect(out.status).toBe(200);
    expect(await out.text()).toBe(page('login', 'system'));
    expect((await get('/', {}, ada)).status).toBe(200);

    // A day later every session has ended (idle and absolute limits are shorter).
    const bob = await signedInTeacher(t, 'bob@pages.test');
    t.advance(25 * 3600_000);
    expect((await get('/login', {}, bob)).status).toBe(200);
  });

  it('serve the page when the session cannot be checked, and say so in the log', async () => {
    const broken = await testApp({}, {}, serveSpa(dir));
    const linus = await signedInTeacher(broken, 'linus@pages.test');
    await broken.close();
    const res = await broken.client().request('GET', '/login', undefined, {
      cookie: [...linus.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(page('login', 'system'));
    const line = broken.logs.find((l) => l.includes('session_check_failed'));
    expect(line).toBeDefined();
    // The session's token is a secret: never in a log line.
    for (const value of linus.cookies.values()) expect(line).not.toContain(value);
  });
});

describe('the signed-in dashboard, rendered per request', () => {
  let dir: string;
  let t: TestApp;
  /** The page data the server put in the page. */
  const dataOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="lectern-page-data">(.*?)<\/script>/s.exec(html)![1]!,
    ) as {
      me: { user: { fullName: string; email: string }; session: { secondsLeft: number } };
      dayPart: string;
      dashboard?: Record<string, unknown>;
      locale?: string;
    };
  /** Which of the stand-in renderer's renders the page's markup is. */
  const renderOf = (html: string) => /\(render (\d+)\)<\/main>/.exec(html)![1];

  beforeAll(async () => {
    dir = builtApp();
    // The build's template per scheme, with its marks, and a stand-in for its renderer that
    // says what it was asked (the real one is checked end to end in e2e/hydration.spec.ts).
    for (const scheme of SCHEMES)
      writeFileSync(
        path.join(dir, 'pages', `signed-in.${scheme}.html`),
        `<!doctype html><html data-scheme="${scheme}"><head><!--lectern:styles--></head>` +
          `<body><div id="root" data-prerendered="<!--lectern:path-->"><!--lectern:markup--></div></body></html>`,
      );
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(
      path.join(dir, 'server', 'render.js'),
      `export async function renderPage(url, { signedIn, pageData }) {
        if (url.includes('fail')) throw new Error('the renderer broke');
        globalThis.standInRenders = (globalThis.standInRenders ?? 0) + 1;
        return {
          html: '<main data-url="' + encodeURIComponent(url) + '" data-signed-in="' + signedIn + '">' +
            pageData.dayPart + ' (render ' + globalThis.standInRenders + ')</main>',
          styles: '<style data-emotion="css x">.x{}</style>',
        };
      }`,
    );
    t = await testApp({}, {}, serveSpa(dir));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is rendered for the teacher, personal: never cached, compressed as the browser asks', async () => {
    const grace = await signedInTeacher(t, 'grace@dashboard.test');
    const res = await grace.request('GET', '/admin/dashboard?x=1', undefined, {
      'accept-encoding': BROWSER,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<html data-scheme="system">');
    expect(html).toContain('data-prerendered="/admin/dashboard"');
    expect(html).toContain('<main data-url="%2Fadmin%2Fdashboard%3Fx%3D1" data-signed-in="true">');
    expect(html).toContain('<head><style data-emotion="css x">');
    const data = dataOf(html);
    expect(data.me.user.fullName).toBe('Grace Hopper');
    expect(data.me.user.email).toBe('grace@dashboard.test');
    // The scheme cookie picks the template, as for the public pages.
    const dark = await grace.request('GET', '/admin/dashboard', undefined, {
      cookie: `${[...grace.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}; lectern-scheme=dark`,
    });
    expect(await dark.text()).toContain('<html data-scheme="dark">');
  });

  it('carries the dashboard’s answers as its endpoints give them, and the browser’s language for its dates', async () => {
    const mary = await signedInTeacher(t, 'mary@dashboard.test');
    const { id: classId } = (await (
      await mary.post('/api/classes', aClass({ name: 'Physics 11' }))
    ).json()) as { id: string };
    const due = new Date(START.getTime() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
    const made = await mary.post('/api/assignments', {
      title: 'Pendulum report',
      classId,
      dueDate: due,
      maxPoints: '10',
      description: '',
    });
    expect(made.status).toBe(201);
    const res = await mary.request('GET', '/admin/dashboard', undefined, {
      'accept-language': 'en-GB,en;q=0.9',
    });
    const data = dataOf(await res.text());
    const answer = async (name: string): Promise<unknown> =>
      (await mary.get(`/api/dashboard/${name}`)).json();
    expect(data.dashboard).toEqual({
      summary: await answer('summary'),
      attention: await answer('attention'),
      upcoming: await answer('upcoming'),
      weekly: await answer('weekly'),
    });
    expect(data.dashboard!.upcoming).toEqual([
      expect.objectContaining({ title: 'Pendulum report', className: 'Physics 11', dueDate: due }),
    ]);
    expect(data.locale).toBe('en-GB');
    // Another teacher's page carries only theirs.
    const other = await signedInTeacher(t, 'nora@dashboard.test');
    const theirs = dataOf(await (await other.get('/admin/dashboard')).text());
    expect(theirs.dashboard).toMatchObject({ attention: [], upcoming: [] });
    expect(theirs.locale).toBeUndefined();
  });

  it('is rendered without the answers when the database cannot give them, and says so in the log', async () => {
    const lost = await testApp({}, {}, serveSpa(dir));
    try {
      const june = await signedInTeacher(lost, 'june@dashboard.test');
      // The sessions still answer; the dashboard's figures cannot.
      await lost.database.db.execute(sql`ALTER TABLE assignments RENAME TO assignments_elsewhere`);
      const res = await june.get('/admin/dashboard');
      expect(res.status).toBe(200);
      const data = dataOf(await res.text());
      expect(data.me.user.email).toBe('june@dashboard.test');
      expect(data.dashboard).toBeUndefined();
      const line = lost.logs.find((l) => l.includes('dashboard_answers_failed'));
      expect(line).toBeDefined();
      for (const value of june.cookies.values()) expect(line).not.toContain(value);
    } finally {
      await lost.close();
    }
  });

  it('names the browser’s first language as a locale the app can use, or none', () => {
    expect(readerLocale('en-GB,en;q=0.9')).toEqual({ locale: 'en-GB' });
    expect(readerLocale('de-de;q=1, en')).toEqual({ locale: 'de-DE' });
    expect(readerLocale('en_gb')).toEqual({ locale: 'en-GB' });
    expect(readerLocale(' fr ')).toEqual({ locale: 'fr' });
    for (const header of [
      undefined,
      '',
      '*',
      'x'.repeat(5000),
      'en-US\r\nX: 1',
      '1234',
      'en--GB',
      '<script>',
    ])
      expect(readerLocale(header), JSON.stringify(header?.slice(0, 20))).toEqual({});
  });

  it('greets by the part of the day where the teacher is, from the time-zone cookie', async () => {
    const ada = await signedInTeacher(t, 'ada@dashboard.test');
    const session = [...ada.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const partIn = async (zone?: string) => {
      const res = await ada.request('GET', '/admin/dashboard', undefined, {
        cookie: zone === undefined ? session : `${session}; lectern-tz=${encodeURIComponent(zone)}`,
      });
      return dataOf(await res.text()).dayPart;
    };
    const serverHour = START.getHours();
    const part = (hour: number) =>
      hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
    const hourIn = (zone: string) =>
      Number(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(START),
      );
    expect(await partIn()).toBe(part(serverHour));
    for (const zone of [
      'Pacific/Kiritimati',
      'America/Los_Angeles',
      'Asia/Kathmandu',
      'Asia/Tokyo',
    ])
      expect(await partIn(zone), zone).toBe(part(hourIn(zone)));
    // Not a zone, or not one at all: the server's own clock, never an error.
    for (const zone of ['Mars/Olympus', '../../etc', '', 'x'.repeat(5000), 'Europe/Berlin\r\n'])
      expect(await partIn(zone), JSON.stringify(zone.slice(0, 20))).toBe(part(serverHour));
  });

  it('keeps the markup for the same teacher, scheme and part of the day, with each request’s page data', async () => {
    const kate = await signedInTeacher(t, 'kate@dashboard.test');
    const session = [...kate.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const page = async (cookie = session) =>
      (await kate.request('GET', '/admin/dashboard', undefined, { cookie })).text();
    const first = await page();
    t.advance(90_000);
    const again = await page();
    expect(renderOf(again)).toBe(renderOf(first));
    // The page data is the request's own: the session has 90 s less left.
    expect(dataOf(first).me.session.secondsLeft - dataOf(again).me.session.secondsLeft).toBe(90);
    // Another scheme, another teacher, or the teacher's new name: rendered afresh.
    const dark = await page(`${session}; lectern-scheme=dark`);
    expect(renderOf(dark)).not.toBe(renderOf(first));
    const other = await signedInTeacher(t, 'kim@dashboard.test');
    const kims = await (await other.get('/admin/dashboard')).text();
    expect(renderOf(kims)).not.toBe(renderOf(first));
    const renamed = await kate.put('/api/account/profile', { fullName: 'Kate B', school: '' });
    expect(renamed.status).toBe(200);
    const afterRename = await page();
    expect(renderOf(afterRename)).not.toBe(renderOf(first));
    expect(dataOf(afterRename).me.user.fullName).toBe('Kate B');
    // 12 hours on, another part of the day (the teacher signs in again: ADR 017).
    t.advance(12 * 3600_000);
    await kate.post('/api/auth/sign-in', {
      email: 'kate@dashboard.test',
      password: teacher.password,
    });
    const later = await (await kate.get('/admin/dashboard')).text();
    expect(dataOf(later).dayPart).not.toBe(dataOf(afterRename).dayPart);
    expect(renderOf(later)).not.toBe(renderOf(afterRename));
  });

  it('is warmed before the first request: the renderer loaded and run for no one, nothing kept', async () => {
    const spa = serveSpa(dir);
    const renders = () => (globalThis as { standInRenders?: number }).standInRenders ?? 0;
    const before = renders();
    await spa.warm();
    expect(renders() - before).toBe(WARMING_RENDERS);
    // The first teacher's page is rendered for them, not one of the warming renders.
    const warmed = await testApp({}, {}, spa);
    try {
      const lena = await signedInTeacher(warmed, 'lena@dashboard.test');
      const html = await (await lena.get('/admin/dashboard')).text();
      expect(Number(renderOf(html))).toBe(before + WARMING_RENDERS + 1);
      expect(dataOf(html).me.user.email).toBe('lena@dashboard.test');
      expect(html).not.toContain('warming@lectern.invalid');
    } finally {
      await warmed.close();
    }
  });

  it('is warmed without a renderer too: a build without one serves the shell', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'lectern-bare-'));
    try {
      await expect(serveSpa(bare).warm()).resolves.toBeUndefined();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('keeps a name that looks like markup as text, in the markup and in the data', async () => {
    const mallory = t.client();
    const name = 'Mallory </script><script>alert(1)</script>';
    const signedUp = await mallory.post('/api/auth/sign-up', {
      ...teacher,
      fullName: name,
      email: 'mallory@dashboard.test',
    });
    expect(signedUp.status).toBe(201);
    const html = await (await mallory.get('/admin/dashboard')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(dataOf(html).me.user.fullName).toBe(name);
  });

  it('is the shell when signed out, and when rendering fails', async () => {
    const shell = page('shell', 'system');
    expect(await (await t.client().get('/admin/dashboard')).text()).toBe(shell);
    const linus = await signedInTeacher(t, 'linus@dashboard.test');
    const failed = await linus.get('/admin/dashboard?fail=1');
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(shell);
    const line = t.logs.find((l) => l.includes('page_render_failed'));
    expect(line).toContain('the renderer broke');
    for (const value of linus.cookies.values()) expect(line).not.toContain(value);
    // The renderer is the server's, not a file for the browser.
    expect(await (await linus.get('/server/render.js')).text()).toBe(shell);
  });

  it('carries the teacher in the shell of every other signed-in page, personal, never cached', async () => {
    const efua = await signedInTeacher(t, 'efua@dashboard.test');
    for (const [url, scheme] of [
      ['/admin/classes', 'system'],
      ['/admin/classes/123/markbook?x=1', 'system'],
      ['/admin/settings', 'dark'],
    ] as const) {
      if (scheme === 'dark') efua.cookies.set('lectern-scheme', 'dark');
      const res = await efua.request('GET', url, undefined, { 'accept-encoding': BROWSER });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
      expect(res.headers.get('vary'), url).toMatch(/cookie/i);
      expect(res.headers.get('content-encoding'), url).toBe('br');
      const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      // The build's shell in the scheme asked for, the teacher's data at the end of its head.
      expect(html.replace(/<script type="application\/json"[^]*?<\/script>/, ''), url).toBe(
        page('shell', scheme),
      );
      expect(html, url).toMatch(
        /<script type="application\/json" id="lectern-page-data">[^<]*<\/script><\/head>/,
      );
      const data = dataOf(html);
      expect(data.me.user.email, url).toBe('efua@dashboard.test');
      expect(data.dayPart, url).toBeUndefined();
    }
    efua.cookies.delete('lectern-scheme');
    // Signed out, or outside the signed-in area: the shell as the build wrote it, for anyone.
    for (const [client, url] of [
      [t.client(), '/admin/classes'],
      [efua, '/no/such/page'],
    ] as const) {
      const res = await client.get(url);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(await res.text(), url).toBe(page('shell', 'system'));
    }
  });
});
