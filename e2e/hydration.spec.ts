import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { run, waitForPort } from '../scripts/lib.mjs';
import { aClass, apiPost, at, holdTheApp, hydrated, iso } from './support';

/**
 * The public pages arrive rendered (scripts/build.mjs) and the app hydrates them in place
 * (src/main.tsx). Checked here in the production build `npm start` serves, and in a development
 * build of the same, whose React reports every hydration mismatch, attributes included.
 */
const PAGES = [
  { path: '/login', heading: 'Sign in' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot', heading: 'Forgot your password?' },
  { path: '/forgot/reset', heading: 'Choose a new password' },
  { path: '/terms', heading: 'Terms of use and privacy' },
];

/** Every console message of these kinds, and every uncaught error, while the page is open. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning', 'assert'].includes(message.type()))
      seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

/**
 * Lets the held app run and waits for it to take the page over: the very `main` element the
 * server sent must be the app's now, hydrated in place, not thrown away and drawn again.
 */
async function releaseAndHydrateInPlace(page: Page, release: () => void, url: string) {
  await page.evaluate(() => {
    (window as { __main?: Element | null }).__main = document.querySelector('main');
  });
  release();
  await hydrated(page);
  expect(
    await page.evaluate(
      () => (window as { __main?: Element | null }).__main === document.querySelector('main'),
    ),
    url,
  ).toBe(true);
}

async function checkPages(page: Page, origin: string) {
  const seen = problems(page);
  for (const { path: url, heading } of PAGES) {
    const release = await holdTheApp(page);
    await page.goto(`${origin}${url}`, { waitUntil: 'commit' });
    // Before any script: the page is there, heading, fields and all.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await releaseAndHydrateInPlace(page, release, url);
    await page.unrouteAll({ behavior: 'wait' });
  }
  expect(seen).toEqual([]);
}

/**
 * A form the browser sent itself (the page's script had not arrived: here, held back for good)
 * comes back from the server with its messages (server/public-forms.ts); the app then hydrates
 * that page in place, with the messages and what was typed, and nothing said in the console.
 */
async function checkAnsweredForms(page: Page, origin: string) {
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${origin}/signup`);
  // What is said once each answer is there (the answer's own status, a 400, and the held-back
  // starters are reported as failed loads before that).
  const said = problems(page);
  let from = 0;
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ama Owusu');
  await page.getByRole('textbox', { name: 'Email' }).fill('ama at school');
  await page.getByLabel(/^Password/).fill('too short');
  await page.unrouteAll({ behavior: 'wait' });
  let release = await holdTheApp(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  from = said.length;
  await releaseAndHydrateInPlace(page, release, '/signup, answered');
  await expect(email).toHaveValue('ama at school');
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address\./);
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(
    /Please enter at least 12 characters\./,
  );
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ama Owusu');
  await page.unrouteAll({ behavior: 'wait' });
  const seen = said.slice(from);

  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@school.org');
  await page.getByLabel(/^Password/).fill('not the password at all');
  await page.unrouteAll({ behavior: 'wait' });
  release = await holdTheApp(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  from = said.length;
  await releaseAndHydrateInPlace(page, release, '/login, answered');
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nobody@school.org');
  await page.unrouteAll({ behavior: 'wait' });
  seen.push(...said.slice(from));
  expect(seen).toEqual([]);
}

/** A new teacher signed up through the form (the app also writes its time-zone cookie). */
async function signUp(page: Page, origin: string, name: string): Promise<void> {
  await page.goto(`${origin}/signup`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Email' })
    .fill(`hydration.${Date.now()}.${Math.random().toString(36).slice(2)}@school.org`);
  await page.getByLabel(/^Password/).fill('the engine weaves patterns');
  await page.getByLabel(/^Confirm password/).fill('the engine weaves patterns');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The signed-in app tells the server its time zone once the browser is idle.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'lectern-tz')?.value)
    .toBe(encodeURIComponent(zone));
}

/**
 * The signed-in dashboard, rendered by the server for the session: before any script the
 * greeting names the teacher in the part of the day where the browser is (its time-zone cookie,
 * not the server's clock), the frame is the one for the window's width, and, for a teacher with
 * a class, the figures and what is coming up, its dates in the browser's language (`upcoming`:
 * the list's first line); then the app hydrates it in place, with nothing said in the console.
 */
async function checkDashboard(
  page: Page,
  origin: string,
  firstName: string,
  upcoming?: { classes: number; line: string },
) {
  const seen = problems(page);
  const hour = await page.evaluate(() => new Date().getHours());
  const part = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  const release = await holdTheApp(page);
  await page.goto(`${origin}/admin/dashboard`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${part}, ${firstName}`);
  const phone = (page.viewportSize()?.width ?? 0) < 900;
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible({
    visible: phone,
  });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' }),
  ).toBeVisible({ visible: !phone });
  const drawn = async () => {
    if (!upcoming) return;
    const summary = page.getByRole('list', { name: 'Summary' });
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    await expect(summary.getByRole('listitem').first()).toHaveText(`Classes${upcoming.classes}`);
    const coming = page.getByRole('region', { name: 'Coming up in the next two weeks' });
    await expect(coming).toHaveAttribute('aria-busy', 'false');
    await expect(coming.getByRole('listitem').first()).toHaveText(upcoming.line);
  };
  await drawn();
  // One icon in the theme's button before the app as after it: the button keeps its size.
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
  const before = await toggle.boundingBox();
  await releaseAndHydrateInPlace(page, release, '/admin/dashboard');
  await expect(toggle).toHaveAccessibleName(/^Switch to (dark|light) theme$/);
  expect(await toggle.boundingBox()).toEqual(before);
  await expect(heading).toHaveText(`${part}, ${firstName}`);
  await drawn();
  await expect(page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  expect(seen).toEqual([]);
}

