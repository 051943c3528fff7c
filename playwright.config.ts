import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Journeys in Chromium against the real server and database, started the way `npm start`
 * starts them (see e2e/global-setup.ts), on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
});
