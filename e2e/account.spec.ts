import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { waitForPort } from '../scripts/lib.mjs';

/**
 * The teacher's account (ADR 027), on a server of its own: the shared one already takes the
 * five sign-ups an hour one address may make (the other journeys'), and this journey needs a
 * teacher of its own. The build is the one `npm start` made for the run (global setup).
 */
const PORT = 3223;
const origin = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-account-'));
  const log = openSync(path.resolve('test-results/e2e-account-server.log'), 'w');
  server = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  await waitForPort(PORT, '127.0.0.1', 60_000);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const email = `ada.${Date.now()}@school.org`;
const password = 'counting engines at dawn';
const newPassword = 'the loom weaves numbers';

async function signIn(page: Page, secret: string) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('settings: a new name everywhere, a new password that signs the other browser out, then out everywhere', async ({
  browser,
}) => {
  const here = await browser.newContext();
  const page = await here.newPage();

  // Sign-up links to the terms, readable signed out, in a tab of their own.
  await page.goto(`${origin}/signup`);
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'terms' }).click(),
  ]);
  await expect(terms.getByRole('heading', { name: 'Terms of use and privacy' })).toBeVisible();
  await terms.close();

  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Settings, from the account menu: the sign-up is this session's sign-in.
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const signIns = page.getByRole('list', { name: 'Recent sign-ins' });
  await expect(signIns.getByRole('listitem')).toHaveCount(1);
  await expect(signIns.getByRole('listitem').first()).toContainText('Chrome on Linux');
  await expect(signIns.getByRole('listitem').first()).toContainText('This session');

  // A new name: the account menu and the greeting have it.
  const name = page.getByRole('textbox', { name: 'Full name' });
  await name.fill('Augusta Ada King');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('menu')).toContainText('Augusta Ada King');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Augusta');
  await page.goto(`${origin}/admin/settings`);
  await expect(name).toHaveValue('Augusta Ada King');

  // Another browser signs in: two sign-ins now, this one still marked.
  const there = await browser.newContext();
  const other = await there.newPage();
  await signIn(other, password);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);
  await page.reload();
  await expect(signIns.getByRole('listitem')).toHaveCount(2);
  await expect(signIns.getByRole('listitem').nth(1)).toContainText('This session');

  // A wrong current password is refused on its field; the right one changes it.
  const current = page.getByLabel(/^Current password/);
  await current.fill('not my password');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription('This is not your current password.');
  await current.fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other sessions were signed out.')).toBeVisible();
  await expect(current).toHaveValue('');

  // The other browser is signed out; this one is not.
  await other.goto(`${origin}/admin/classes`);
  await expect(other).toHaveURL(/\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // The new password signs in there again.
  await signIn(other, newPassword);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);

  // Sign out everywhere: this browser lands on the sign-in page with nothing kept...
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  // ...and the other one is signed out too.
  await other.goto(`${origin}/admin/classes`);
  await expect(other).toHaveURL(/\/login/);

  await here.close();
  await there.close();
});

test('data rights: everything downloads as one archive, a child’s record as another, then the account is deleted', async ({
  browser,
}) => {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const mine = `mary.${Date.now()}@school.org`;
  const secret = 'fossils on the shore at lyme';
  await page.goto(`${origin}/signup`);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Mary Anning');
  await page.getByRole('textbox', { name: 'Email' }).fill(mine);
  await page.getByLabel(/^Password/).fill(secret);
  await page.getByLabel(/^Confirm password/).fill(secret);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A class and a child in it, through the API as the app sends it (from the page: same origin).
  const { classId, studentId } = await page.evaluate(async () => {
    const send = async (method: string, url: string, body: unknown) => {
      const res = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const cls = await send('POST', '/api/classes', {
      name: 'Palaeontology',
      subject: 'science',
      grade: '9',
      room: 'L-1',
      termStarts: '2026-09-01',
      termEnds: '2027-01-29',
    });
    await send('POST', '/api/students/import', {
      classId: cls.id,
      students: [{ firstName: 'Elizabeth', lastName: 'Philpot', studentNumber: 'P-1780' }],
    });
    const list = (await (await fetch(`/api/students?classId=${String(cls.id)}`)).json()) as {
      items: { id: string }[];
    };
    return {
      classId: String(cls.id),
      studentId: list.items[0]!.id,
    };
  });

  const unzipped = async (download: Download) => {
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    return Object.fromEntries(Object.entries(files).map(([n, b]) => [n, strFromU8(b)]));
  };

  // The archive, from the settings page.
  await page.goto(`${origin}/admin/settings`);
  const [archive] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download your data' }).click(),
  ]);
  expect(archive.suggestedFilename()).toMatch(/^Lectern data \d{4}-\d{2}-\d{2}\.zip$/);
  const all = await unzipped(archive);
  expect(all['account.csv']).toContain(mine);
  expect(all['classes.csv']).toContain('Palaeontology');
  expect(all['students.csv']).toContain('Philpot');
  expect(all['sign-ins.csv']).toContain('Chrome on Linux');

  // One child's record, from their page.
  await page.goto(`${origin}/admin/classes/${classId}/students/${studentId}`);
  const [record] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export record' }).click(),
  ]);
  expect(record.suggestedFilename()).toBe('Elizabeth Philpot record.zip');
  const child = await unzipped(record);
  expect(child['student.csv']).toContain('P-1780');
  expect(Object.keys(child).sort()).toEqual([
    'README.txt',
    'student.csv',
    'work-history.csv',
    'work.csv',
  ]);

  // Deleting the account: the question names what goes; a wrong password deletes nothing.
  await page.goto(`${origin}/admin/settings`);
  await page.getByRole('button', { name: 'Delete your account' }).click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toContainText('1 class');
  await expect(dialog).toContainText('1 student');
  const field = dialog.getByLabel(/^Your password/);
  await field.fill('not my password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(field).toHaveAccessibleDescription('This is not your password.');
  await field.fill(secret);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your account and everything in it have been deleted.'),
  ).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

  // Gone: the password signs no one in.
  await page.getByRole('textbox', { name: 'Email' }).fill(mine);
  await page.getByLabel(/^Password/).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toBeVisible();
  await context.close();
});
