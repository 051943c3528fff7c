import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_LOG } from './global-setup';

const teacher = {
  name: 'Eve Ito',
  email: `eve.${Date.now()}@school.org`,
  password: 'chalk dust and coffee',
  newPassword: 'a fresh term begins',
};

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function signIn(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(teacher.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The newest reset link the server printed to its log (no mail server is configured). */
function resetLinkFromLog(): string {
  const links = readFileSync(SERVER_LOG, 'utf8').match(
    /http:\/\/[^\s]+\/forgot\/reset\?token=[\w-]+/g,
  );
  if (!links) throw new Error('No reset link in the server log');
  return links.at(-1)!;
}

test('sign up, be refused while signed out, sign in where I was going, reset a forgotten password', async ({
  page,
}) => {
  // Sign up.
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill(teacher.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(teacher.email);
  await page.getByLabel(/^Password/).fill(teacher.password);
  await page.getByLabel(/^Confirm password/).fill(teacher.password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Eve');
  await expect(page.getByText('Your dashboard is ready')).toBeVisible();
  expect(await storageKeys(page)).toContain('lectern.signedIn');

  // Sign out: all of localStorage goes.
  await signOut(page);
  expect(await storageKeys(page)).toEqual([]);

  // A guarded URL is refused: localStorage cleared (everything, not only the flag), at /login.
  await page.evaluate(() => localStorage.setItem('something.else', 'x'));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await storageKeys(page)).toEqual([]);

  // Signing in returns to the page asked for.
  await signIn(page, teacher.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Forgot password: the link comes from the server log.
  await signOut(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an Email field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(teacher.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect.poll(() => resetLinkFromLog()).toContain('/forgot/reset?token=');
  await page.goto(resetLinkFromLog().replace(/^http:\/\/[^/]+/, ''));
  // The token leaves the address bar (and the history) as soon as the page has read it, and
  // the page still works after a reload.
  await expect(page.getByLabel(/^New password/)).toBeVisible();
  await expect(page).toHaveURL(/\/forgot\/reset$/);
  await page.reload();
  await page.getByLabel(/^New password/).fill(teacher.newPassword);
  await page.getByLabel(/^Confirm new password/).fill(teacher.newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The confirmation toast sits in the bottom-right corner.
  const toast = page.getByRole('status').filter({ hasText: 'Your password has been changed' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  expect(box.x).toBeGreaterThan(viewport.width / 2);

  // The old password fails; the new one works.
  await signIn(page, teacher.password);
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await page.getByLabel(/^Password/).fill(teacher.newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The server's whole log for this run: JSON lines, and no password, session id or cookie in
  // any of them (the reset link appears only in the printed mail, as no SMTP is configured).
  const log = readFileSync(SERVER_LOG, 'utf8').trim().split('\n');
  const secrets = [
    teacher.password,
    teacher.newPassword,
    ...(await page.context().cookies())
      .filter((c) => c.name.includes('lectern_'))
      .map((c) => c.value),
  ];
  for (const line of log) {
    const entry = JSON.parse(line) as { event?: string };
    for (const secret of secrets) expect(line).not.toContain(secret);
    if (line.includes('token=')) expect(entry.event).toBe('mail_printed');
  }
  const events = log.map((line) => (JSON.parse(line) as { event?: string }).event);
  for (const event of ['sign_in', 'sign_in_failed', 'reset_requested', 'reset_completed'])
    expect(events).toContain(event);
});

test('the sign-up screen shows the spec’s messages with their exact text', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  const fullName = page.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAccessibleDescription('This field is required.');

  await fullName.fill('x'.repeat(81));
  await page.getByRole('textbox', { name: 'Email' }).fill('eve@school');
  await page.getByLabel(/^Password/).fill('too short');
  // The date picker is fetched when the field is first used (ADR 024): pressed, it becomes the
  // picker with its first part focused.
  await page.getByRole('textbox', { name: 'Teaching since' }).click();
  const since = page.getByRole('group', { name: 'Teaching since' });
  await expect(since.getByRole('spinbutton', { name: 'Month' })).toBeFocused();
  await since.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type('12311949');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(fullName).toHaveAccessibleDescription('Please enter no more than 80 characters.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(
    /^Please enter at least 12 characters\./,
  );
  await expect(since).toHaveAccessibleDescription(
    /^Please enter a date greater than or equal to 1\/1\/50\./,
  );

  // The browser's clock is real here; tomorrow is after today's maximum.
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const today = new Date();
  await since.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(
    `${String(tomorrow.getMonth() + 1).padStart(2, '0')}${String(tomorrow.getDate()).padStart(2, '0')}${tomorrow.getFullYear()}`,
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  const shortToday = new Intl.DateTimeFormat('en-US', { dateStyle: 'short' }).format(today);
  await expect(since).toHaveAccessibleDescription(
    new RegExp(
      `^Please enter a date less than or equal to ${shortToday.replaceAll('/', '\\/')}\\.`,
    ),
  );
});
