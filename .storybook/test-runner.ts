import { appendFileSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { getStoryContext, type TestContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { storyContextOptions } from '../scripts/chromium.mjs';
import { storyLimits } from '../scripts/story-limits.mjs';
import { componentModes, runnerMode, type VisualMode } from './modes.ts';
import { snapshotOptions } from './visual-compare.ts';
import { BASELINE_DIR, DIFF_DIR, RECEIVED_DIR } from './visual-paths.ts';

interface FinishedEvent {
  storyId?: string;
  status: 'success' | 'error';
  reporters: { type: string; result?: { violations?: AxeViolation[]; error?: unknown } }[];
}
interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}
type LecternWindow = Window & {
  __lecternFinished?: FinishedEvent;
  /** The story whose `storyFinished` counts: a late one of the story before does not. */
  __lecternAwaited?: string;
  /** The scheme and axe switch a kept page was last given. */
  __lecternGlobals?: string;
  /** The story this page showed last (`renderInMode`). */
  __lecternShown?: string;
  __lecternErrors?: string[];
  __lecternLastCall?: string;
  __lecternPending?: () => string[];
  __lecternResetPending?: () => void;
  __lecternRunnerWatched?: boolean;
  __mswUnhandled?: string[];
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void };
};

/**
 * Every wait is bounded, and a wait that runs out fails its story with what it waited for:
 * a story never hangs the suite (`scripts/test-stories.mjs` bounds the whole run as well).
 * The figures, and why they are what they are, are in `scripts/story-limits.mjs`.
 */
const LIMITS = {
  /** Loaders, play function and axe of one render. */
  story: storyLimits.renderMs,
  /** From a finished play function to a settled screen (requests, lazy chunks, fonts). */
  settle: storyLimits.settleMs,
  /** Any single browser action (navigation, screenshot, script). */
  action: storyLimits.actionMs,
};

/**
 * The bounds of the story being run: `LIMITS`, or shorter ones a story declares for itself
 * (`parameters.testLimits`: the deliberately stuck stories of the bounds proof).
 */
let limits = { story: LIMITS.story, settle: LIMITS.settle };
interface TestLimits {
  storyMs?: number;
  settleMs?: number;
}

/**
 * A line per story step in a file the run's watchdog reads (scripts/test-stories.mjs): Jest
 * reports only whole files, and a long file is not a stuck one.
 */
function heartbeat(what: string) {
  const file = process.env.STORY_PROGRESS_FILE;
  if (file) appendFileSync(file, `${new Date().toISOString()} ${what}\n`);
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * What one story cost: a JSON line per story in a file that `scripts/test-stories.mjs` sums up
 * at its end (the slowest stories, the time per picture, how close each bound came to running
 * out), so a slower machine's cost is visible in CI's log.
 */
interface StoryCost {
  id: string;
  title: string;
  name: string;
  /** From the start of the runner's visit to the last picture compared. */
  ms: number;
  /** The runner's own visit: loaders, play function and axe in `runnerMode`. */
  visitMs: number;
  /** The longest wait of a render for its story to finish, and for its screen to settle. */
  renderMs: number;
  settleMs: number;
  /** Pictures compared, screenshots taken for them, and how many equalled the baseline at once. */
  pictures: number;
  shots: number;
  firstShotEqual: number;
  /** Renders axe ran in (the runner's visit included). */
  axe: number;
}
let cost: StoryCost | undefined;
let visitStarted = 0;
/** The story turns axe off itself (`parameters.a11y`): no render of it is expected to run it. */
let axeOff = false;
let runnerPage: Page | undefined;

function recordCost() {
  const file = process.env.STORY_TIMES_FILE;
  if (!cost) return;
  cost.ms = Date.now() - cost.ms;
  if (file) appendFileSync(file, `${JSON.stringify(cost)}\n`);
  cost = undefined;
}

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
    storyLimits.answerMs,
    'the page to answer',
    page.evaluate(() => (window as LecternWindow).__lecternLastCall),
  ).catch(() => undefined);
  return step ? `; the last step it began: ${step}` : '';
}

