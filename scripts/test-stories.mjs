// Story tests: builds the static Storybook, serves it, and runs @storybook/test-runner against
// it in Chromium (play functions, axe, screenshots per mode against committed baselines).
//   node scripts/test-stories.mjs            check
//   node scripts/test-stories.mjs --update   rewrite the baselines on purpose
//   --no-build                               reuse storybook-static/
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { run, waitForPort } from './lib.mjs';
import { writeVisualReport } from './visual-report.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 6106);

rmSync('test-results/visual', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

if (!args.includes('--no-build')) {
  const built = await run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (built !== 0) process.exit(built);
}

const server = spawn(
  'npx',
  ['http-server', 'storybook-static', '-p', String(PORT), '-a', '127.0.0.1', '-s', '-c-1'],
  { stdio: 'ignore', detached: true },
);
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

let code = 1;
try {
  await waitForPort(PORT);
  code = await run(
    'npx',
    [
      'test-storybook',
      '--url',
      `http://127.0.0.1:${PORT}`,
      '--maxWorkers',
      '2',
      // One test covers a story in every mode: whole screens with typing take a while.
      '--testTimeout',
      '90000',
      // Jest prints the JSON report on stdout (everything else goes to stderr).
      '--json',
      ...(update ? ['--updateSnapshot'] : ['--ci']),
    ],
    { stdio: ['inherit', openSync('test-results/stories.json', 'w'), 'inherit'] },
  );
} finally {
  stopServer();
}

const report = writeVisualReport();
if (report) console.log(`\nVisual differences to review: ${report}`);
process.exit(code);
