import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed.ts';
import { firstPagePng, printToPdf } from './pdf';

// The demo teacher's Algebra I (seeded by global-setup.ts): 28 students, Homework and Tests,
// two grading periods, an excused piece and an extension. Printed by the browser to PDF as a
// person's "Save as PDF" would, on A4 and US Letter.

const FORMATS = ['A4', 'Letter'] as const;

test('print a student’s slip, every slip and the class report on A4 and US Letter', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAIL);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The roster links each student to their page.
  await page.goto('/admin/classes');
  await page.getByRole('link', { name: 'Algebra I' }).first().click();
  await expect(page).toHaveURL(/\/admin\/classes\/[0-9a-f-]{36}$/);
  const classUrl = new URL(page.url()).pathname;
  const roster = page.getByRole('table', { name: 'Students' });
  const first = roster.getByRole('link').first();
  // Written as everywhere, first name then last name (Patterns/Names).
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Totals for' })).toBeVisible();
  const working = page.getByRole('region', { name: 'How this is worked out' });
  await expect(working.getByRole('region', { name: 'Homework' })).toBeVisible();
  await expect(working.getByRole('region', { name: 'Tests' })).toBeVisible();
  await expect(
    working.getByText('Percentages are rounded to one decimal place, halves up.'),
  ).toBeVisible();
  const overall = (await page
    .getByRole('region', { name: 'Overall grade' })
    .textContent())!.replace('Overall grade', '');
  await expect(page.getByRole('button', { name: 'Print slip' })).toBeVisible();

  // The slip: one page in either format, with what it must say, and no screen furniture.
  const figures: string[] = [];
  for (const format of FORMATS) {
    const slip = await printToPdf(page, testInfo, 'slip', format);
    figures.push(`slip ${format}: ${slip.pages} page(s)`);
    expect(slip.pages).toBe(1);
    const text = slip.text[0]!;
    expect(text).toContain(name);
    expect(text).toContain('Algebra I');
    expect(text).toContain('Overall');
    expect(text).toContain(overall.replace(/Nothing counts yet\.$/, ''));
    expect(text).toContain('Missing work');
    expect(text).toContain('Last comment');
    for (const absent of ['Print slip', 'Dashboard', 'How this is worked out'])
      expect(text).not.toContain(absent);
    if (format === 'A4') await firstPagePng(testInfo, slip.file, 'slip-A4-page-1');
  }

  // Every slip: one page per student; the class report: one page.
  await page.goto(`${classUrl}/report?print=slips`);
  const rows = page.getByRole('table', { name: 'Class report' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const students = (await rows.count()) - 1;
  expect(students).toBeGreaterThan(20);
  for (const format of FORMATS) {
    const slips = await printToPdf(page, testInfo, 'slips', format);
    figures.push(`all slips ${format}: ${slips.pages} page(s) for ${students} students`);
    expect(slips.pages).toBe(students);
    // Each page is one student's slip, whole: it starts with a name and ends with the footer.
    for (const text of slips.text.slice(0, students))
      expect(text).toMatch(
        /Overall[\s\S]*Missing work[\s\S]*Last comment[\s\S]*Printed from Lectern/,
      );
  }
  // A full class (the roster's 40), some with long names, still reports on one page.
  const status = await page.evaluate(
    async ({ classId, count }) => {
      const students = Array.from({ length: count }, (_, i) => ({
        firstName: i % 3 === 0 ? 'Maximiliana-Josefina' : `Extra${String.fromCharCode(65 + i)}`,
        lastName: i % 3 === 0 ? `Konstantinopoulou-Vandermeer ${i}` : 'Student',
        studentNumber: `X-${2000 + i}`,
        notes: '',
      }));
      const response = await fetch('/api/students/import', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ classId, students }),
      });
      return response.status;
    },
    { classId: classUrl.split('/').pop()!, count: 40 - students },
  );
  expect(status).toBe(201);
  await page.goto(`${classUrl}/report`);
  await expect(rows.nth(40)).toBeVisible();
  const full = (await rows.count()) - 1;
  expect(full).toBe(40);
  for (const format of FORMATS) {
    const report = await printToPdf(page, testInfo, 'report', format);
    figures.push(`class report ${format}: ${report.pages} page(s)`);
    expect(report.pages).toBe(1);
    expect(report.text[0]).toContain('Algebra I: class report');
    expect(report.text[0]).toContain('40 students');
    // Nothing cut off: the last student is on the page.
    const lastRow = (await rows.nth(full).getByRole('rowheader').textContent())!;
    expect(report.text[0]).toContain(lastRow);
    if (format === 'Letter') await firstPagePng(testInfo, report.file, 'report-Letter-page-1');
  }
  await testInfo.attach('pages.txt', { body: figures.join('\n'), contentType: 'text/plain' });
  console.log(figures.join('\n'));
});