let watchdog: ReturnType<typeof setTimeout> | undefined;

const modeContexts = new Map<string, BrowserContext>();
const modePages = new Map<string, Page>();

/** Phone widths are phones: a touch screen and no fine pointer (the mobile date picker). */
const isPhone = (mode: VisualMode) => mode.viewport.width < 600;

/**
 * The page a mode's renders happen in, one per scheme and pointer, kept for the story file and
 * shown story after story the way the runner's own page is (and Storybook's catalogue): booting
 * a fresh preview for every render cost more than the render itself. Each in a browser context
 * of its own (`contextFor`); phone modes get a touch context, as a phone's browser is. A page
 * whose render went wrong is closed: the next render gets a new one.
 */
const pageKey = (mode: VisualMode) => `${mode.theme} ${isPhone(mode) ? 'touch' : 'mouse'}`;

/** The page kept for `mode`'s scheme and pointer, if there is one. */
function keptModePage(mode: VisualMode): Page | undefined {
  const kept = modePages.get(pageKey(mode));
  return kept && !kept.isClosed() ? kept : undefined;
}

/**
 * A browser context per kept page: pages of one context share localStorage, and a story
 * clearing it (every story does, in the preview's `beforeEach`) would reach a story shown in
 * the other page as another tab's sign-out.
 */
async function contextFor(runnerPage: Page, mode: VisualMode): Promise<BrowserContext> {
  const key = pageKey(mode);
  let context = modeContexts.get(key);
  if (!context) {
    const browser = runnerPage.context().browser();
    if (!browser) throw new Error('The test runner page has no browser');
    context = await browser.newContext({
      ...(storyContextOptions as BrowserContextOptions),
      hasTouch: isPhone(mode),
    });
    modeContexts.set(key, context);
  }
  return context;
}

/** A new page for `mode`'s scheme and pointer: Storybook's preview, showing nothing yet. */
async function openModePage(runnerPage: Page, origin: string, mode: VisualMode): Promise<Page> {
  const page = await (await contextFor(runnerPage, mode)).newPage();
  page.setDefaultTimeout(LIMITS.action);
  await watchStoryFinished(page);
  // instrument=true: Storybook reports the play function's steps (for timeout messages) even
  // though this page is not inside the manager.
  await page.goto(`${origin}/iframe.html?instrument=true`, {
    waitUntil: 'load',
    timeout: LIMITS.action,
  });
  modePages.set(pageKey(mode), page);
  return page;
}

async function dropModePage(page: Page) {
  for (const [key, kept] of modePages) if (kept === page) modePages.delete(key);
  await page.close().catch(() => undefined);
}

/**
 * Chromium decides whether a focus made by a script shows `:focus-visible` from the last real
 * input the document had (play functions' events are synthetic and do not count). A page that
 * shows story after story keeps that memory, so each render starts from the same one: a real
 * key press of Shift (changes nothing else), as if the last input was a keyboard's.
 */
async function sameInputHistory(page: Page) {
  await page.keyboard.press('Shift');
}

