// The start-up tasks Lighthouse's simulated slowdown counts (issue 25; ADR 024's addendum of
// 2026-12-04). Lighthouse's mobile preset records a page at full speed and simulates the CPU
// slowdown: it drops a main-thread task under 10 ms from its graph and multiplies one of 10 ms or
// more, so at 8× a task of 10 ms is 80 ms, 30 ms of TBT. This loads a page in the pinned Chromium
// as a phone (412 × 823, touch, no slowdown, an empty cache each time), records a trace, and
// prints for each load its tasks of --min ms or more (default 10) with what is in them, and an
// estimate: the sum of N × d − 50 ms over the tasks of 10 ms or more after the first paint, at
// --slowdown N (default 8). Judging a change by this, builds alternated, took minutes where
// Lighthouse's own runs took much longer and moved more from run to run. Needs a server:
//   npm start   (and `npm run seed` for a signed-in page), then
//   node scripts/start-up-tasks.mjs [--origin=http://localhost:3000] [--page=/login] [--runs=5]
//                                   [--min=10] [--slowdown=8] [--email=… --password=…]
// A page under /admin is opened signed in, as the demo teacher `npm run seed` makes unless
// --email and --password say otherwise. Prints the estimates' median last.
import { chromium } from 'playwright';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/demo/seed.ts';
import { chromiumLaunchOptions } from './chromium.mjs';
import { signInAs } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ORIGIN = option('origin', 'http://localhost:3000');
const PAGE = option('page', '/login');
const RUNS = Number(option('runs', 5));
const MIN_MS = Number(option('min', 10));
const SLOWDOWN = Number(option('slowdown', 8));
const EMAIL = option('email', DEMO_EMAIL);
const PASSWORD = option('password', DEMO_PASSWORD);
/** Lighthouse's line: a task shorter than this at full speed is left out of its simulation. */
const SIGNIFICANT_MS = 10;
/** What a task's contents are named by, when they take a while. */
const KINDS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
  'v8.compile',
]);

const browser = await chromium.launch(chromiumLaunchOptions());
const estimates = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    if (PAGE.startsWith('/admin')) {
      const helper = await context.newPage();
      await signInAs(helper, ORIGIN, { email: EMAIL, password: PASSWORD });
      await helper.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (batch) => events.push(...batch.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${ORIGIN}${PAGE}`, { waitUntil: 'load' });
    // The start-up's later steps (the app's chunks, each in a task, the widgets) and some quiet.
    await page.waitForTimeout(5000);
    await cdp.send('Tracing.end');
    await complete;
    await context.close();

    // The page's main thread: the one that parsed its HTML (not the blank page's before it).
    const parse = events.find(
      (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(ORIGIN + PAGE),
    );
    if (!parse) throw new Error(`No parse of ${PAGE} in the trace`);
    const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
    const start =
      events.findLast(
        (e) =>
          e.name === 'navigationStart' &&
          (e.args?.data?.documentLoaderURL ?? '').startsWith(ORIGIN + PAGE),
      )?.ts ?? parse.ts;
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts;
    const ms = (us) => (us / 1000).toFixed(1);
    const lines = [];
    let estimate = 0;
    for (const task of main) {
      if (task.name !== 'RunTask' || task.ph !== 'X' || task.dur < MIN_MS * 1000) continue;
      const inside = main.filter(
        (e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur,
      );
      const byKind = new Map();
      for (const e of inside)
        if (KINDS.has(e.name)) byKind.set(e.name, (byKind.get(e.name) ?? 0) + e.dur);
      const script = inside.map((e) => e.args?.data?.url).find(Boolean) ?? '';
      const after = paint !== undefined && task.ts > paint;
      if (after && task.dur >= SIGNIFICANT_MS * 1000)
        estimate += Math.max(0, (SLOWDOWN * task.dur) / 1000 - 50);
      lines.push(
        `  ${ms(task.ts - start).padStart(7)} ms  ${ms(task.dur).padStart(5)} ms${after ? ' ' : '*'} ` +
          `${script.replace(ORIGIN, '').slice(0, 44).padEnd(44)} ` +
          [...byKind]
            .filter(([, dur]) => dur >= 500)
            .map(([kind, dur]) => `${kind} ${ms(dur)}`)
            .join(', '),
      );
    }
    estimates.push(estimate);
    console.log(
      `run ${run}: first paint ${paint === undefined ? '?' : ms(paint - start)} ms, ` +
        `estimate at ${SLOWDOWN}× ${estimate.toFixed(0)} ms (* before the first paint)`,
    );
    console.log(lines.join('\n'));
  }
} finally {
  await browser.close();
}
const sorted = [...estimates].sort((a, b) => a - b);
console.log(
  `${PAGE}: estimates at ${SLOWDOWN}× ${estimates.map((e) => e.toFixed(0)).join(', ')} ms; ` +
    `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`,
);
