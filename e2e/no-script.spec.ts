import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_LOG } from './global-setup';
import { holdTheApp, hydrated } from './support';

/**
 * The public pages work with no script at all (issue 25, ADR 038): the pre-rendered forms post
 * to the server, which answers with the page, what was typed (never a password) and the
 * catalogue's messages, or goes on as the app would.
 */
test.use({ javaScriptEnabled: false });

const PASSWORD = 'a whole term of lessons';

async function fillSignUp(page: Page, name: string, email: string) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
}

test('a refused sign-up comes back with the catalogue’s messages and what was typed', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ama Owusu');
  await page.getByRole('textbox', { name: 'Email' }).fill('ama at school');
  await page.getByLabel(/^Password/).fill('too short');
  await page.getByLabel(/^Confirm password/).fill('not the same');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/signup$/);
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue('ama at school');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address\./);
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(
    /Please enter at least 12 characters\./,
  );
  await expect(page.getByLabel(/^Confirm password/)).toHaveAccessibleDescription(
    /The passwords do not match\./,
  );
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ama Owusu');
  // The passwords are never sent back.
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  await expect(page.getByLabel(/^Confirm password/)).toHaveValue('');
  expect(await page.content()).not.toContain('too short');

  // Put right, the same page signs the teacher up and on to the dashboard, rendered by the server.
  await fillSignUp(page, 'Ama Owusu', `ama.${Date.now()}@school.org`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good \w+, Ama$/);
});

test('signs in: a wrong password is refused in the catalogue’s words, the right one goes on to where the teacher was going', async ({
  browser,
}) => {
  const email = `kwame.${Date.now()}@school.org`;
  const first = await browser.newContext({ javaScriptEnabled: false });
  const signingUp = await first.newPage();
  await signingUp.goto('/signup');
  await fillSignUp(signingUp, 'Kwame Boateng', email);
  await signingUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signingUp).toHaveURL(/\/admin\/dashboard$/);
  await first.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login?next=%2Fadmin%2Fclasses');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('not my password at all');
  await page.getByLabel(/^Password/).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByLabel(/^Password/)).toHaveValue('');

  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/classes$/);
  await context.close();
});

test('forgot: the link is sent and the page says where', async ({ page }) => {
  await page.goto('/forgot');
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /This field is required\./,
  );
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@school.org');
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  await expect(page.getByText('someone@school.org')).toBeVisible();
});

test('signed in without script, the app that arrives later keeps the teacher signed in', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/signup');
  await fillSignUp(page, 'Efua Mensah', `efua.${Date.now()}@school.org`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const storageState = await noScript.storageState();
  await noScript.close();

  // Same cookies, script on, no signed-in flag in localStorage: the server's page says who is
  // signed in, and the guard lets the teacher through instead of sending them to sign in.
  // (The file's `javaScriptEnabled: false` applies to every new context unless told otherwise.)
  const withScript = await browser.newContext({ storageState, javaScriptEnabled: true });
  const app = await withScript.newPage();
  await app.goto('/admin/dashboard');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText(/^Good \w+, Efua$/);
  // The app has taken the page over. (The server drew the dashboard, links and all: a click
  // before then would be the browser's own navigation, to a page the app draws without the flag.)
  await hydrated(app);
  await app
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await expect(app.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await expect(app).toHaveURL(/\/admin\/classes$/);
  expect(await app.evaluate(() => localStorage.getItem('lectern.signedIn'))).toBe('1');
  await withScript.close();

  // Before the app has run at all, the rendered dashboard's links are the browser's own: the
  // page one opens is the shell, with the teacher in it, and the app lets them in.
  const slowPhone = await browser.newContext({ storageState, javaScriptEnabled: true });
  const held = await slowPhone.newPage();
  const release = await holdTheApp(held);
  await held.goto('/admin/dashboard', { waitUntil: 'commit' });
  await expect(held.getByRole('heading', { level: 1 })).toHaveText(/^Good \w+, Efua$/);
  await held
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await expect(held).toHaveURL(/\/admin\/classes$/);
  release();
  await expect(held.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await expect(held).toHaveURL(/\/admin\/classes$/);
  expect(await held.evaluate(() => localStorage.getItem('lectern.signedIn'))).toBe('1');
  await slowPhone.close();
});

/**
 * Asks for a reset link for `email` on the forgot page (no script) and reads it from the
 * server's log (no SMTP_URL): the newest link there.
 */
async function newResetLink(page: Page, email: string) {
  await page.goto('/forgot');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  let link = '';
  await expect
    .poll(() => {
      const links = readFileSync(SERVER_LOG, 'utf8').match(/\/forgot\/reset\?token=[\w-]+/g);
      link = links?.at(-1) ?? '';
      return link;
    })
    .toContain('token=');
  return link;
}

test('reset: the link opens a form, the new password is saved and signs in', async ({
  page,
  browser,
}) => {
  const email = `yaw.${Date.now()}@school.org`;
  await page.goto('/signup');
  await fillSignUp(page, 'Yaw Asante', email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.context().clearCookies();

  const link = await newResetLink(page, email);

  // With script, the page the server rendered for the link (checked: the form, no skeleton) is
  // hydrated in place with nothing said in the console, and the link leaves the address bar.
  const scripted = await browser.newContext({ javaScriptEnabled: true });
  const app = await scripted.newPage();
  const said: string[] = [];
  app.on('console', (m) => {
    if (['error', 'warning'].includes(m.type())) said.push(m.text());
  });
  app.on('pageerror', (e) => said.push(e.message));
  await app.goto(link);
  await expect(app.getByLabel(/^New password/)).toBeVisible();
  await expect(app).toHaveURL(/\/forgot\/reset$/);
  await hydrated(app);
  expect(said).toEqual([]);
  await scripted.close();

  // Without script, the same: the form from the first paint.
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('a fresh start for the term');
  await page.getByLabel(/^Confirm new password/).fill('not the same at all');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel(/^Confirm new password/)).toHaveAccessibleDescription(
    /The passwords do not match\./,
  );
  await page.getByLabel(/^New password/).fill('a fresh start for the term');
  await page.getByLabel(/^Confirm new password/).fill('a fresh start for the term');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Please sign in with your new password.',
  );
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('a fresh start for the term');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('reset with script but no app (it could not be fetched): the link leaves the address bar all the same, and the form the browser sends goes to the link, token and all', async ({
  page,
  browser,
}) => {
  const email = `esi.${Date.now()}@school.org`;
  await page.goto('/signup');
  await fillSignUp(page, 'Esi Mensah', email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.context().clearCookies();
  const link = await newResetLink(page, email);

  const failing = await browser.newContext({ javaScriptEnabled: true });
  const broken = await failing.newPage();
  await broken.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await broken.goto(link);
  await expect(broken).toHaveURL(/\/forgot\/reset$/);
  await broken.getByLabel(/^New password/).fill('the second half of term');
  await broken.getByLabel(/^Confirm new password/).fill('the second half of term');
  await broken.getByRole('button', { name: 'Save new password' }).click();
  await expect(broken.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await failing.close();
});