/** Forgets the last story's state in a page that shows stories one after another. */
function resetStoryState(storyId: string) {
  const w = window as LecternWindow;
  w.__lecternAwaited = storyId;
  w.__lecternLastCall = undefined;
  w.__lecternFinished = undefined;
  w.__lecternErrors = [];
  w.__mswUnhandled = [];
  // Work the last story held back on purpose is not this story's.
  w.__lecternResetPending?.();
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
          const w = window as LecternWindow;
          const finished = data as FinishedEvent;
          if (!w.__lecternAwaited || finished.storyId === w.__lecternAwaited)
            w.__lecternFinished = finished;
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

/**
 * Shows the story in a mode page, as the catalogue switches stories (the scheme set as the
 * toolbar sets it, axe on or off as the a11y panel's manual switch sets it); then `checkRender`.
 */
async function renderInMode(
  page: Page,
  storyId: string,
  mode: VisualMode,
  axe: boolean,
): Promise<string[]> {
  await page.setViewportSize(mode.viewport);
  await page.evaluate(resetStoryState, storyId);
  await sameInputHistory(page);
  await page.evaluate(
    ({ id, theme, axe }) => {
      const w = window as LecternWindow;
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      // Only when they change, which is almost never within a page (a page serves one scheme,
      // and axe runs in the same modes story after story): setting globals re-renders the story
      // shown, whose late storyFinished `__lecternAwaited` then ignores.
      const globals = `${theme} axe ${axe ? 'on' : 'off'}`;
      if (w.__lecternGlobals !== globals) {
        channel?.emit('updateGlobals', { globals: { theme, a11y: { manual: !axe } } });
        w.__lecternGlobals = globals;
      }
      // Two modes of one scheme and pointer (the tablet and the wide desktop) share a page: the
      // second asks for the story it already shows, which Storybook takes as nothing to do, so
      // it is rendered again from the start instead (play function and all).
      if (w.__lecternShown === id) channel?.emit('forceRemount', { storyId: id });
      else channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      w.__lecternShown = id;
    },
    { id: storyId, theme: mode.theme, axe },
  );
  return checkRender(page, axe);
}

/**
 * The modes axe runs in besides the runner's own visit, which runs it in `runnerMode` for every
 * story (ADR 022, addendum of 2026-11-25): once where the colours differ, once where the DOM
 * does. So axe runs once per scheme, in its widest mode (contrast is the scheme's; the widest
 * shows the most at once), and once at phone width, where lists are cards, dialogs fill the
 * screen and the navigation is a drawer (in the runner's scheme if the story has it there). The
 * other modes repeat a scheme and a layout already checked: dark at phone width, the tablet
 * width (a phone's navigation and lists with a desktop's dialogs).
 */
function axeModes(wanted: [string, VisualMode][]): Set<string> {
  const names = new Set<string>();
  const widestFirst = [...wanted].sort(([, a], [, b]) => b.viewport.width - a.viewport.width);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === runnerMode.theme) continue;
    const widest = widestFirst.find(([, mode]) => mode.theme === theme);
    if (widest) names.add(widest[0]);
  }
  const phones = wanted.filter(([, mode]) => isPhone(mode));
  const phone = phones.find(([, mode]) => mode.theme === runnerMode.theme) ?? phones[0];
  if (phone) names.add(phone[0]);
  return names;
}

/**
 * Waits for the story to finish (loaders, play function, axe) and settle, and lists what went
 * wrong: errors, axe violations, API calls no handler answered, a screen that did not settle.
 */
