import { expect, test, type Page } from '@playwright/test';

// The browser and the server run on the real clock here (UTC), so dates are computed from it.
const DAY = 24 * 3600_000;
const at = (days: number) => new Date(Date.now() + days * DAY);
const typed = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${d.getUTCFullYear()}`;
const short = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' }).format(d);

async function signUp(page: Page) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Kofi Mensah');
  await page.getByRole('textbox', { name: 'Email' }).fill(`kofi.${Date.now()}@school.org`);
  await page.getByLabel(/^Password/).fill('planning the whole term');
  await page.getByLabel(/^Confirm password/).fill('planning the whole term');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function typeDate(page: Page, label: string, date: Date) {
  const group = page.getByRole('dialog').getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(typed(date));
}

test('plan a class and an assignment end to end, with the spec’s messages on the way', async ({
  page,
}) => {
  await signUp(page);

  // A new teacher's first step opens the class dialog.
  await page.getByRole('link', { name: 'Add your first class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await expect(dialog).toBeVisible();

  // The numeric and pattern rules, with their exact messages.
  const grade = dialog.getByRole('spinbutton', { name: 'Grade' });
  const students = dialog.getByRole('spinbutton', { name: 'Students' });
  const room = dialog.getByRole('textbox', { name: 'Room' });
  await grade.fill('0');
  await students.fill('41');
  await room.fill('room five');
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(grade).toHaveAccessibleDescription(
    'Please enter a value greater than or equal to 1.',
  );
  await expect(students).toHaveAccessibleDescription(
    'Please enter a value less than or equal to 40.',
  );
  await expect(room).toHaveAccessibleDescription('Use a room code such as B-204.');
  await grade.fill('13');
  await expect(grade).toHaveAccessibleDescription('Please enter a value less than or equal to 12.');

  // Now a valid class, its term from today to sixty days on.
  const termEnds = at(60);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Algebra I');
  await dialog.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Mathematics' }).click();
  await grade.fill('9');
  await students.fill('28');
  await room.fill('B-204');
  await typeDate(page, 'Term starts', at(0));
  await typeDate(page, 'Term ends', termEnds);
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByText('Algebra I created.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Classes' })).toContainText('Algebra I');

  // An assignment due after the term ends is refused with the term end in the short format.
  await page.getByRole('link', { name: 'Assignments' }).click();
  await page.getByRole('button', { name: 'New assignment' }).click();
  const form = page.getByRole('dialog', { name: 'New assignment' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Linear equations worksheet');
  await form.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Algebra I' }).click();
  await typeDate(page, 'Due date', at(61));
  await form.getByRole('spinbutton', { name: 'Max points' }).fill('20');
  await form.getByRole('button', { name: 'Create assignment' }).click();
  const due = form.getByRole('group', { name: 'Due date' });
  await expect(due).toHaveAccessibleDescription(
    `Please enter a date less than or equal to ${short(termEnds)}.`,
  );

  // Due in three days instead: created.
  await typeDate(page, 'Due date', at(3));
  await form.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.getByText('Linear equations worksheet set for Algebra I.')).toBeVisible();

  // On the dashboard: the figures, the coming two weeks and the chart.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const summary = page.getByRole('list', { name: 'Summary' });
  await expect(summary.getByRole('link', { name: /Due in the next 7 days/ })).toContainText('1');
  await expect(summary.getByRole('link', { name: /^Classes/ })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Coming up in the next two weeks' })).toContainText(
    `Algebra I · due ${short(at(3))}`,
  );
  const chart = page.getByRole('table', { name: 'Assignments due per week' });
  await expect(chart.getByRole('cell', { name: '1', exact: true })).toHaveCount(1);
  // The bars themselves are drawn for the eye only (the table above is their text).
  await expect(
    page.getByRole('region', { name: 'Assignments per week' }).locator('svg').first(),
  ).toBeVisible();

  // Edit it from the list the "due" card opens.
  await summary.getByRole('link', { name: /Due in the next 7 days/ }).click();
  await expect(page).toHaveURL(/\/admin\/assignments\?status=week$/);
  await page.getByRole('button', { name: 'Edit Linear equations worksheet' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Linear equations worksheet' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Linear equations, part 1');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const table = page.getByRole('table', { name: 'Assignments' });
  await expect(table).toContainText('Linear equations, part 1');

  // Delete it, then Undo.
  await page.getByRole('button', { name: 'Delete Linear equations, part 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Linear equations, part 1?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Linear equations, part 1 deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No assignments match' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Linear equations, part 1 is back.')).toBeVisible();
  await expect(table).toContainText('Linear equations, part 1');
});
