// The one place that says which Chromium the browser tests use and how it is launched.
import { pinnedBrowser } from './browser.mjs';

/**
 * The pinned Chromium that `npm install` unpacked (scripts/browser.mjs), or CHROMIUM_PATH to
 * try another on purpose (the story suite then says the browser differs from the baselines').
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const pinned = pinnedBrowser();
  if (!pinned) {
    throw new Error(
      'The pinned Chromium is not unpacked: run `npm install` (or `node scripts/browser.mjs`).',
    );
  }
  return pinned.executable;
}

/** The browser's environment: the pinned browser's own fonts, none of the machine's. */
export function chromiumEnv() {
  const pinned = pinnedBrowser();
  return pinned ? { ...process.env, FONTCONFIG_FILE: pinned.fontconfig } : process.env;
}

/** Quiet on a machine with no network, and pixel-stable. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--disable-partial-raster',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/**
 * Playwright's launch options for the pinned browser: its path, the arguments above and its
 * environment. `{ scrollbars: true }` keeps the scroll bars (a benchmark measures the page as a
 * person sees it; the pictures hide them).
 */
export function chromiumLaunchOptions({ scrollbars = false } = {}) {
  return {
    executablePath: chromiumPath(),
    args: scrollbars ? chromiumArgs.filter((a) => a !== '--hide-scrollbars') : chromiumArgs,
    env: chromiumEnv(),
  };
}

/** One browser context's settings for pixel-stable story renders. */
export const storyContextOptions = {
  locale: 'en-US',
  timezoneId: 'UTC',
  viewport: { width: 1024, height: 768 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
};
