// The story test runner's Jest config: Debian's Chromium (Playwright cannot download its own
// browsers here), launched with flags that keep it quiet and its pixels stable.
import { getJestConfig } from '@storybook/test-runner';
import {
  chromiumArgs,
  chromiumEnv,
  chromiumPath,
  storyContextOptions,
} from './scripts/chromium.mjs';
import { storyLimits } from './scripts/story-limits.mjs';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumPath(),
        args: chromiumArgs,
        env: chromiumEnv(),
        // Starting the browser is a browser action like any other (scripts/story-limits.mjs).
        timeout: storyLimits.actionMs,
      },
      contextOptions: storyContextOptions,
    },
  },
};
