import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { printToPdf } from './pdf';
import { aClass, apiPost, at, iso, short, signUp, typeDate } from './support';

// A new teacher's class of four, built for this journey (the demo's 28 students and their
// random marks would leave nothing to work out by hand). The markbook's students are in
// surname order, its assignments in due-date order.
const STUDENTS = [
  { firstName: 'Grace', lastName: 'Hopper', studentNumber: 'S-1906' },
  { firstName: 'Katherine', lastName: 'Johnson', studentNumber: 'S-1918' },
  { firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-1815' },
  { firstName: 'Alan', lastName: 'Turing', studentNumber: 'S-1912' },
];
const ASSIGNMENTS = [
  { title: 'Homework 1', due: at(-10), maxPoints: '20', category: 'Homework (30 %)' },
  { title: 'Homework 2', due: at(-5), maxPoints: '10', category: 'Homework (30 %)' },
  { title: 'Unit test', due: at(-2), maxPoints: '30', category: 'Tests (70 %)' },
];
/** The grid's cells in a row, after the name (a row header): the total, then the work. */
const COLUMNS = ['Total', ...ASSIGNMENTS.map((a) => a.title)];
const termEnds = at(60);
const extendedTo = at(5);

/** The class and its roster, through the API the class dialog and the roster import use. */
async function classOfFour(page: Page): Promise<string> {
  const { id } = await apiPost(
    page,
    '/api/classes',
    aClass({ room: 'B-204', termEnds: iso(termEnds) }),
  );
  await apiPost(page, '/api/students/import', {
    classId: id,
    students: STUDENTS.map((s) => ({ ...s, notes: '' })),
  });
  return id;
}

test('set up categories, mark from the keyboard, excuse, extend, read a total’s working, undo a bulk action, export and print', async ({
  page,
}, testInfo) => {
  await signUp(page, 'Nia Okafor');
  const classId = await classOfFour(page);

  // Categories on the class's Grading tab: Homework 30 %, Tests 70 %.
  await page.goto(`/admin/classes/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Algebra I' })).toBeVisible();
  await page.getByRole('tab', { name: 'Grading' }).click();
  for (const [name, weight] of [
    ['Homework', '30'],
    ['Tests', '70'],
  ] as const) {
    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('spinbutton', { name: 'Weight (%)' }).fill(weight);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText(`${name} added.`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const categories = page.getByRole('table', { name: 'Grading categories' });
  await expect(categories.getByRole('row', { name: /Homework/ })).toContainText('30 %');
  await expect(categories.getByRole('row', { name: /Tests/ })).toContainText('70 %');

  // Three assignments, each in its category, all already due (set in the term's first weeks).
  await page.getByRole('link', { name: 'Assignments', exact: true }).click();
  for (const a of ASSIGNMENTS) {
    await page.getByRole('button', { name: 'New assignment' }).click();
    const form = page.getByRole('dialog', { name: 'New assignment' });
    await form.getByRole('textbox', { name: 'Title' }).fill(a.title);
    await form.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'Algebra I' }).click();
    await typeDate(page, 'Due date', a.due);
    await form.getByRole('spinbutton', { name: 'Max points' }).fill(a.maxPoints);
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: a.category }).click();
    await form.getByRole('button', { name: 'Create assignment' }).click();
    await expect(page.getByText(`${a.title} set for Algebra I.`)).toBeVisible();
    await expect(form).toBeHidden();
  }

  // The markbook, from the class's page.
  await page.goto(`/admin/classes/${classId}`);
  await page.getByRole('link', { name: 'Markbook' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${classId}/markbook$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Algebra I: markbook' })).toBeVisible();
  await expect(page.getByText('4 students · 3 assignments')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Markbook of Algebra I' });
  await expect(grid.getByRole('columnheader')).toHaveText([
    'Student',
    'Total',
    ...ASSIGNMENTS.map(
      (a) => `${a.title}Due ${short(a.due)}Out of ${a.maxPoints}${a.category.split(' ')[0]}`,
    ),
  ]);
  await expect(grid.getByRole('rowheader')).toHaveText([
    ...STUDENTS.map((s) => `${s.firstName} ${s.lastName}${s.studentNumber}`),
    'Average',
    'Handed in',
    'Marked',
    'Missing',
    'Excused',
  ]);
  /** A row by its header (a student's name and number, or a figure's name), a cell by column. */
  const cell = (rowName: string, column: string) =>
    grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${rowName}`) }) })
      .getByRole('gridcell')
      .nth(COLUMNS.indexOf(column));

  // Homework 1 from the keyboard: a score, Enter, and the next student's score.
  await cell('Grace Hopper', 'Homework 1').click();
  await expect(cell('Grace Hopper', 'Homework 1')).toBeFocused();
  for (const [name, score] of [
    ['Grace Hopper', '18'],
    ['Katherine Johnson', '17'],
    ['Ada Lovelace', '12'],
    ['Alan Turing', '20'],
  ] as const) {
    await page.keyboard.type(score);
    await expect(
      page.getByRole('textbox', { name: `Score for ${name}, Homework 1` }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cell(name, 'Homework 1')).toHaveAccessibleName(`${score} (out of 20)`);
  }
  await expect(cell('Alan Turing', 'Homework 1')).toBeFocused();

  // Homework 2: Grace's score; Katherine excused with `e`; Ada given an extension from the
  // cell's menu (Shift+F10); Alan's stays missing.
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowUp');
  await expect(cell('Grace Hopper', 'Homework 2')).toBeFocused();
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(cell('Katherine Johnson', 'Homework 2')).toBeFocused();
  await page.keyboard.press('e');
  await expect(cell('Katherine Johnson', 'Homework 2')).toHaveAccessibleName('Excused');
  await page.keyboard.press('ArrowDown');
  await expect(cell('Ada Lovelace', 'Homework 2')).toHaveAccessibleName('Missing');
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menuitem', { name: 'Give an extension…' }).click();
  const extension = page.getByRole('dialog', { name: 'Extension: Ada Lovelace, Homework 2' });
  await expect(
    extension.getByText(
      `From ${short(ASSIGNMENTS[1]!.due)} to ${short(termEnds)}. Missing and late follow this date for this student.`,
    ),
  ).toBeVisible();
  await typeDate(page, 'Own due date', extendedTo);
  await extension.getByRole('button', { name: 'Save' }).click();
  await expect(extension).toBeHidden();
  await expect(cell('Ada Lovelace', 'Homework 2')).toHaveAccessibleName(
    `Not handed in, Extension to ${short(extendedTo)}`,
  );
  await expect(cell('Alan Turing', 'Homework 2')).toHaveAccessibleName('Missing');
  await expect(cell('Grace Hopper', 'Homework 2')).toHaveAccessibleName('8 (out of 10)');
  // The keyboard carries on from the cell whose menu it was.
  await expect(cell('Ada Lovelace', 'Homework 2')).toBeFocused();

  // The unit test: Grace and Katherine marked; Ada and Alan missing.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('27');
  await page.keyboard.press('Enter');
  await page.keyboard.type('23');
  await page.keyboard.press('Enter');
  await expect(cell('Grace Hopper', 'Unit test')).toHaveAccessibleName('27 (out of 30)');
  await expect(cell('Katherine Johnson', 'Unit test')).toHaveAccessibleName('23 (out of 30)');
  await expect(cell('Ada Lovelace', 'Unit test')).toHaveAccessibleName('Missing');
  await expect(cell('Alan Turing', 'Unit test')).toHaveAccessibleName('Missing');

  // The totals, worked out by hand (missing work is left out until marked, the class's
  // setting; excused work is left out; weights 30 and 70 over the categories that have marks):
  //   Grace:     Homework (18 + 8) / 30 = 86.67 %, Tests 27/30 = 90 %:
  //              (30 × 86.67 + 70 × 90) / 100 = (2600 + 6300) / 100 = 89.0 %
  //   Katherine: Homework 17/20 = 85 % (Homework 2 excused), Tests 23/30 = 76.67 %:
  //              (30 × 85 + 70 × 76.67) / 100 = (2550 + 5366.67) / 100 = 79.17 → 79.2 %
  //   Ada:       Homework 12/20 = 60 % (Homework 2 extended, not due yet); no test mark: 60.0 %
  //   Alan:      Homework 20/20 = 100 % (Homework 2 missing, left out); no test mark: 100.0 %
  const totals = { 'Grace Hopper': '89.0%', 'Katherine Johnson': '79.2%' };
  const before = { ...totals, 'Ada Lovelace': '60.0%', 'Alan Turing': '100.0%' };
  for (const [name, total] of Object.entries(before))
    await expect(cell(name, 'Total')).toHaveText(total);
  // Each assignment's figures under the grid.
  // (18 + 17 + 12 + 20) / 80 = 83.75 → 83.8 %
  await expect(cell('Average', 'Homework 1')).toHaveText('83.8%');
  await expect(cell('Missing', 'Homework 2')).toHaveText('1');
  await expect(cell('Excused', 'Homework 2')).toHaveText('1');
  await expect(cell('Missing', 'Unit test')).toHaveText('2');

  // Katherine's total, from the keyboard: its working.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(cell('Katherine Johnson', 'Total')).toBeFocused();
  await page.keyboard.press('Enter');
  const working = page.getByRole('dialog', { name: 'Working for Katherine Johnson' });
  await expect(working).toBeVisible();
  await expect(working.getByText('79.2%', { exact: true })).toBeVisible();
  const homework = working.getByRole('region', { name: 'Homework' });
  await expect(homework).toContainText('Weight 30 · 30.0% of the total · 17 of 20 points: 85.0%');
  await expect(homework.getByRole('listitem')).toHaveText([
    'Homework 117 / 20 · counts',
    'Homework 2— · excused: left out',
  ]);
  const tests = working.getByRole('region', { name: 'Tests' });
  await expect(tests).toContainText('Weight 70 · 70.0% of the total · 23 of 30 points: 76.7%');
  await expect(tests.getByRole('listitem')).toHaveText(['Unit test23 / 30 · counts']);
  for (const sentence of [
    'Homework: 17 of 20 points = 85.0% (1 excused)',
    'Tests: 23 of 30 points = 76.7%',
    'Overall: (30 × 85.0% + 70 × 76.7%) ÷ 100 = 79.2%',
    'Percentages are rounded to one decimal place, halves up.',
  ])
    await expect(working.getByText(sentence, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(working).toBeHidden();
  await expect(cell('Katherine Johnson', 'Total')).toBeFocused();

  // A bulk action: every student not yet marked on the unit test gets 15, then Undo.
  await page.getByRole('button', { name: 'Bulk action' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk action' });
  await bulk
    .getByRole('combobox', { name: 'Assignment' })
    .selectOption({ label: 'Unit test (out of 30)' });
  await bulk.getByRole('checkbox', { name: 'All students' }).check();
  await bulk.getByRole('radio', { name: 'Give a score' }).check();
  await bulk.getByRole('textbox', { name: 'Score (out of 30)' }).fill('15');
  await expect(bulk.getByRole('status')).toHaveText(
    '2 cells of Unit test will change. 2 chosen students’ work stays as it is.',
  );
  await bulk.getByRole('button', { name: 'Apply' }).click();
  await expect(bulk).toBeHidden();
  await expect(page.getByText('2 cells changed.')).toBeVisible();
  await expect(cell('Ada Lovelace', 'Unit test')).toHaveAccessibleName('15 (out of 30)');
  await expect(cell('Alan Turing', 'Unit test')).toHaveAccessibleName('15 (out of 30)');
  // Ada: (30 × 60 + 70 × 50) / 100 = 53.0 %; Alan: (30 × 100 + 70 × 50) / 100 = 65.0 %
  await expect(cell('Ada Lovelace', 'Total')).toHaveText('53.0%');
  await expect(cell('Alan Turing', 'Total')).toHaveText('65.0%');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 cells restored.')).toBeVisible();
  await expect(cell('Ada Lovelace', 'Unit test')).toHaveAccessibleName('Missing');
  await expect(cell('Alan Turing', 'Unit test')).toHaveAccessibleName('Missing');
  for (const [name, total] of Object.entries(before))
    await expect(cell(name, 'Total')).toHaveText(total);

  // The CSV export, read back: what the grid shows, the overall as a number.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Algebra I year.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines).toEqual([
    'Student number,Last name,First name,Homework 1 (out of 20),Homework 2 (out of 10),Unit test (out of 30),Overall %',
    'S-1906,Hopper,Grace,18,8,27,89',
    'S-1918,Johnson,Katherine,17,Excused,23,79.2',
    'S-1815,Lovelace,Ada,12,,Missing,60',
    'S-1912,Turing,Alan,20,Missing,Missing,100',
    '',
  ]);
  for (const line of lines.slice(1, -1)) {
    const [, last, first, ...rest] = line.split(',');
    const shown = await cell(`${first} ${last}`, 'Total').textContent();
    expect(`${Number(rest.at(-1)).toFixed(1)}%`).toBe(shown);
  }

  // Ada's slip: her page from the class's roster, printed to PDF on one page.
  await page.getByRole('link', { name: 'Algebra I', exact: true }).click();
  await page
    .getByRole('table', { name: 'Students' })
    .getByRole('link', { name: 'Ada Lovelace' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overall grade' })).toHaveText(
    'Overall grade60.0%',
  );
  await expect(page.getByRole('region', { name: 'What is missing' })).toHaveText(
    `What is missingUnit test, due ${short(ASSIGNMENTS[2]!.due)}`,
  );
  await expect(page.getByRole('button', { name: 'Print slip' })).toBeVisible();
  const slip = await printToPdf(page, testInfo, 'slip', 'A4');
  expect(slip.pages).toBe(1);
  const text = slip.text[0]!.replace(/\s+/g, ' ');
  for (const words of [
    'Ada Lovelace',
    'Student number S-1815 · Algebra I · The whole year',
    'Overall 60.0%',
    `Missing work Unit test, due ${short(ASSIGNMENTS[2]!.due)}`,
    'Last comment No comments yet.',
    `Printed from Lectern on ${short(at(0))}.`,
  ])
    expect(text).toContain(words);
  // Her extended homework is not missing.
  expect(text).not.toContain('Homework 2');
});
