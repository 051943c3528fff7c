// Publishes the Storybook to Chromatic for QA and designers. Never part of `npm test`.
// Without a project token it says so and stops at once; with one it is bounded in time,
// because chromatic with a token but no network would otherwise hang.
import { run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: nothing published to Chromatic.');
  process.exit(2);
}
const minutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 15);
const code = await run('timeout', [
  `${minutes}m`,
  'npx',
  'chromatic',
  '--config-file',
  'chromatic.config.json',
  ...process.argv.slice(2),
]);
if (code === 124) console.error(`Chromatic did not finish within ${minutes} minutes.`);
process.exit(code);