async function checkRender(page: Page, axe: boolean): Promise<string[]> {
  const started = Date.now();
  try {
    await page.waitForFunction(
      () => (window as LecternWindow).__lecternFinished !== undefined,
      null,
      { timeout: limits.story },
    );
    if (cost) cost.renderMs = Math.max(cost.renderMs, Date.now() - started);
  } catch {
    return [
      `the story did not finish (loaders, play function, axe) within ${seconds(limits.story)}${await lastStep(page)}`,
    ];
  }
  // Only what is checked crosses to Node: the event as Storybook sends it carries axe's whole
  // result (every rule's every passing node, 4.9 MB for the markbook's Filled story), and
  // returning it took 4 s of the page's and the worker's time per render.
  const { finished, errors, unhandled } = await page.evaluate(() => {
    const w = window as LecternWindow;
    const event = w.__lecternFinished!;
    const reporters = event.reporters.map(({ type, result }) => ({
      type,
      result: result && {
        violations: result.violations?.map(({ id, help, nodes }) => ({
          id,
          help,
          nodes: nodes.map(({ target }) => ({ target })),
        })),
        error:
          result.error === undefined
            ? undefined
            : {
                message:
                  (result.error as { message?: string }).message ?? JSON.stringify(result.error),
              },
      },
    }));
    return {
      finished: { storyId: event.storyId, status: event.status, reporters },
      errors: w.__lecternErrors ?? [],
      unhandled: w.__mswUnhandled ?? [],
    };
  });

  const problems: string[] = [];
  const settling = Date.now();
  const unsettled = await waitUntilSettled(page);
  if (cost) cost.settleMs = Math.max(cost.settleMs, Date.now() - settling);
  if (unsettled) problems.push(unsettled);
  if (finished.status !== 'success') problems.push(`the story ended with an error`);
  for (const error of errors) problems.push(`the play function failed: ${error}`);
  const a11y = finished.reporters.find((r) => r.type === 'a11y');
  const violations = a11y?.result?.violations ?? [];
  if (violations.length > 0) problems.push(`axe violations:\n${describeViolations(violations)}`);
  else if (a11y?.result?.error) {
    const error = a11y.result.error as { message?: string };
    problems.push(`axe failed: ${error.message ?? JSON.stringify(error)}`);
  }
  // A render that was to run axe and did not would pass unchecked: that is a failure too (a
  // story that turns axe off itself, `a11y.test: 'off'`, is not checked in any mode).
  if (axe && !a11y && !axeOff) problems.push('axe did not run');
  // Counted as seen, in the kept pages (the runner's visit is counted once, in `pictureModes`).
  if (cost && a11y && page !== runnerPage) cost.axe++;
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
      { timeout: limits.settle, polling: 'raf' },
    );
  } catch {
    const pending = await bounded(
      storyLimits.answerMs,
      'the page to answer',
      page.evaluate(
        () => (window as LecternWindow).__lecternPending?.() ?? ['no readiness signal'],
      ),
    ).catch(() => ['the page did not answer']);
    return `the screen did not settle within ${seconds(limits.settle)}; still waiting for: ${pending.join('; ')}`;
  }
  const quiet = await bounded(
    limits.settle,
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

/** Space kept around a component's picture, so its border and shadow are in it. */
const COMPONENT_MARGIN = 16;

/**
 * The part of the page a component story is pictured by: the box around everything it rendered
 * (the story's root and whatever it portalled into the body: menus, dialogs, toasts) with a
 * margin, not a mostly empty 1024-pixel page. Storybook's own elements are left out.
 */
async function componentClip(page: Page) {
  return page.evaluate((margin) => {
    const storybookOwn = (el: Element) =>
      el.id === 'storybook-docs' || el.tagName === 'SCRIPT' || el.tagName === 'STYLE';
    const boxes: DOMRect[] = [];
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const visit = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0')
        return;
      const box = el.getBoundingClientRect();
      // A layer over the whole window (a menu's invisible backdrop, a popover's root) is not
      // content: what it holds is.
      const layer =
        style.position === 'fixed' && box.width >= viewport.width && box.height >= viewport.height;
      if (box.width > 0 && box.height > 0 && !layer) boxes.push(box);
      else for (const child of el.children) visit(child);
    };
    const root = document.getElementById('storybook-root');
    for (const child of root?.children ?? []) visit(child);
    for (const el of document.body.children) {
      if (el !== root && !storybookOwn(el) && !el.classList.contains('sb-wrapper')) visit(el);
    }
    const width = document.documentElement.scrollWidth;
    const height = document.documentElement.scrollHeight;
    if (boxes.length === 0) return { x: 0, y: 0, width, height };
    const left = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.left)) - margin));
    const top = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.top)) - margin));
    const right = Math.min(width, Math.ceil(Math.max(...boxes.map((b) => b.right)) + margin));
    const bottom = Math.min(height, Math.ceil(Math.max(...boxes.map((b) => b.bottom)) + margin));
    return { x: left, y: top, width: right - left, height: bottom - top };
  }, COMPONENT_MARGIN);
}

/**
 * Before the window grows to the page's height, whatever is fixed to the window (a toast, a
 * banner) is pinned where it is: the picture shows it where the user sees it, at the foot of
 * the window, not at the foot of a page stretched to 1,900 px. (With a modal dialog open the
 * window does not grow: `shotOf`.)
 */