test('the public pages are hydrated in place, with no console error or warning', async ({
  page,
  baseURL,
}) => {
  await checkPages(page, baseURL!);
});

test('a form the server answered without script is hydrated in place, with no console error or warning', async ({
  page,
  baseURL,
}) => {
  await checkAnsweredForms(page, baseURL!);
});

test('React’s development build finds no hydration mismatch on any public page in any locale, nor on the signed-in dashboard', async ({
  browser,
}) => {
  // A development build, then 11 pages and 4 dashboards: 44.7 s in CI on the AMD machine, so
  // ~225 s on one 5x slower (the limit was 180 s).
  test.setTimeout(480_000);
  const dist = path.resolve('test-results/dist-development');
  const built = Number(
    await run(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn', '--outDir', dist], {
      env: { ...process.env, NODE_ENV: 'development' },
    }),
  );
  expect(built).toBe(0);
  const port = 3219;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-hydration-'));
  const log = openSync(path.resolve('test-results/e2e-hydration-server.log'), 'w');
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: dist,
      },
      stdio: ['ignore', log, log],
    });
    await waitForPort(port, '127.0.0.1', 60_000);
    // The pages were rendered in en-US; a reader in en-GB or de-DE gets their own date order
    // right after hydration, never a mismatch during it.
    const origin = `http://127.0.0.1:${port}`;
    for (const locale of ['en-US', 'en-GB', 'de-DE']) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ locale, colorScheme });
        await checkPages(await context.newPage(), origin);
        await context.close();
      }
    }
    // A form the server answered (no script yet) is hydrated in place too.
    const answered = await browser.newContext();
    await checkAnsweredForms(await answered.newPage(), origin);
    await answered.close();
    // The signed-in dashboard the server renders per request, on a phone and a desktop, in a
    // time zone far from the server's, in both schemes.
    // She has a class with work due in three days: the page arrives with its figures and the
    // date written as her browser's language writes it (en-GB), and hydrates as it came.
    const first = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
    const grace = await first.newPage();
    await signUp(grace, origin, 'Grace Hopper');
    const { id: classId } = await apiPost(
      grace,
      '/api/classes',
      aClass({ name: 'Physics 11', subject: 'science', grade: '11' }),
    );
    const due = at(3);
    await apiPost(grace, '/api/assignments', {
      title: 'Pendulum report',
      classId,
      dueDate: iso(due),
      maxPoints: '10',
      description: '',
    });
    const dueInGB = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'UTC' });
    const upcoming = {
      classes: 1,
      line: `Pendulum reportPhysics 11 · due ${dueInGB.format(due)}`,
    };
    const storageState = await first.storageState();
    await first.close();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({
          storageState,
          viewport,
          colorScheme,
          timezoneId: 'Pacific/Kiritimati',
          locale: 'en-GB',
        });
        await checkDashboard(await context.newPage(), origin, 'Grace', upcoming);
        await context.close();
      }
    }
  } finally {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
});

test('what is typed before the app takes over is kept, and sent', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@school.org');
  await page.getByLabel(/^Password/).fill('not the password at all');
  // Pressed before the app is there: no page load (the password never goes into an address)...
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel(/^Password/).press('Enter');
  expect(page.url()).toMatch(/\/login$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nobody@school.org');
  await expect(page.getByLabel(/^Password/)).toHaveValue('not the password at all');
  // ...and sent by the app once it is: the server checked what was typed (wrong credentials,
  // not "required").
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');

  // A box ticked early stays ticked, in the form's state too.
  const again = await holdTheApp(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  again();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  // Refused for what is missing (the e-mail), not for the name or the box.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
    'aria-invalid',
    'false',
  );
  await expect(terms).toHaveAttribute('aria-invalid', 'false');
});

