// Story tests: builds the static Storybook, serves it, and runs @storybook/test-runner against
// it in Chromium (play functions, axe, screenshots per mode against committed baselines).
//   node scripts/test-stories.mjs            check
//   node scripts/test-stories.mjs --update   rewrite the baselines on purpose
//   --no-build                               reuse storybook-static/
//   --no-bounds-proof                        skip the deliberately stuck stories
//   --bounds-proof-only                      run only the deliberately stuck stories
//   <story file paths or patterns>           only these (e.g. stories/features/admin/admin-layout)
//   --story=<pattern>                        pictures only of stories whose "Title Name id" matches
//                                            (a regex; the others still run their play functions:
//                                            give the file too, to keep it short)
//
// Before anything is compared, the browser is checked against the one the baselines were
// recorded with (visual-baselines/recorded-with.json): a different one stops the run saying so,
// since every difference would then be the browser's as much as the product's. A full run also
// fails on baselines no story takes any more (a full --update removes them).
//
// Every run ends: the test runner gets an overall limit and a limit on silence (no story file
// reporting), and when either runs out, the runner and every browser it started are stopped
// and the run fails saying which limit ran out. Every limit is in scripts/story-limits.mjs, set
// from what the suite measures; the run ends with its time per story (the slowest, per picture)
// and how close it came to each limit (scripts/story-costs.mjs). The static server lives in
// this process, so it ends with it. The deliberately stuck stories (stories/testing) run in the
// suite with short bounds of their own and must each fail within its bound with a message
// naming what it waited for, and a story with a contrast violation only in dark must fail its
// dark render naming the rule: that is counted as three tests (their own failures are not the
// suite's). Links between catalogue pages must lead to a page of the build (one test).
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import httpServer from 'http-server';
import { browserVersion, pinnedBrowser } from './browser.mjs';
import { chromiumPath } from './chromium.mjs';
import { brokenDocLinks } from './docs-links.mjs';
import { run } from './lib.mjs';
import { processTree } from './process-tree.mjs';
import { printCosts, readCosts } from './story-costs.mjs';
import { storyLimits } from './story-limits.mjs';
import { writeVisualReport } from './visual-report.mjs';

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const storyFilter = args.find((a) => a.startsWith('--story='))?.slice('--story='.length);
const update = args.includes('--update');
/** Every story: only then can a baseline with no story be told from one not run. */
const fullRun = only.length === 0 && !storyFilter && !args.includes('--bounds-proof-only');
const PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6106);
/** The whole story run: well under CI's 90 minutes, with room for the other suites. */
const RUN_LIMIT = storyLimits.runMs;
/**
 * No story making progress for this long means something is stuck: the runner writes a line
 * per story and mode to PROGRESS (Jest itself reports only whole files, minutes apart).
 */
const SILENCE_LIMIT = storyLimits.silenceMs;
/**
 * Jest workers, each with its own browser. A render mostly waits (for the preview, a settled
 * screen, two identical pictures), so more workers than cores keep the cores busy (ADR 022).
 */
const WORKERS = Number(process.env.STORIES_WORKERS ?? 4);
const PROGRESS = path.resolve('test-results/stories-progress.log');
const SHOTS = path.resolve('test-results/stories-shots.txt');
/** A line per story: its time, pictures, screenshots and axe runs (`.storybook/test-runner.ts`). */
const TIMES = path.resolve('test-results/stories-times.jsonl');
const REPORT = 'test-results/stories.json';
const RECORDED_WITH = 'visual-baselines/recorded-with.json';
const started = Date.now();

rmSync('test-results/visual', { recursive: true, force: true });
rmSync(PROGRESS, { force: true });
rmSync(SHOTS, { force: true });
rmSync(TIMES, { force: true });
mkdirSync('test-results', { recursive: true });

// The browser, before anything is built or compared.
const browser = browserVersion(chromiumPath());
const recorded = readJson(RECORDED_WITH);
console.error(
  `Browser: ${browser}${process.env.CHROMIUM_PATH ? ` (CHROMIUM_PATH=${process.env.CHROMIUM_PATH})` : ''}; baselines recorded with: ${recorded?.browser ?? 'nothing recorded'}.`,
);
if (recorded?.browser !== browser) {
  if (update && fullRun) {
    console.error('Every baseline is recorded again with this browser.');
  } else if (process.env.STORIES_ANY_BROWSER) {
    console.error(
      "STORIES_ANY_BROWSER is set: comparing anyway. Differences may be the browser's, not the product's.",
    );
  } else {
    console.error(
      `\nThe browser differs from the one the baselines were recorded with, so the pictures would differ for reasons that are not the product's.
Use the pinned one: unset CHROMIUM_PATH and run \`npm install\` (it unpacks ${recorded?.package ?? 'the pinned package'}).
To re-record every baseline with this browser on purpose: npm run test:visual:update (a full run).
To compare anyway: STORIES_ANY_BROWSER=1.`,
    );
    writeFileSync(REPORT, JSON.stringify({ numPassedTests: 0, numFailedTests: 1 }));
    process.exit(1);
  }
}

