import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { PUBLIC_URL } from '../playwright.proxy.config';
import { STATE } from './global-setup';

const teacher = {
  name: 'Ada Byron',
  email: `ada.${Date.now()}@school.org`,
  password: 'notes on the engine',
  newPassword: 'a second set of notes',
};

/** The newest reset link in the outbox (no SMTP is configured): built from PUBLIC_URL. */
async function resetLinkFromOutbox(): Promise<string | undefined> {
  const { databaseUrl } = JSON.parse(readFileSync(STATE, 'utf8')) as { databaseUrl: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ body: string }>(
      `SELECT body FROM outbox WHERE recipient = $1 AND body LIKE '%token=%' ORDER BY id DESC LIMIT 1`,
      [teacher.email],
    );
    return /https?:\/\/\S+\/forgot\/reset\?token=[\w-]+/.exec(rows[0]?.body ?? '')?.[0];
  } finally {
    await client.end();
  }
}

async function signIn(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(teacher.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('over https through the proxy, across two processes: sign up, out, in, a class, a reset', async ({
  page,
  context,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill(teacher.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(teacher.email);
  await page.getByLabel(/^Password/).fill(teacher.password);
  await page.getByLabel(/^Confirm password/).fill(teacher.password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The session cookie is __Host- and Secure behind https.
  const cookies = await context.cookies(PUBLIC_URL);
  const session = cookies.find((c) => c.name === '__Host-lectern_session');
  expect(session?.secure).toBe(true);
  expect(session?.httpOnly).toBe(true);

  await signOut(page);
  await signIn(page, teacher.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A class: several writes, each possibly answered by the other process.
  await page.getByRole('link', { name: 'Add your first class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Physics');
  await dialog.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Science' }).click();
  await dialog.getByRole('spinbutton', { name: 'Grade' }).fill('10');
  const today = new Date();
  const typed = (d: Date) =>
    `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${d.getUTCFullYear()}`;
  for (const [label, date] of [
    ['Term starts', today],
    ['Term ends', new Date(today.getTime() + 90 * 86_400_000)],
  ] as const) {
    await dialog
      .getByRole('group', { name: label })
      .getByRole('spinbutton', { name: 'Month' })
      .click();
    await page.keyboard.type(typed(date));
  }
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByText('Physics created.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Classes' })).toContainText('Physics');

  // Forgot password: the mailed link is on the public URL, and works through the proxy.
  await signOut(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an Email field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(teacher.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect
    .poll(resetLinkFromOutbox)
    .toMatch(new RegExp(`^${PUBLIC_URL}/forgot/reset\\?token=`));
  await page.goto((await resetLinkFromOutbox())!);
  await page.getByLabel(/^New password/).fill(teacher.newPassword);
  await page.getByLabel(/^Confirm new password/).fill(teacher.newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, teacher.newPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada');
});