function pinFixedElements() {
  const { innerWidth, innerHeight } = window;
  const pageHeight = document.documentElement.scrollHeight;
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(el);
    if (style.position !== 'fixed') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.width >= innerWidth && box.height >= innerHeight) continue;
    // A rail down the window's side (the navigation drawer) runs beside the whole page as it
    // scrolls: it is stretched to the page's foot, not cut off where the first window ended.
    const rail = box.bottom >= innerHeight && box.height >= innerHeight / 2;
    // What hangs from the window's top edge (the app bar) and a rail belong to the page's top,
    // however far a play function left it scrolled; the rest (a toast) stays where it was seen.
    const fromTop = rail || box.top <= 0.5;
    const top = fromTop ? box.top : box.top + window.scrollY;
    const height = rail ? pageHeight - box.top : box.height;
    Object.assign(el.style, {
      position: 'absolute',
      top: `${top}px`,
      left: `${box.left + window.scrollX}px`,
      right: 'auto',
      bottom: 'auto',
      width: `${box.width}px`,
      height: `${height}px`,
    });
    // An ancestor that positions it (a transform, a positioned parent) moves the origin.
    const moved = el.getBoundingClientRect();
    el.style.top = `${top - (moved.top - (top - window.scrollY))}px`;
    el.style.left = `${box.left + window.scrollX - (moved.left - box.left)}px`;
  }
}

/**
 * The picture of the render in `page`, and whether it is byte for byte its baseline
 * (`baseline`). The first shot is compared with the baseline before a second is taken: equal,
 * it is the picture the baseline was recorded from, settled, and nothing is left to wait for
 * (most pictures of a passing run). Otherwise shots are taken until two in a row are equal.
 */
async function shotOf(
  page: Page,
  mode: VisualMode,
  part: 'page' | 'component',
  name: string,
  baseline: string,
): Promise<{ image: Buffer; shots: number; equalsBaseline: boolean }> {
  // An open modal dialog locks the page's scroll: the window is all a person sees, so it is the
  // picture (growing it would also move what the dialog placed by measuring the window).
  const { height, modal } = await page.evaluate(() => ({
    height: Math.ceil(document.documentElement.scrollHeight),
    modal: document.querySelector('body>:not([aria-hidden=true]) [aria-modal=true]') !== null,
  }));
  if (height > mode.viewport.height && !modal) {
    await page.evaluate(pinFixedElements);
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
    const clip = part === 'component' ? await componentClip(page) : undefined;
    return page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      timeout: LIMITS.action,
      clip,
    });
  };
  const shots = [await shoot()];
  if (sameBytes(shots[0]!, baseline)) return { image: shots[0]!, shots: 1, equalsBaseline: true };
  for (let shot = 2; shot <= STABLE_SHOTS; shot++) {
    const current = await shoot();
    if (current.equals(shots.at(-1)!)) {
      return { image: current, shots: shot, equalsBaseline: sameBytes(current, baseline) };
    }
    heartbeat(`picture still changing (shot ${shot})`);
    shots.push(current);
  }
  // Every picture, for the reviewer to see what kept changing.
  const fs = await import('node:fs/promises');
  await fs.mkdir(RECEIVED_DIR, { recursive: true });
  await Promise.all(
    shots.map((picture, i) =>
      fs.writeFile(`${RECEIVED_DIR}/${name}-unsettled-${i + 1}.png`, picture),
    ),
  );
  throw new Error(
    `the picture did not settle: ${STABLE_SHOTS} screenshots in a row each differed from the one before (they are in ${RECEIVED_DIR})`,
  );
}

const sameMode = (a: VisualMode, b: VisualMode) =>
  a.theme === b.theme &&
  a.viewport.width === b.viewport.width &&
  a.viewport.height === b.viewport.height;

/** Whether `image` is byte for byte the file at `path` (false when there is none). */
function sameBytes(image: Buffer, path: string): boolean {
  try {
    return image.equals(readFileSync(path));
  } catch {
    return false;
  }
}

/** Each baseline a run expects, so baselines no story takes any more can be found. */
function expectShot(identifier: string) {
  const file = process.env.STORY_SHOTS_FILE;
  if (file) appendFileSync(file, `${identifier}\n`);
}

/**
 * The runner's own visit has rendered the story in `runnerMode` (and checked its play function
 * and axe): that render is checked for requests and settling, and pictured. Every other mode of
 * the story is rendered afresh in a kept page of its own and checked the same way (axe in the
 * modes `axeModes` names: once per scheme and once at phone width), and every picture is
 * compared pixel for pixel with its baseline.
 */