if (!args.includes('--no-build')) {
  const built = await run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (built !== 0) process.exit(built);
}
const builtAt = Date.now();

// The built assets are cached by each browser context for the run (an hour, longer than any
// run): every render is a fresh page, and without it each one fetched every chunk again.
const server = httpServer.createServer({ root: 'storybook-static', cache: 3600, silent: true });
await new Promise((listening) => server.listen(PORT, '127.0.0.1', listening));
const url = `http://127.0.0.1:${PORT}`;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
const readReport = readJson;

/**
 * Runs test-storybook with `extraArgs`, JSON to `report`; resolves to { code, limit } where
 * `limit` names the limit that ended it, if one did.
 */
function testStorybook(extraArgs, report, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'test-storybook',
        '--url',
        url,
        '--maxWorkers',
        String(WORKERS),
        // A story's own bounds (test-runner.ts) end it well before this; this is the backstop.
        '--testTimeout',
        String(storyLimits.storyMs),
        // Jest prints the JSON report on stdout (everything else goes to stderr).
        '--json',
        ...extraArgs,
      ],
      {
        // Its own process group, so it and everything under it can be stopped together.
        detached: true,
        stdio: ['ignore', openSync(report, 'w'), 'pipe'],
        env: {
          ...process.env,
          STORY_PROGRESS_FILE: PROGRESS,
          STORY_SHOTS_FILE: SHOTS,
          STORY_TIMES_FILE: TIMES,
          ...(storyFilter && { STORY_NAME_FILTER: storyFilter }),
          ...env,
        },
      },
    );
    const tree = processTree(child.pid);
    let limit;
    let lastOutput = Date.now();
    const stop = (why) => {
      if (limit) return;
      limit = why;
      console.error(`\n${why}: stopping the test runner and its browsers.`);
      tree.stop();
    };
    child.stderr.on('data', (chunk) => {
      lastOutput = Date.now();
      process.stderr.write(chunk);
    });
    const watch = setInterval(() => {
      tree.remember();
      const now = Date.now();
      try {
        lastOutput = Math.max(lastOutput, statSync(PROGRESS).mtimeMs);
      } catch {
        // no story has started yet
      }
      if (now - started > RUN_LIMIT)
        stop(`The story run passed its limit of ${RUN_LIMIT / 60_000} minutes`);
      else if (now - lastOutput > SILENCE_LIMIT)
        stop(`No story made progress for ${SILENCE_LIMIT / 60_000} minutes`);
    }, 5_000);
    const onSignal = (signal) => {
      stop(`Interrupted (${signal})`);
      process.exit(130);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      // Browsers that outlived their runner (a crashed worker) go too.
      tree.stop();
      resolve({ code: code ?? (signal ? 1 : 0), limit });
    });
  });
}

/** The deliberately stuck stories (stories/testing): the proof that the bounds hold. */
const STUCK_FILE = 'stories/testing/stuck.stories';
const proofOnly = args.includes('--bounds-proof-only');
const withProof = proofOnly || (!args.includes('--no-bounds-proof') && !update);
const isStuck = (result) => result.file.includes(STUCK_FILE);

let code = 1;
let proof;
try {
  // The stuck stories run inside the suite, each with short bounds of its own (their
  // `parameters.testLimits`): a run of their own cost another Jest start and browser.
  const files = proofOnly
    ? [STUCK_FILE]
    : only.length > 0 && withProof
      ? [...only, STUCK_FILE]
      : only;
  const testsStarted = Date.now();
  const suite = await testStorybook(
    [...(update ? ['--updateSnapshot'] : ['--ci']), ...files],
    REPORT,
    withProof ? { STORYBOOK_INCLUDE_TAGS: proofOnly ? 'stuck-fixture' : 'test,stuck-fixture' } : {},
  );
  printCosts(
    readCosts(TIMES, (cost) => cost.id.startsWith('testing-stuck--')),
    {
      testsMs: Date.now() - testsStarted,
      runMs: Date.now() - started,
      workers: WORKERS,
      allFile: 'test-results/stories-times.txt',
    },
  );
  const report = readReport(REPORT);
  const results = (report?.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? []).map((r) => ({ ...r, file: f.name })),
  );
  if (withProof && report) {
    proof = proveBounds(results.filter(isStuck));
    // Their failures are the proof's passes: out of the suite's own counts.
    const stuck = results.filter(isStuck);
    report.numFailedTests -= stuck.filter((r) => r.status === 'failed').length;
    report.numPassedTests -= stuck.filter((r) => r.status === 'passed').length;
    report.numFailedTestSuites -= report.testResults.filter(
      (f) => f.name.includes(STUCK_FILE) && f.status === 'failed',
    ).length;
    report.testResults = report.testResults.filter((f) => !f.name.includes(STUCK_FILE));
    writeFileSync(REPORT, JSON.stringify(report));
  }
  const othersFailed =
    !report ||
    report.numFailedTests > 0 ||
    report.numRuntimeErrorTestSuites > 0 ||
    report.numFailedTestSuites > 0;
  // Jest fails the run for the stuck stories; what counts is whether anything else failed.
  code = suite.limit || othersFailed ? 1 : withProof ? 0 : suite.code;
} finally {
  server.close();
}

