// `npm run bench`'s first taps (issue 25: the app's start-up "competing with the first taps").
// Lighthouse never touches a page, so it cannot say what its start-up costs a person who starts
// using it at once. In the pinned Chromium as a phone (412 × 823, touch), the CPU slowed
// --throttle times (Chrome's Emulation.setCPUThrottlingRate), for each page: open it, wait
// --after ms from its load (1000: a person finding the first field), tap its first text field and
// type an address a key every 100 ms while the app takes the page over. Reports, per run: when
// the page was hydrated, from the tap (negative: before it), the longest task and how many were
// over 50 ms from the tap on (a PerformanceObserver's long tasks), the longest input event (the
// Event Timing API's duration of a tap's or a key's events: from the input to the next frame,
// what INP reads) and that every key typed is in the field. Writes
// test-results/first-taps-<throttle>x.json. Needs a server: `npm start`, then
//   node scripts/first-taps-bench.mjs --origin=http://localhost:3000 [--throttle=4] [--runs=3]
//                                     [--after=1000] [--pages=/login,/signup,/forgot]
// `npm run bench` runs it at each of its slowdowns on the server it starts (--first-taps-runs).
import './require-node.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ORIGIN = option('origin', 'http://localhost:3000');
const THROTTLE = Number(option('throttle', 4));
const RUNS = Number(option('runs', 3));
const PAGES = option('pages', '/login,/signup,/forgot').split(',');
const AFTER = Number(option('after', 1000));
const TYPED = 'teacher@school.org';

const browser = await chromium.launch(chromiumLaunchOptions());
const results = [];
try {
  for (const page of PAGES) {
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      });
      const tab = await context.newPage();
      await tab.addInitScript(() => {
        const seen = { tasks: [], events: [], hydratedAt: null };
        Object.assign(window, { __firstUse: seen });
        // When React attached itself to the page's main (its fiber key), to within a task's length.
        const timer = setInterval(() => {
          const main = document.querySelector('main');
          if (!main || !Object.keys(main).some((key) => key.startsWith('__reactFiber'))) return;
          seen.hydratedAt = performance.now();
          clearInterval(timer);
        }, 20);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.tasks.push({ start: entry.startTime, ms: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            // An interaction's events only (a tap's, a key's), as INP counts them.
            if (entry.interactionId > 0)
              seen.events.push({ start: entry.startTime, ms: entry.duration, type: entry.name });
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await tab.goto(`${ORIGIN}${page}`, { waitUntil: 'load' });
      await tab.waitForTimeout(AFTER);
      const field = tab.getByRole('textbox').first();
      const tappedAt = await tab.evaluate(() => performance.now());
      await field.tap();
      await field.pressSequentially(TYPED, { delay: 100 });
      await tab.waitForFunction(() => window.__firstUse.hydratedAt !== null, null, {
        timeout: 60_000,
      });
      await tab.waitForTimeout(1000);
      const seen = await tab.evaluate(() => window.__firstUse);
      const hydratedAt = seen.hydratedAt;
      const value = await field.inputValue();
      const tasks = seen.tasks.filter((t) => t.start >= tappedAt);
      const events = seen.events.filter((e) => e.start >= tappedAt);
      const longestEvent = events.reduce((a, e) => (e.ms > a.ms ? e : a), { ms: 0, type: '' });
      results.push({
        page,
        run,
        throttle: THROTTLE,
        tapToHydratedMs: Math.round(hydratedAt - tappedAt),
        longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.ms))),
        tasksOver50: tasks.length,
        longestEventMs: Math.round(longestEvent.ms),
        longestEventType: longestEvent.type,
        keptEveryKey: value === TYPED,
      });
      console.log(
        `${THROTTLE}× ${page} run ${run}: hydrated ${Math.round(hydratedAt - tappedAt)} ms after the tap, longest task ${Math.round(Math.max(0, ...tasks.map((t) => t.ms)))} ms, ${tasks.length} over 50 ms, longest input ${Math.round(longestEvent.ms)} ms (${longestEvent.type || 'none over 16 ms'}), every key kept: ${value === TYPED}`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
mkdirSync('test-results', { recursive: true });
writeFileSync(`test-results/first-taps-${THROTTLE}x.json`, JSON.stringify(results, null, 2));
if (results.some((r) => !r.keptEveryKey)) {
  console.error('A key typed while the app took the page over was lost.');
  process.exitCode = 1;
}
