// `npm test`: every suite, in order, then one closing line "N passed, N failed".
// Lint and typecheck count as one check each; unit and story tests count their tests.
import './require-node.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { run } from './lib.mjs';

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

mkdirSync('test-results', { recursive: true });

/** Playwright's JSON report counts differently from Jest and Vitest. */
function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
}

function jestLikeCounts(file) {
  if (!existsSync(file)) return undefined;
  const {
    numPassedTests,
    numFailedTests,
    numRuntimeErrorTestSuites = 0,
  } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: numPassedTests, failed: numFailedTests + numRuntimeErrorTestSuites };
}

/**
 * A command run beside others: its output (stdout and stderr, in order) kept and printed once
 * it ends, so that two suites' lines never mix. Resolves to the exit code and the output.
 */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', () => resolve({ code: 127, output: Buffer.concat(chunks) }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) }),
    );
  });
}

// Suites with the same `beside` run at the same time: lint (ESLint, one core and a little of
// another) and typecheck (tsc, about two) took 104 + 67 s one after the other on the AMD
// machine, and neither reads what the other writes.
const suites = [
  { name: 'lint', beside: 'static', command: ['npm', ['run', '--silent', 'lint']] },
  { name: 'typecheck', beside: 'static', command: ['npm', ['run', '--silent', 'typecheck']] },
  { name: 'size', command: ['npm', ['run', '--silent', 'size']] },
  {
    name: 'unit',
    report: 'test-results/unit.json',
    command: [
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=test-results/unit.json',
      ],
    ],
  },
  {
    // The server tests again, each on a new database on a real PostgreSQL server (the
    // DATABASE_URL path). .ci/run starts one; locally: see docs/testing.md.
    name: 'server-pg',
    report: 'test-results/server-pg.json',
    skip: process.env.TEST_DATABASE_URL
      ? undefined
      : 'TEST_DATABASE_URL is not set (scripts/postgres-for-tests.sh starts a server)',
    command: [
      'npx',
      [
        'vitest',
        'run',
        'server',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=test-results/server-pg.json',
      ],
    ],
  },
  {
    name: 'stories',
    report: 'test-results/stories.json',
    command: ['node', ['scripts/test-stories.mjs']],
  },
  {
    name: 'e2e',
    report: 'test-results/e2e.json',
    format: 'playwright',
    command: ['npx', ['playwright', 'test']],
  },
  {
    // The deployment journey: Chromium over https through Caddy to two processes on one
    // PostgreSQL. .ci/run installs Caddy and starts PostgreSQL; locally: see docs/testing.md.
    name: 'proxy',
    report: 'test-results/e2e-proxy.json',
    format: 'playwright',
    skip: !process.env.TEST_DATABASE_URL
      ? 'TEST_DATABASE_URL is not set (scripts/postgres-for-tests.sh starts a server)'
      : !hasCommand('caddy')
        ? 'caddy is not installed (apt-get install caddy)'
        : undefined,
    command: ['npx', ['playwright', 'test', '-c', 'playwright.proxy.config.ts']],
  },
];

const allStarted = Date.now();
const totals = { passed: 0, failed: 0 };
const lines = [];

/** What a suite's run gave: its code, and how long it took. */
async function runSuite(suite, quietly) {
  const started = Date.now();
  const result = quietly
    ? await runQuietly(...suite.command)
    : { code: await run(...suite.command), output: undefined };
  return { ...result, took: `${Math.round((Date.now() - started) / 1000)} s` };
}

function count(suite, { code, took }) {
  const read = suite.format === 'playwright' ? playwrightCounts : jestLikeCounts;
  const counts = suite.report ? read(suite.report) : undefined;
  let { passed, failed } =
    counts ?? (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  // A runner that failed without naming a failing test still failed.
  if (code !== 0 && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${suite.name.padEnd(10)} ${passed} passed, ${failed} failed (${took})`);
}

for (let i = 0; i < suites.length;) {
  // The suite and those after it that run beside it.
  const group = [suites[i]];
  while (suites[i].beside && suites[i + group.length]?.beside === suites[i].beside)
    group.push(suites[i + group.length]);
  i += group.length;
  const running = group.filter((suite) => !suite.skip);
  for (const suite of running) if (suite.report) rmSync(suite.report, { force: true });
  // One at a time: its output as it comes, under its name.
  if (running.length < 2) {
    for (const suite of group) {
      console.log(`\n=== ${suite.name} ===`);
      if (skipped(suite)) continue;
      count(suite, await runSuite(suite, false));
    }
    continue;
  }
  // Side by side: each one's output kept, and printed under its name once all have ended.
  console.log(`\n--- ${running.map((s) => s.name).join(' and ')}, at the same time`);
  const results = await Promise.all(running.map((suite) => runSuite(suite, true)));
  for (const suite of group) {
    console.log(`\n=== ${suite.name} ===`);
    if (skipped(suite)) continue;
    const result = results[running.indexOf(suite)];
    process.stdout.write(result.output);
    count(suite, result);
  }
}

/** Says a suite that cannot run here is skipped, and why. */
function skipped(suite) {
  if (!suite.skip) return false;
  console.log(`skipped: ${suite.skip}`);
  lines.push(`${suite.name.padEnd(10)} skipped: ${suite.skip}`);
  return true;
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
// CI stops everything at 90 minutes: each suite's time shows how much of it a machine used.
console.log(`${Math.round((Date.now() - allStarted) / 1000)} s in all`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
