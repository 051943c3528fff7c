import { expect, test, type Locator } from '@playwright/test';

const typed = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${d.getUTCFullYear()}`;

async function typeDate(dialog: Locator, label: string, date: Date) {
  await dialog
    .getByRole('group', { name: label })
    .getByRole('spinbutton', { name: 'Month' })
    .click();
  await dialog.page().keyboard.type(typed(date));
}

/**
 * When the session ends while a teacher is typing (idle end, a reset elsewhere, any 401), the
 * page and the open form come back after signing in again, with what was typed: never from
 * localStorage (which the spec clears), never for someone else, and not after a sign-out.
 */
test('an ended session brings back the page and the open form after signing in again', async ({
  page,
  context,
}) => {
  const email = `ama.${Date.now()}@school.org`;
  const password = 'marking late into the evening';
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ama Owusu');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Half-way through a new class, on a filtered list page...
  await page.goto('/admin/classes?sort=grade&order=desc');
  await page.getByRole('link', { name: 'Classes' }).first().waitFor();
  await page.getByRole('button', { name: 'New class' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'New class' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Year 9 Chemistry');
  await dialog.getByRole('textbox', { name: 'Room' }).fill('L-3');
  await dialog.getByRole('spinbutton', { name: 'Grade' }).fill('9');
  await dialog.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Science' }).click();
  await typeDate(dialog, 'Term starts', new Date());
  await typeDate(dialog, 'Term ends', new Date(Date.now() + 90 * 24 * 3600_000));

  // ...the session ends (its cookie is gone, as after the idle end), and saving meets a 401.
  await context.clearCookies();
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

  // Signing in again returns to the page, with the dialog and what was typed.
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/classes\?sort=grade&order=desc$/);
  dialog = page.getByRole('dialog', { name: 'New class' });
  await expect(dialog.getByText(/What you typed before signing in again is back/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Year 9 Chemistry');
  await expect(dialog.getByRole('textbox', { name: 'Room' })).toHaveValue('L-3');
  await expect(dialog.getByRole('spinbutton', { name: 'Grade' })).toHaveValue('9');
  await expect(dialog.getByRole('combobox', { name: 'Subject' })).toHaveText('Science');

  // Cancelling drops the draft; an explicit sign-out drops any that are left.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const drafts = () => page.evaluate(() => sessionStorage.getItem('lectern.drafts'));
  expect(await drafts()).toBeNull();
  await page.getByRole('button', { name: 'New class' }).first().click();
  await page
    .getByRole('dialog', { name: 'New class' })
    .getByRole('textbox', { name: 'Name' })
    .fill('Draft to forget');
  await expect.poll(drafts).toContain('Draft to forget');
  // Another form's draft kept in this tab (the dialog itself must close to reach the menu).
  await page.evaluate(() => {
    const store = JSON.parse(sessionStorage.getItem('lectern.drafts')!) as object;
    sessionStorage.setItem('lectern.drafts', JSON.stringify({ ...store, other: store }));
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await drafts()).toContain('Draft to forget');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await drafts()).toBeNull();
});