/**
 * The deliberately stuck stories must fail, each within its bound plus a margin, with a message
 * that names what it waited for. Returns one line per check and whether it held.
 */
function proveBounds(results) {
  console.error('\n--- the bounds: deliberately stuck stories must fail in time, saying why');
  const resultOf = (name) => results.find((r) => r.fullName.includes(name));
  const messageOf = (name) =>
    stripVTControlCharacters(resultOf(name)?.failureMessages?.join('\n') ?? '');
  // Each stuck story costs its bound (5 s; plus the settle bound for the second) and its render
  // on a machine that may be slow: `stuckMs` is generous, and far from a hang.
  const inTime = (name) => (resultOf(name)?.duration ?? Infinity) < storyLimits.stuckMs;
  const checks = [
    {
      name: 'a play function waiting for an element that never appears fails within its bound',
      ok:
        /did not finish .* within 5 s; the last step it began: .*findByRole/.test(
          messageOf('PlayNeverEnds'),
        ) && inTime('PlayNeverEnds'),
    },
    {
      name: 'a screen that never settles fails naming the request and the busy region',
      ok:
        /did not settle within 5 s; still waiting for: request in flight: GET .*\/api\/never-answers; busy: <section "Waiting for an answer">/.test(
          messageOf('NeverSettles'),
        ) && inTime('NeverSettles'),
    },
    {
      name: 'a violation axe finds only in another mode (dark) fails, naming the rule',
      ok:
        /\[dark\] axe violations:\ncolor-contrast: /.test(messageOf('ContrastOnlyInDark')) &&
        inTime('ContrastOnlyInDark'),
    },
  ];
  const took = results.map(
    (r) => `${r.ancestorTitles?.at(-1) ?? r.title} ${Math.round((r.duration ?? 0) / 100) / 10} s`,
  );
  console.error(`stuck stories: ${took.join(', ') || 'none ran'}`);
  for (const check of checks) console.error(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}`);
  if (checks.some((c) => !c.ok)) {
    for (const r of results) console.error(`\n${r.title}:\n${r.failureMessages?.join('\n')}`);
  }
  return checks;
}

/**
 * Baselines no story takes any more: a full check run fails on them (one test), a full update
 * removes them. Only a full run knows every story, so a partial one leaves them alone.
 */
function staleBaselines() {
  if (!fullRun || code !== 0) return undefined;
  let expected;
  try {
    expected = new Set(readFileSync(SHOTS, 'utf8').split('\n').filter(Boolean));
  } catch {
    return undefined;
  }
  const stale = readdirSync('visual-baselines')
    .filter((f) => f.endsWith('.png'))
    .map((f) => f.slice(0, -'.png'.length))
    .filter((name) => !expected.has(name));
  if (update) {
    for (const name of stale) rmSync(`visual-baselines/${name}.png`);
    if (stale.length > 0) console.error(`Removed ${stale.length} baselines no story takes.`);
    return { ok: true };
  }
  if (stale.length > 0) {
    console.error(
      `\n${stale.length} baselines belong to no story (renamed or removed?); \`npm run test:visual:update\` removes them:\n${stale.map((s) => `  visual-baselines/${s}.png`).join('\n')}`,
    );
  }
  return { ok: stale.length === 0 };
}
const stale = staleBaselines();

/** Links between catalogue pages that lead nowhere in this build: one test. */
function docLinks() {
  const broken = brokenDocLinks('storybook-static');
  if (broken === undefined) return undefined;
  if (broken.length > 0)
    console.error(
      `\n${broken.length} links between catalogue pages lead to no page of this build:\n${broken.map((b) => `  ${b}`).join('\n')}`,
    );
  return { ok: broken.length === 0 };
}
const links = update ? undefined : docLinks();

// A full update records which browser the baselines now come from.
if (update && fullRun && code === 0) {
  writeFileSync(
    RECORDED_WITH,
    `${JSON.stringify({ browser, package: pinnedBrowser()?.package ?? process.env.CHROMIUM_PATH }, null, 2)}\n`,
  );
}

// The bounds proof, the stale-baseline check and the link check count as tests of their own.
const report = readReport(REPORT);
if (report) {
  const checks = [
    ...(proof ?? []),
    ...(stale && !update ? [stale] : []),
    ...(links ? [links] : []),
  ];
  report.numPassedTests += checks.filter((c) => c.ok).length;
  report.numFailedTests += checks.filter((c) => !c.ok).length;
  writeFileSync(REPORT, JSON.stringify(report));
  if (checks.some((c) => !c.ok)) code = 1;
}

const visual = writeVisualReport();
if (visual) console.log(`\nVisual differences to review: ${visual}`);
const secs = (ms) => `${Math.round(ms / 1000)} s`;
console.log(
  `\nStory suite: ${secs(Date.now() - started)} in all (build ${secs(builtAt - started)}, tests ${secs(Date.now() - builtAt)}).`,
);
process.exit(code);