async function pictureModes(page: Page, context: TestContext) {
  const story = await getStoryContext(page, context);
  const a11y = story.parameters.a11y as { disable?: boolean; test?: string } | undefined;
  axeOff = a11y?.disable === true || a11y?.test === 'off';
  // The runner's visit ran axe in `runnerMode` (its own check fails the story on a violation).
  runnerPage = page;
  const runnerAxe = await page.evaluate(
    () =>
      (window as LecternWindow).__lecternFinished?.reporters.some((r) => r.type === 'a11y') ??
      false,
  );
  if (cost && runnerAxe) cost.axe++;
  const chromatic = story.parameters.chromatic as
    | { modes?: Record<string, VisualMode & { disable?: boolean }>; disableSnapshot?: boolean }
    | undefined;
  if (chromatic?.disableSnapshot) return;
  // `--story=<pattern>`: only the matching stories are pictured (the runner cannot skip the
  // others' visits).
  const only = process.env.STORY_NAME_FILTER;
  if (only && !new RegExp(only, 'i').test(`${context.title} ${context.name} ${context.id}`)) return;

  const origin = new URL(page.url()).origin;
  const failures: string[] = [];
  const modes: Record<string, VisualMode & { disable?: boolean }> =
    chromatic?.modes ?? componentModes;
  // Full-bleed stories (screens, dialogs, toasts) are pictured whole; everything else as the
  // component it shows. Whole screens are reviewed at phone width too: a screen story without
  // it is a mistake.
  const whole = story.parameters.layout === 'fullscreen';
  const isScreen = whole && /^(App|Features)\//.test(story.title);
  if (isScreen && !Object.values(modes).some((m) => m.viewport.width < 600)) {
    throw new Error(
      `${story.title} is a whole screen (layout: fullscreen): give it screenParameters() (phone modes).`,
    );
  }
  const wanted = Object.entries(modes).filter(([, mode]) => !mode.disable);
  for (const [name] of wanted) expectShot(`${context.id}--${name.replace(/\s+/g, '-')}`);
  // The runner reports a play function that failed; its other modes could add nothing.
  if (context.hasFailure) return;
  // The runner's render first, before anything else can disturb its page.
  wanted.sort(([, a], [, b]) => Number(sameMode(b, runnerMode)) - Number(sameMode(a, runnerMode)));
  const withAxe = axeModes(wanted);
  for (const [name, mode] of wanted) {
    heartbeat(`${context.id} ${name}`);
    const onRunnerPage = sameMode(mode, runnerMode);
    const shots = onRunnerPage
      ? page
      : (keptModePage(mode) ?? (await openModePage(page, origin, mode)));
    const axe = onRunnerPage || withAxe.has(name);
    const problems = onRunnerPage
      ? await checkRender(page, axe)
      : await renderInMode(shots, context.id, mode, axe);
    failures.push(...problems.map((p) => `[${name}] ${p}`));
    // A render that did not finish or settle says nothing a picture could add, and its page
    // may be stuck: the next render gets a new one.
    if (problems.length > 0) {
      if (!onRunnerPage) await dropModePage(shots);
      continue;
    }

    const identifier = `${context.id}--${name.replace(/\s+/g, '-')}`;
    let image: Buffer;
    try {
      const shot = await shotOf(
        shots,
        mode,
        whole ? 'page' : 'component',
        identifier,
        `${BASELINE_DIR}/${identifier}.png`,
      );
      if (cost) {
        cost.pictures++;
        cost.shots += shot.shots;
        if (shot.shots === 1) cost.firstShotEqual++;
      }
      // The same bytes as the baseline are the same pixels (PNG is lossless, and a baseline is
      // the browser's own PNG as it was received): no need to decode both and compare them.
      if (shot.equalsBaseline) continue;
      image = shot.image;
    } catch (error) {
      failures.push(`[${name}] ${(error as Error).message}`);
      continue;
    }
    try {
      expect(image).toMatchImageSnapshot({
        ...snapshotOptions,
        // In a Node process of its own (the default). Only a picture that differs from its
        // baseline gets here (equal bytes passed above), and in the worker's Jest sandbox such a
        // comparison took 10-22 s (a 1024 × 929 picture, RosterImport Ready) where a process of
        // its own took 0.5 s: a change that moves many pictures must still end in time.
        runInProcess: false,
        customSnapshotsDir: BASELINE_DIR,
        customSnapshotIdentifier: identifier,
        customDiffDir: DIFF_DIR,
        customReceivedDir: RECEIVED_DIR,
        storeReceivedOnFailure: true,
        diffDirection: 'horizontal',
      });
    } catch (error) {
      failures.push(`[${name}] ${(error as Error).message.split('\n')[0]}`);
      // The DOM as it was shot, beside the received image: what a reviewer needs to tell a
      // rendering difference from a different state.
      const html = await shots.content();
      const fs = await import('node:fs/promises');
      await fs.mkdir(RECEIVED_DIR, { recursive: true });
      await fs.writeFile(`${RECEIVED_DIR}/${identifier}-received.html`, html);
      await fs.writeFile(
        `${RECEIVED_DIR}/${identifier}-story.json`,
        JSON.stringify({
          id: context.id,
          title: context.title,
          name: context.name,
          mode: name,
          message: stripVTControlCharacters((error as Error).message),
        }),
      );
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  /**
   * The runner's page, as its default `prepare` makes it, but instrumented: Storybook then
   * reports the play function's steps, so a story that times out says where it stopped.
   */
  async prepare({ page }) {
    const url = new URL('iframe.html?instrument=true', process.env.TARGET_URL);
    await page.goto(url.toString(), { waitUntil: 'load', timeout: LIMITS.action });
  },

  /**
   * The runner's own visit waits for the story with no limit of its own: past the story limit,
   * the watchdog ends it as a failed story, naming the step the play function was on.
   */
  async preVisit(page, context) {
    heartbeat(`start ${context.id}`);
    cost = {
      id: context.id,
      title: context.title,
      name: context.name,
      ms: Date.now(),
      visitMs: 0,
      renderMs: 0,
      settleMs: 0,
      pictures: 0,
      shots: 0,
      firstShotEqual: 0,
      axe: 0,
    };
    page.setDefaultTimeout(LIMITS.action);
    const own = (await getStoryContext(page, context)).parameters.testLimits as
      TestLimits | undefined;
    limits = {
      story: own?.storyMs ?? LIMITS.story,
      settle: own?.settleMs ?? LIMITS.settle,
    };
    // The runner's visit is the picture of the first mode (`runnerMode`): back to its size.
    await page.setViewportSize(runnerMode.viewport);
    // The runner reuses one page for every story: listen once, forget the last story's state.
    await page.evaluate(resetStoryState, context.id);
    await sameInputHistory(page);
    await page.evaluate(() => {
      const w = window as LecternWindow;
      if (w.__lecternRunnerWatched) return;
      w.__lecternRunnerWatched = true;
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__ as unknown as {
        on: (event: string, fn: (data: unknown) => void) => void;
      };
      channel.on('storyFinished', (data) => {
        const finished = data as FinishedEvent;
        if (!w.__lecternAwaited || finished.storyId === w.__lecternAwaited)
          w.__lecternFinished = finished;
      });
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
    visitStarted = Date.now();
    watchdog = setTimeout(() => {
      void lastStep(page).then((step) =>
        page
          .evaluate(
            (description) =>
              (window as LecternWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('storyErrored', {
                title: 'Timed out',
                description,
              }),
            `${context.title} › ${context.name} did not finish (loaders, play function, axe) within ${seconds(limits.story)}${step}`,
          )
          .catch(() => undefined),
      );
    }, limits.story);
  },

  async postVisit(page, context) {
    clearTimeout(watchdog);
    if (cost) {
      cost.visitMs = Date.now() - visitStarted;
      cost.renderMs = cost.visitMs;
    }
    try {
      await pictureModes(page, context);
    } finally {
      recordCost();
    }
  },
};

export default config;
