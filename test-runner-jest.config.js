// The story test runner's Jest config: Debian's Chromium (Playwright cannot download its own
// browsers here), launched with flags that keep it quiet and its pixels stable.
import { existsSync } from 'node:fs';
import { getJestConfig } from '@storybook/test-runner';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // Playwright's own, after `npx playwright install chromium`.
}

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

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      contextOptions: {
        locale: 'en-US',
        timezoneId: 'UTC',
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
};
