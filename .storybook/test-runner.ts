import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { BrowserContextOptions, Page } from 'playwright';
import { storyContextOptions } from '../scripts/chromium.mjs';
import { componentModes, type VisualMode } from './modes.ts';
import { BASELINE_DIR, DIFF_DIR, RECEIVED_DIR } from './visual-paths.ts';

interface FinishedEvent {
  status: 'success' | 'error';
  reporters: { type: string; result?: { violations?: AxeViolation[] } }[];
}
interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}
type LecternWindow = Window & {
  __lecternFinished?: FinishedEvent;
  __lecternErrors?: string[];
  __mswUnhandled?: string[];
};

let modePage: Page | undefined;

/**
 * The page the modes are rendered in: its own browser context, so the runner's page (which it
 * prepares once and reuses for every story) is left alone, and the two share no localStorage:
 * otherwise a story's storage changes reach the other page as another tab's sign-out.
 */
async function getModePage(page: Page): Promise<Page> {
  if (modePage && !modePage.isClosed()) return modePage;
  const browser = page.context().browser();
  if (!browser) throw new Error('The test runner page has no browser');
  const context = await browser.newContext(storyContextOptions as BrowserContextOptions);
  modePage = await context.newPage();
  await watchStoryFinished(modePage);
  return modePage;
}

/**
 * Records Storybook's `storyFinished` event (play function, loaders and addon-a11y's axe run all
 * done) on every page load. A setter on the channel global means no event can slip past.
 */
async function watchStoryFinished(page: Page) {
  await page.addInitScript(() => {
    let channel: { on: (event: string, fn: (data: unknown) => void) => void } | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: typeof channel) {
        channel = value;
        value?.on('storyFinished', (data) => {
          (window as LecternWindow).__lecternFinished = data as FinishedEvent;
        });
        // A play function that throws outside the test runner's own page is only logged by
        // Storybook, and the story still "finishes" with success: record it as a failure.
        for (const event of [
          'playFunctionThrewException',
          'unhandledErrorsWhilePlaying',
          'storyThrewException',
          'storyErrored',
        ]) {
          value?.on(event, (data) => {
            const error = data as { message?: string; title?: string } | undefined;
            const w = window as LecternWindow;
            const message = (error?.message ?? error?.title ?? '').split('\n')[0];
            (w.__lecternErrors ??= []).push(`${event}: ${message}`);
          });
        }
      },
    });
  });
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    .join('\n');
}

async function renderInMode(
  page: Page,
  origin: string,
  storyId: string,
  mode: VisualMode,
): Promise<string[]> {
  await page.setViewportSize(mode.viewport);
  await page.goto(
    `${origin}/iframe.html?id=${storyId}&viewMode=story&globals=theme:${mode.theme}`,
    { waitUntil: 'load' },
  );
  await page.waitForFunction(
    () => (window as LecternWindow).__lecternFinished !== undefined,
    null,
    {
      timeout: 15_000,
    },
  );
  const { finished, errors, unhandled } = await page.evaluate(async () => {
    await document.fonts.ready;
    const w = window as LecternWindow;
    return {
      finished: w.__lecternFinished!,
      errors: w.__lecternErrors ?? [],
      unhandled: w.__mswUnhandled ?? [],
    };
  });

  const problems: string[] = [];
  if (finished.status !== 'success') problems.push(`the story ended with an error`);
  for (const error of errors) problems.push(`the play function failed: ${error}`);
  const violations = finished.reporters.find((r) => r.type === 'a11y')?.result?.violations ?? [];
  if (violations.length > 0) problems.push(`axe violations:\n${describeViolations(violations)}`);
  if (unhandled.length > 0)
    problems.push(`API calls no MSW handler answered: ${unhandled.join(', ')}`);
  return problems;
}

/**
 * The whole page, like Chromatic's capture. Playwright's `fullPage` resizes the viewport while
 * it shoots, so fixed elements (toasts, menus) repaint mid-capture and their text comes out
 * differently from run to run. Instead the viewport is grown to the content first, and the
 * shot waits for two frames so layout and paint have settled.
 */
async function shotOfWholePage(page: Page, mode: VisualMode) {
  const height = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
  if (height > mode.viewport.height) {
    await page.setViewportSize({ width: mode.viewport.width, height });
  }
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  /**
   * The first visit (the runner's own) checks the play function and axe in the default mode.
   * Then every visual mode of the story is rendered afresh, checked again (so dark-mode
   * contrast is tested too) and compared pixel for pixel with its committed baseline.
   */
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const chromatic = story.parameters.chromatic as
      | { modes?: Record<string, VisualMode & { disable?: boolean }>; disableSnapshot?: boolean }
      | undefined;
    if (chromatic?.disableSnapshot) return;

    const origin = new URL(page.url()).origin;
    const shots = await getModePage(page);
    const failures: string[] = [];
    const modes: Record<string, VisualMode & { disable?: boolean }> =
      chromatic?.modes ?? componentModes;
    // Whole screens are reviewed at phone width too; a screen story without it is a mistake.
    const isScreen = /^(App|Features)\//.test(story.title);
    if (isScreen && !Object.values(modes).some((m) => m.viewport.width < 600)) {
      throw new Error(
        `${story.title} is a whole screen: give it screenParameters() (phone modes).`,
      );
    }
    for (const [name, mode] of Object.entries(modes)) {
      if (mode.disable) continue;
      const problems = await renderInMode(shots, origin, context.id, mode);
      failures.push(...problems.map((p) => `[${name}] ${p}`));

      const image = await shotOfWholePage(shots, mode);
      try {
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: BASELINE_DIR,
          customSnapshotIdentifier: `${context.id}--${name.replace(/\s+/g, '-')}`,
          customDiffDir: DIFF_DIR,
          customReceivedDir: RECEIVED_DIR,
          storeReceivedOnFailure: true,
          diffDirection: 'horizontal',
          // Pixel-identical or it fails: every source of drift is removed instead.
          failureThreshold: 0,
        });
      } catch (error) {
        failures.push(`[${name}] ${(error as Error).message.split('\n')[0]}`);
        // The DOM as it was shot, beside the received image: what a reviewer needs to tell a
        // rendering difference from a different state.
        const html = await shots.content();
        const file = `${RECEIVED_DIR}/${context.id}--${name.replace(/\s+/g, '-')}-received.html`;
        const fs = await import('node:fs/promises');
        await fs.mkdir(RECEIVED_DIR, { recursive: true });
        await fs.writeFile(file, html);
      }
    }
    if (failures.length > 0) throw new Error(failures.join('\n'));
  },
};

export default config;
