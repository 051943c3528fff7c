import { appendFileSync } from 'node:fs';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright';
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
  __lecternLastCall?: string;
  __lecternPending?: () => string[];
  __mswUnhandled?: string[];
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void };
};

/**
 * Every wait is bounded, and a wait that runs out fails its story with what it waited for:
 * a story never hangs the suite (`scripts/test-stories.mjs` bounds the whole run as well).
 */
const LIMITS = {
  /** Loaders, play function and axe of one render. */
  story: Number(process.env.STORY_LIMIT_MS ?? 30_000),
  /** From a finished play function to a settled screen (requests, lazy chunks, fonts). */
  settle: 15_000,
  /** Any single browser action (navigation, screenshot, script). */
  action: 30_000,
};

/**
 * A line per story step in a file the run's watchdog reads (scripts/test-stories.mjs): Jest
 * reports only whole files, and a long file is not a stuck one.
 */
function heartbeat(what: string) {
  const file = process.env.STORY_PROGRESS_FILE;
  if (file) appendFileSync(file, `${new Date().toISOString()} ${what}\n`);
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** `work`, or a failure naming `what` once `ms` have passed. */
async function bounded<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Timed out after ${seconds(ms)} waiting for ${what}`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** The step a play function began last (from Storybook's instrumenter), for messages. */
async function lastStep(page: Page): Promise<string> {
  const step = await bounded(
    2_000,
    'the page to answer',
    page.evaluate(() => (window as LecternWindow).__lecternLastCall),
  ).catch(() => undefined);
  return step ? `; the last step it began: ${step}` : '';
}

let modePage: Page | undefined;
let watchdog: ReturnType<typeof setTimeout> | undefined;

let modeContext: BrowserContext | undefined;

/**
 * The page the modes are rendered in: its own browser context, so the runner's page (which it
 * prepares once and reuses for every story) is left alone, and the two share no localStorage:
 * otherwise a story's storage changes reach the other page as another tab's sign-out. A new
 * page for every story (the context, and so the HTTP cache, is kept), so no story inherits
 * state another left behind.
 */
async function freshModePage(page: Page): Promise<Page> {
  if (!modeContext) {
    const browser = page.context().browser();
    if (!browser) throw new Error('The test runner page has no browser');
    modeContext = await browser.newContext(storyContextOptions as BrowserContextOptions);
  }
  if (modePage && !modePage.isClosed()) await modePage.close();
  modePage = await modeContext.newPage();
  modePage.setDefaultTimeout(LIMITS.action);
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
        // The play function's steps, so a story that times out can say where it stopped.
        value?.on('storybook/instrumenter/call', (data) => {
          const call = data as { method?: string; path?: unknown[]; args?: unknown[] };
          const args = JSON.stringify(call.args ?? [])
            .slice(1, -1)
            .slice(0, 160);
          const name = [
            ...(call.path ?? []).filter((p) => typeof p === 'string'),
            call.method,
          ].join('.');
          (window as LecternWindow).__lecternLastCall = `${name}(${args})`;
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
    // instrument=true: Storybook reports the play function's steps (for timeout messages) even
    // though this page is not inside the manager.
    `${origin}/iframe.html?id=${storyId}&viewMode=story&globals=theme:${mode.theme}&instrument=true`,
    { waitUntil: 'load', timeout: LIMITS.action },
  );
  try {
    await page.waitForFunction(
      () => (window as LecternWindow).__lecternFinished !== undefined,
      null,
      { timeout: LIMITS.story },
    );
  } catch {
    return [
      `the story did not finish (loaders, play function, axe) within ${seconds(LIMITS.story)}${await lastStep(page)}`,
    ];
  }
  const { finished, errors, unhandled } = await page.evaluate(() => {
    const w = window as LecternWindow;
    return {
      finished: w.__lecternFinished!,
      errors: w.__lecternErrors ?? [],
      unhandled: w.__mswUnhandled ?? [],
    };
  });

  const problems: string[] = [];
  const unsettled = await waitUntilSettled(page);
  if (unsettled) problems.push(unsettled);
  if (finished.status !== 'success') problems.push(`the story ended with an error`);
  for (const error of errors) problems.push(`the play function failed: ${error}`);
  const violations = finished.reporters.find((r) => r.type === 'a11y')?.result?.violations ?? [];
  if (violations.length > 0) problems.push(`axe violations:\n${describeViolations(violations)}`);
  if (unhandled.length > 0)
    problems.push(`API calls no MSW handler answered: ${unhandled.join(', ')}`);
  return problems;
}

/**
 * The readiness signal (`.storybook/settle.ts`): nothing in flight, nothing busy that the story
 * did not hold on purpose, the router idle, fonts loaded; then two frames in a row with no DOM
 * change (a chart that measures its box and draws again). Returns a problem, or undefined.
 */
async function waitUntilSettled(page: Page): Promise<string | undefined> {
  try {
    await page.waitForFunction(
      () => {
        const pending = (window as LecternWindow).__lecternPending;
        return pending !== undefined && pending().length === 0;
      },
      null,
      { timeout: LIMITS.settle, polling: 'raf' },
    );
  } catch {
    const pending = await bounded(
      2_000,
      'the page to answer',
      page.evaluate(
        () => (window as LecternWindow).__lecternPending?.() ?? ['no readiness signal'],
      ),
    ).catch(() => ['the page did not answer']);
    return `the screen did not settle within ${seconds(LIMITS.settle)}; still waiting for: ${pending.join('; ')}`;
  }
  const quiet = await bounded(
    LIMITS.settle,
    'two frames with no DOM change',
    page.evaluate(
      () =>
        new Promise<boolean>((done) => {
          let changed = false;
          let calm = 0;
          const observer = new MutationObserver(() => (changed = true));
          observer.observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          const frame = () => {
            calm = changed ? 0 : calm + 1;
            changed = false;
            if (calm >= 2) {
              observer.disconnect();
              done(true);
            } else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    ),
  ).catch((error: Error) => error.message);
  return quiet === true ? undefined : String(quiet);
}

/**
 * The whole page, like Chromatic's capture. Playwright's `fullPage` resizes the viewport while
 * it shoots, so fixed elements (toasts, menus) repaint mid-capture and their text comes out
 * differently from run to run. Instead the viewport is grown to the content first, and the
 * shot waits for two frames so layout and paint have settled.
 *
 * Growing the viewport can still change how the browser composites fixed overlays (a menu
 * painted 1 px aside, its colours a unit off: AdminLayout AccountMenuOpen, about one full run
 * in five under load), a frame or more after the resize. So the picture is its own readiness
 * signal, as Playwright's `toHaveScreenshot` does it: shots are taken until two in a row are
 * identical (at most `STABLE_SHOTS`), and a picture that never settles fails its story.
 */
const STABLE_SHOTS = 6;

async function shotOfWholePage(page: Page, mode: VisualMode): Promise<Buffer> {
  const height = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
  if (height > mode.viewport.height) {
    await page.setViewportSize({ width: mode.viewport.width, height });
  }
  const frames = () =>
    bounded(
      LIMITS.action,
      'two frames after resizing for the screenshot',
      page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      ),
    );
  const shoot = async () => {
    await frames();
    return page.screenshot({ animations: 'disabled', caret: 'hide', timeout: LIMITS.action });
  };
  let previous = await shoot();
  for (let shot = 2; shot <= STABLE_SHOTS; shot++) {
    const current = await shoot();
    if (current.equals(previous)) return current;
    heartbeat(`picture still changing (shot ${shot})`);
    previous = current;
  }
  throw new Error(
    `the picture did not settle: ${STABLE_SHOTS} screenshots in a row each differed from the one before`,
  );
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  /**
   * The runner's own visit waits for the story with no limit of its own: past the story limit,
   * the watchdog ends it as a failed story, naming the step the play function was on.
   */
  async preVisit(page, context) {
    heartbeat(`start ${context.id}`);
    page.setDefaultTimeout(LIMITS.action);
    // The runner reuses one page for every story: listen for steps once, forget the last story's.
    await page.evaluate(() => {
      const w = window as LecternWindow & { __lecternStepsWatched?: boolean };
      w.__lecternLastCall = undefined;
      if (w.__lecternStepsWatched) return;
      w.__lecternStepsWatched = true;
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__ as unknown as {
        on: (event: string, fn: (data: unknown) => void) => void;
      };
      channel.on('storybook/instrumenter/call', (data) => {
        const call = data as { method?: string; path?: unknown[]; args?: unknown[] };
        const args = JSON.stringify(call.args ?? [])
          .slice(1, -1)
          .slice(0, 160);
        const name = [...(call.path ?? []).filter((p) => typeof p === 'string'), call.method].join(
          '.',
        );
        w.__lecternLastCall = `${name}(${args})`;
      });
    });
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      void lastStep(page).then((step) =>
        page
          .evaluate(
            (description) =>
              (window as LecternWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('storyErrored', {
                title: 'Timed out',
                description,
              }),
            `${context.title} › ${context.name} did not finish (loaders, play function, axe) within ${seconds(LIMITS.story)}${step}`,
          )
          .catch(() => undefined),
      );
    }, LIMITS.story);
  },

  /**
   * The first visit (the runner's own) checks the play function and axe in the default mode.
   * Then every visual mode of the story is rendered afresh, checked again (so dark-mode
   * contrast is tested too) and compared pixel for pixel with its committed baseline.
   */
  async postVisit(page, context) {
    clearTimeout(watchdog);
    const story = await getStoryContext(page, context);
    const chromatic = story.parameters.chromatic as
      | { modes?: Record<string, VisualMode & { disable?: boolean }>; disableSnapshot?: boolean }
      | undefined;
    if (chromatic?.disableSnapshot) return;

    const origin = new URL(page.url()).origin;
    const shots = await freshModePage(page);
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
      heartbeat(`${context.id} ${name}`);
      const problems = await renderInMode(shots, origin, context.id, mode);
      failures.push(...problems.map((p) => `[${name}] ${p}`));
      // A render that did not finish or settle says nothing a picture could add.
      if (problems.length > 0) continue;

      let image: Buffer;
      try {
        image = await shotOfWholePage(shots, mode);
      } catch (error) {
        failures.push(`[${name}] ${(error as Error).message}`);
        continue;
      }
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
