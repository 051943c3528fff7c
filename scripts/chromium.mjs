// The one place that says which Chromium the browser tests use and how it is launched.
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own (undefined). */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
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

/** One browser context's settings for pixel-stable story renders. */
export const storyContextOptions = {
  locale: 'en-US',
  timezoneId: 'UTC',
  viewport: { width: 1024, height: 768 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
};