test('taking a pre-rendered page over, the app adds no style rule: every style its components compute is named in the page', async ({
  page,
}) => {
  // The reset page without a token says so once the app reads the address: not in this list.
  for (const url of ['/login', '/signup', '/forgot', '/terms']) {
    await page.goto(url);
    await hydrated(page);
    // Emotion's own stylesheets for what it inserts in the browser carry its key alone; the
    // page's carry the ids they hold (src/prerender/render.tsx).
    const inserted = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((style) =>
        [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      ),
    );
    expect(inserted, url).toEqual([]);
    // The theme's variables are defined once: the page's stylesheet, which the app took over.
    expect(await themeVariables(page), url).toEqual({ spacing: '8px', stylesheets: 1 });
  }
  // Still there once the app has gone on to another page by itself.
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(await themeVariables(page)).toEqual({ spacing: '8px', stylesheets: 1 });
});

/** The theme's CSS variables as the page has them, and how many stylesheets define them. */
async function themeVariables(page: Page) {
  return page.evaluate(() => ({
    spacing: getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim(),
    stylesheets: [...document.querySelectorAll('style')].filter((style) =>
      [...(style.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes('--mui-spacing:')),
    ).length,
  }));
}

/** The fonts the browser drew an element's text in (Chromium's own record). */
async function fontsDrawnIn(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

/** Roboto's web-font faces in the document, as "weight status". */
const webFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family === 'Roboto')
      .map((face) => `${face.weight} ${face.status}`)
      .sort(),
  );

test('a public page rendered ahead of time never swaps its font; the signed-in area the app goes on to is drawn in the theme’s web font from its first frame, added by the starter, not a stylesheet', async ({
  page,
}) => {
  await page.goto('/signup');
  await hydrated(page);
  // The app has taken the page over and nothing more is on its way: still no web font, so the
  // text stays in the faces it was first drawn in (the fallbacks, sized like Roboto).
  await page.waitForLoadState('networkidle');
  expect(await webFaces(page)).toEqual([]);
  expect(
    await page.evaluate(() => typeof (window as { __lecternFonts?: unknown }).__lecternFonts),
  ).toBe('undefined');
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

  // Signed up without leaving the page: the signed-in area adds the web fonts itself, fetched
  // since a field was first focused, before it is first painted. Noted in the frame that first
  // shows the greeting (a frame's callbacks run before its paint).
  await page.evaluate(() => {
    const seen = window as { samePage?: boolean; facesAtFirstFrame?: string[] };
    seen.samePage = true;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('h1')?.textContent?.startsWith('Good ')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        seen.facesAtFirstFrame = [...document.fonts]
          .filter((face) => face.family === 'Roboto')
          .map((face) => `${face.weight} ${face.status}`)
          .sort();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ama Owusu');
  await page.getByRole('textbox', { name: 'Email' }).fill(`ama.${Date.now()}@school.org`);
  await page.getByLabel(/^Password/).fill('planning the whole term');
  await page.getByLabel(/^Confirm password/).fill('planning the whole term');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  // Fetched since the first field was focused, and still not added: the page keeps its faces.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as { __lecternFaces?: FontFace[] }).__lecternFaces?.map((face) => face.status),
      ),
    )
    .toEqual(['loaded', 'loaded', 'loaded']);
  expect(await webFaces(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as { facesAtFirstFrame?: string[] }).facesAtFirstFrame))
    .toEqual(['400 loaded', '500 loaded', '700 loaded']);
  // Asked for as the signed-in area is first drawn, and added once all three are in.
  await expect.poll(() => webFaces(page)).toEqual(['400 loaded', '500 loaded', '700 loaded']);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  // The greeting (bold) and a link of the frame's (regular), drawn in Roboto and nothing else.
  for (const selector of ['h1', 'nav a span'])
    expect(await fontsDrawnIn(page, selector), selector).toEqual([
      { familyName: 'Roboto', isCustomFont: true },
    ]);
});

/** The page's starter's record of what was pressed before the app took over (scripts/build.mjs). */
type Early = { __lecternEarly?: { form: HTMLFormElement | null; done: boolean } };

