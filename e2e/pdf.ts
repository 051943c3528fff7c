import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

// Pages printed by the browser to PDF as a person's "Save as PDF" would, read back with
// poppler-utils (pdfinfo, pdftotext, pdftoppm).

/** The pages of a PDF as the browser wrote it: its /Type /Page objects (not /Pages). */
const pageObjects = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** A poppler tool's output; without poppler-utils the journey says what to install. */
function poppler(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `${tool} is missing: install poppler-utils (apt-get install -y poppler-utils)`,
      );
    throw error;
  }
}

/** The same, as poppler counts them. */
function pdfPages(file: string): number {
  const info = poppler('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
}

/** The PDF's text, page by page (pdftotext puts a form feed between pages). */
const pdfText = (file: string) => poppler('pdftotext', ['-layout', file, '-']).split('\f');

/** The page printed to PDF in a paper format, attached to the results; its pages and text. */
export async function printToPdf(page: Page, testInfo: TestInfo, name: string, format: string) {
  const pdf = await page.pdf({ format, printBackground: true });
  const file = testInfo.outputPath(`${name}-${format}.pdf`);
  writeFileSync(file, pdf);
  await testInfo.attach(`${name}-${format}.pdf`, { path: file, contentType: 'application/pdf' });
  expect(pageObjects(pdf)).toBe(pdfPages(file));
  return { file, pages: pdfPages(file), text: pdfText(file) };
}

/** The first page as a picture (poppler's pdftoppm), attached to the results. */
export async function firstPagePng(testInfo: TestInfo, file: string, name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-pdf-'));
  poppler('pdftoppm', [
    '-png',
    '-r',
    '96',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    path.join(dir, 'page'),
  ]);
  const png = testInfo.outputPath(`${name}.png`);
  writeFileSync(png, readFileSync(path.join(dir, 'page.png')));
  await testInfo.attach(`${name}.png`, { path: png, contentType: 'image/png' });
}
