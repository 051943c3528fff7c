import { expect, test } from '@playwright/test';
import { at, short, signUp, typeDate } from './support';

test('plan a class, import its roster, set and mark work, and the dashboard follows', async ({
  page,
}) => {
  await signUp(page);

  // A new teacher's first step opens the class dialog.
  await page.getByRole('link', { name: 'Add your first class' }).click();
  const dialog = page.getByRole('dialog', { name: 'New class' });
  await expect(dialog).toBeVisible();

  // The numeric and pattern rules, with their exact messages.
  const grade = dialog.getByRole('spinbutton', { name: 'Grade' });
  const room = dialog.getByRole('textbox', { name: 'Room' });
  await grade.fill('0');
  await room.fill('room five');
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(grade).toHaveAccessibleDescription(
    'Please enter a value greater than or equal to 1.',
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

  // The class's page: an empty roster, filled from a CSV file with a preview first.
  await page.getByRole('link', { name: 'Classes', exact: true }).click();
  await page.getByRole('link', { name: 'Algebra I' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Algebra I' })).toBeVisible();
  await expect(page.getByText('No students in Algebra I yet')).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import students into Algebra I' });
  await importer.getByLabel('CSV file').setInputFiles({
    name: 'algebra.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'First name,Last name,Student number\r\nAda,Lovelace,S-1815\r\nAlan,Turing,S 1912\r\nGrace,Hopper,S-1906\r\n',
    ),
  });
  // One row breaks a rule: its message, and nothing to import until it is put right.
  const preview = importer.getByRole('table', { name: 'Preview' });
  await expect(preview).toContainText(
    'Student number: Use letters, digits and dashes, such as S-1042.',
  );
  await expect(importer.getByRole('button', { name: 'Import' })).toBeDisabled();
  const text = importer.getByRole('textbox', { name: 'Roster as CSV' });
  await text.fill((await text.inputValue()).replace('S 1912', 'S-1912'));
  await expect(importer.getByText('3 students ready to import.')).toBeVisible();
  await importer.getByRole('button', { name: 'Import 3 students' }).click();
  await expect(page.getByText('3 students imported into Algebra I.')).toBeVisible();
  const roster = page.getByRole('table', { name: 'Students' });
  await expect(roster).toContainText('Ada Lovelace');
  await expect(page.getByRole('tab', { name: 'Students (3)' })).toBeVisible();

  // The assignment was due yesterday after all: all three pieces of work are missing.
  await page.getByRole('link', { name: 'Assignments', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Linear equations, part 1' }).click();
  const moved = page.getByRole('dialog', { name: 'Edit Linear equations, part 1' });
  await typeDate(page, 'Due date', at(-1));
  await moved.getByRole('button', { name: 'Save changes' }).click();
  await expect(moved).toBeHidden();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(summary.getByRole('link', { name: /^Missing/ })).toContainText('3');
  await expect(summary.getByRole('link', { name: /^To mark/ })).toContainText('0');

  // Mark two students from the keyboard alone: a score, Enter, the next one's score.
  await summary.getByRole('link', { name: /^Missing/ }).click();
  await expect(page).toHaveURL(/status=missing/);
  await page.getByRole('link', { name: 'Linear equations, part 1' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Linear equations, part 1' }),
  ).toBeVisible();
  const hopper = page.getByRole('textbox', { name: 'Score for Grace Hopper' });
  await hopper.focus();
  await page.keyboard.type('18');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Score for Ada Lovelace' })).toBeFocused();
  await page.keyboard.type('15');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Score for Alan Turing' })).toBeFocused();
  // Each mark saved as it went, and said so once.
  await expect(page.getByRole('status').filter({ hasText: 'Ada Lovelace: saved.' })).toBeVisible();
  // Alan's work came in, late, and waits for its mark.
  await page
    .getByRole('combobox', { name: 'Handed in for Alan Turing' })
    .selectOption({ label: 'Handed in late' });
  await expect(page.getByRole('status').filter({ hasText: 'Alan Turing: saved.' })).toBeVisible();

  // The dashboard follows: nothing missing now, one piece to mark.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(summary.getByRole('link', { name: /^Missing/ })).toContainText('0');
  await expect(summary.getByRole('link', { name: /^To mark/ })).toContainText('1');
  await expect(page.getByRole('region', { name: 'To mark and missing, by class' })).toContainText(
    '1 to mark',
  );
});