test('when the app cannot be fetched, the forms still work: the browser sends them', async ({
  page,
}) => {
  // The app's entry held, the form sent (noted by the page's starter), then the entry fails.
  let fail!: () => void;
  const failed = new Promise<void>((resolve) => (fail = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await failed;
    await route.abort();
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@school.org');
  await page.getByLabel(/^Password/).fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => page.evaluate(() => Boolean((window as Early).__lecternEarly?.form)))
    .toBe(true);
  fail();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nobody@school.org');

  // And a form sent after the app failed goes at once.
  await page.goto('/forgot');
  await expect.poll(() => page.evaluate(() => (window as Early).__lecternEarly?.done)).toBe(true);
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@school.org');
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
});

test('a date typed at once into “Teaching since”, its picker still on its way, arrives whole', async ({
  page,
}) => {
  await page.goto('/signup');
  await hydrated(page);
  // The picker's code held back, as on a slow network, until the keys are typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/date-field-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Teaching since' }).click();
  await page.keyboard.type('09032012');
  await expect.poll(() => asked).toBe(true);
  release();
  const picker = page.getByRole('group', { name: 'Teaching since' });
  await expect(picker.getByRole('spinbutton', { name: 'Year' })).toHaveText('2012');
  await expect(picker.getByRole('spinbutton', { name: 'Month' })).toHaveText('09');
  await expect(picker.getByRole('spinbutton', { name: 'Day' })).toHaveText('03');
  // Typing goes on in the picker itself, from where the replay left it.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('04');
  await expect(picker.getByRole('spinbutton', { name: 'Day' })).toHaveText('04');
  await page.unrouteAll({ behavior: 'wait' });
});

test('a field focused by Tab before the app has taken over shows its focus ring, then and after', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  // The outline's width: 1px at rest, 2px focused (MUI's focused outline).
  const outline = () =>
    email.evaluate(
      (input) =>
        getComputedStyle(input.closest('.MuiOutlinedInput-root')!.querySelector('fieldset')!)
          .borderTopWidth,
    );
  expect(await outline()).toBe('1px');
  for (let i = 0; i < 10; i += 1) {
    if (await email.evaluate((input) => input === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  expect(await outline()).toBe('2px');
  release();
  await hydrated(page);
  // The app knows the field is focused: its label and outline say so as after a click.
  await expect(page.locator('.MuiOutlinedInput-root', { has: email })).toHaveClass(/Mui-focused/);
  expect(await outline()).toBe('2px');
  await page.unrouteAll({ behavior: 'wait' });
});

test('the colour scheme is right before any script: the cookie’s, else the device’s', async ({
  browser,
  baseURL,
}) => {
  const background = async (colorScheme: 'light' | 'dark', cookie?: 'light' | 'dark') => {
    const context = await browser.newContext({ colorScheme });
    if (cookie)
      await context.addCookies([{ name: 'lectern-scheme', value: cookie, url: baseURL! }]);
    const page = await context.newPage();
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    release();
    await context.close();
    return colour;
  };
  const light = await background('light');
  const dark = await background('dark');
  expect(light).not.toBe(dark);
  expect(await background('light', 'dark')).toBe(dark);
  expect(await background('dark', 'light')).toBe(light);
});

// One teacher for every signed-in check on the shared server: sign-ups are limited to five an
// hour per address, and the other journeys sign up too.
test('signed in, /login goes straight to the dashboard, which arrives rendered and hydrates in place', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Kathmandu' });
  const page = await context.newPage();
  await signUp(page, baseURL!, 'Ida Lovelace');

  const response = await page.goto('/login');
  expect(response!.request().redirectedFrom()?.url()).toMatch(/\/login$/);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ida');

  // Rendered by the server for her, in her time zone, at desktop and phone width.
  await checkDashboard(page, baseURL!, 'Ida');
  // A menu pressed before the app has taken over opens once it has: the press is not lost.
  const release = await holdTheApp(page);
  await page.goto('/admin/dashboard', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await releaseAndHydrateInPlace(page, release, '/admin/dashboard');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });
  await page.setViewportSize({ width: 390, height: 844 });
  await checkDashboard(page, baseURL!, 'Ida');
  // On a phone the navigation is a drawer, which closes when the window grows past a phone's.
  const drawer = page.locator('[aria-label="Navigation"]');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(drawer).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drawer).toHaveCount(0);
  // The theme's variables are defined once, by the page's stylesheet the app took over; a page
  // the app draws itself (the shell) makes them.
  expect(await themeVariables(page)).toEqual({ spacing: '8px', stylesheets: 1 });
  await page.goto('/admin/classes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await themeVariables(page)).toEqual({ spacing: '8px', stylesheets: 1 });
  // Signed out, the same address is the shell, which sends the browser to sign in.
  await context.clearCookies();
  const shell = await page.request.get('/admin/dashboard');
  expect(await shell.text()).not.toContain('Ida');
  await context.close();
});
