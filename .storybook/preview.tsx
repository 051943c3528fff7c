import Fade from '@mui/material/Fade';
import type { Components, Theme } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import MockDate from 'mockdate';
import { configure } from 'storybook/test';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AppTheme } from '../src/theme/app-theme';
import { visualTestTheme } from '../src/theme/visual-test';
import { waitingToasts } from '../src/components/toast/toast';
import { holdCountdowns } from '../src/components/toast/use-pausable-timer';
import { ToastProvider } from '../src/components/toast/toast-provider';
import { componentModes, viewportOptions } from './modes.ts';
import { FROZEN_NOW } from './frozen-clock.ts';
import { installSettleSignal, registerPending } from './settle.ts';

// What the visual suite waits for before a screenshot (requests, busy regions, lazy routes),
// and toasts asked for before the toaster's chunk has arrived (ADR 024).
installSettleSignal();

/**
 * How long a play function's `waitFor` and `findBy…` wait for the screen to follow an action:
 * 10 s, not testing-library's 1 s. The suite runs four browsers on two cores, and a request
 * answered by the fake plus the list's re-render took more than a second there (CI on 0175c96:
 * AssignmentsPage ByClass still showed the previous class's list after 1 s). A bound on waiting,
 * not a retry: every assertion is the same, and a screen that never gets there still fails.
 */
configure({ asyncUtilTimeout: 10_000 });
registerPending(() => (waitingToasts() > 0 ? 'a toast waiting for the toaster' : undefined));

/** One switch for pixel-stable rendering: set in Chromatic and in the local test runner. */
const visualTest = isChromatic() || navigator.webdriver;

/**
 * Under the local test runner, axe reports every violation in full but lists only one node of
 * each rule that passed: the suite reads violations alone, and the full list (every passing
 * node with its HTML, 4.9 MB for the markbook's Filled story) was serialised again on each of
 * Storybook's events, seconds a render. The catalogue's Accessibility panel (a person reading
 * it, or Chromatic) keeps every node.
 */
const a11yForTheRunner =
  navigator.webdriver && !isChromatic() ? { options: { resultTypes: ['violations'] } } : {};

/**
 * With the switch on, menus and popovers enter with Fade instead of Grow. Grow first paints the
 * paper at scale(0.75), and Chromium may keep that raster scale for the layer a little while:
 * under load the screenshot caught the menu text rasterised for the smaller size (AdminLayout
 * AccountMenuOpen, one mode in about one full run in three). Fade ends in the very same picture.
 */
const visualTestOverrides: Components<Theme> = {
  MuiPopover: { defaultProps: { slots: { transition: Fade } } },
  MuiMenu: { defaultProps: { slots: { transition: Fade } } },
};
const visualTestSwitch = visualTest
  ? {
      ...visualTestTheme,
      components: { ...visualTestTheme.components, ...visualTestOverrides },
    }
  : undefined;

const withAppProviders: Decorator = (Story, { globals }) => {
  const mode = globals.theme === 'dark' ? 'dark' : 'light';
  return (
    // A new provider per mode: the toolbar (or a Chromatic mode) decides, nothing is persisted.
    <AppTheme key={mode} defaultMode={mode} persist={false} visualTest={visualTestSwitch}>
      <ToastProvider visualTest={visualTest}>
        <Story />
      </ToastProvider>
    </AppTheme>
  );
};

/** Only the API is mocked; a call no story handles is a failure, never a real request. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request }).request;
      if (!request) return;
      const url = new URL(request.url);
      const isApi = url.origin !== location.origin || url.pathname.startsWith('/api/');
      if (!isApi) return;
      defaults.error();
      const unhandled = ((window as { __mswUnhandled?: string[] }).__mswUnhandled ??= []);
      unhandled.push(`${request.method} ${request.url}`);
    },
  });
  return worker;
}

/**
 * Every weight of the bundled font is in before a story renders. A font face loads when text
 * first needs it, and what is measured in the meantime keeps the fallback's size: AdminLayout
 * AccountMenuOpen (dark, under load) placed its menu by a width measured before the name's
 * weight 500 had arrived, 5 px left of where it belongs.
 */
const fontsLoaded = () =>
  Promise.all(['400', '500', '700'].map((weight) => document.fonts.load(`${weight} 16px Roboto`)));

const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [fontsLoaded, mswLoader(startWorker)],
  beforeEach() {
    // Every story starts signed out with empty storage; stories that need the flag set it.
    localStorage.clear();
    sessionStorage.clear();
    // A frozen clock: "today" is always the same day in every story and every screenshot.
    MockDate.set(FROZEN_NOW);
    holdCountdowns(false);
    return () => MockDate.reset();
  },
  // A toast the play function left on screen stays for the pictures and for a reviewer (its
  // five seconds used to run out before or after the picture, by the machine's speed:
  // GradingPeriods Added was pictured without its toast here and with it in CI).
  afterEach() {
    holdCountdowns(true);
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
    a11y: { test: 'error', ...a11yForTheRunner },
    // The toolbar's sizes are the modes' sizes (one source: modes.ts).
    viewport: { options: viewportOptions },
    chromatic: { modes: componentModes, pauseAnimationAtEnd: true },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Theme',
          'Components',
          'Patterns',
          ['Forms in dialogs', 'Lists', 'Toast or inline alert', 'Dates'],
          'Features',
          'App',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
