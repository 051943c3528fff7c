import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

export const PROXY_PORT = Number(process.env.PROXY_PORT ?? 8443);
export const PUBLIC_URL = `https://localhost:${PROXY_PORT}`;

/**
 * The deployment journey: Chromium over https through Caddy (deploy/Caddyfile) to two Lectern
 * processes on one PostgreSQL (e2e-proxy/global-setup.ts).
 */
export default defineConfig({
  testDir: 'e2e-proxy',
  outputDir: 'test-results/e2e-proxy',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-proxy.json' }]],
  globalSetup: './e2e-proxy/global-setup.ts',
  use: {
    baseURL: PUBLIC_URL,
    // Caddy's internal authority is not in Chromium's trust store.
    ignoreHTTPSErrors: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
});
