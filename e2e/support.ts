import { expect, type Page } from '@playwright/test';

// The browser and the server run on the real clock here (UTC), so dates are computed from it.
const DAY = 24 * 3600_000;

/** Today plus (or minus) some days. */
export const at = (days: number) => new Date(Date.now() + days * DAY);

/** As an ISO day ("2026-11-21"), as the API takes dates. */
export const iso = (d: Date) => d.toISOString().slice(0, 10);

/** As typed into a date field's sections in en-US: MMDDYYYY. */
const typed = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${d.getUTCFullYear()}`;

/** The short date format the app shows in en-US ("11/21/26"). */
export const short = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' }).format(d);

/**
 * A class as the class dialog sends it (a term from a month ago to four months on), for
 * `apiPost(page, '/api/classes', …)`: override what a test is about.
 */
export const aClass = (overrides: Record<string, string> = {}) => ({
  name: 'Algebra I',
  subject: 'math',
  grade: '9',
  room: '',
  termStarts: iso(at(-30)),
  termEnds: iso(at(120)),
  ...overrides,
});

/**
 * Holds back the app's entry script until `release` is called: until then the page is the
 * HTML the server sent, as a person on a slow phone sees it.
 */
export async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    // A page that has gone elsewhere meanwhile no longer wants it.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * React has attached itself to the page's `main` (its fiber key): the markup the server sent is
 * the app's now. Until then a click on a link is the browser's own navigation.
 */
export const hydrated = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator('main')
        .evaluate((main) => Object.keys(main).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);

/** A new teacher, signed up and on the dashboard. */
export async function signUp(page: Page, name = 'Kofi Mensah') {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Email' })
    .fill(`${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@school.org`);
  await page.getByLabel(/^Password/).fill('planning the whole term');
  await page.getByLabel(/^Confirm password/).fill('planning the whole term');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Types a date into the open dialog's date field, section by section, as a person would. */
export async function typeDate(page: Page, label: string, date: Date) {
  const group = page.getByRole('dialog').getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(typed(date));
}

/**
 * A POST to the app's API from the page, as the app sends it (the page's session and origin):
 * its JSON answer, or an error naming the address when the status is not the one expected.
 */
export async function apiPost<T = { id: string }>(
  page: Page,
  url: string,
  body: unknown,
  status = 201,
): Promise<T> {
  return page.evaluate(
    async ({ url, body, status }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status !== status) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { url, body, status },
  );
}
