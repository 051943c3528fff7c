// What the story suite cost, from the line per story the test runner writes
// (.storybook/test-runner.ts, STORY_TIMES_FILE): the slowest stories, the time per picture, and
// how close the longest story, render and settle came to their limits (scripts/story-limits.mjs),
// printed at the end of every run so that a slower machine's cost is visible in CI's log.
import { readFileSync, writeFileSync } from 'node:fs';
import { storyLimits } from './story-limits.mjs';

const SLOWEST = 15;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The stories' costs, one object per story (the deliberately stuck ones left out). */
export function readCosts(file, leaveOut = () => false) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((cost) => !leaveOut(cost));
}

/**
 * Prints the summary to stderr and writes every story's line, slowest first, to `allFile`.
 * `testsMs` is the wall-clock time of the test runner; `runMs` the whole run's so far.
 */
export function printCosts(costs, { testsMs, runMs, workers, allFile }) {
  if (costs.length === 0) return;
  const bySlowest = [...costs].sort((a, b) => b.ms - a.ms);
  const name = (c) => `${c.title} › ${c.name}`;
  const row = (c) =>
    `${s(c.ms).padStart(7)} ${s(c.visitMs).padStart(7)} ${String(c.pictures).padStart(4)} ${String(c.shots).padStart(5)} ${String(c.axe).padStart(3)}  ${name(c)}`;
  const header = `${'time'.padStart(7)} ${'visit'.padStart(7)} ${'pics'.padStart(4)} ${'shots'.padStart(5)} ${'axe'.padStart(3)}  story`;
  writeFileSync(allFile, `${header}\n${bySlowest.map(row).join('\n')}\n`);
  const sum = (key) => costs.reduce((total, c) => total + c[key], 0);
  const pictures = sum('pictures');
  const shots = sum('shots');
  const storyMs = sum('ms');
  const longest = (key) => costs.reduce((max, c) => (c[key] > max[key] ? c : max), costs[0]);

  console.error(
    `\n--- time per story: the ${Math.min(SLOWEST, costs.length)} slowest of ${costs.length} (every story: ${allFile})`,
  );
  console.error(
    '    (time: the story from its visit to its last picture; visit: loaders, play function and axe in light; pics: pictures compared; shots: screenshots taken for them; axe: renders axe ran in)',
  );
  console.error(header);
  for (const c of bySlowest.slice(0, SLOWEST)) console.error(row(c));
  console.error(
    `${costs.length} stories, ${pictures} pictures: ${s(testsMs)} of tests with ${workers} workers, ` +
      `${s(testsMs / Math.max(1, pictures))} per picture in the run's time, ` +
      `${s(storyMs / Math.max(1, pictures))} per picture in a worker's (${s(storyMs / costs.length)} per story); ` +
      `${shots} screenshots (${sum('firstShotEqual')} pictures equal to their baseline at the first shot), ` +
      `axe in ${sum('axe')} renders.`,
  );

  // The longest of each against its limit: the margin a slower machine has before a green
  // change turns red. Within a third of a limit, a machine three times slower would fail.
  const story = longest('ms');
  const render = longest('renderMs');
  const settle = longest('settleMs');
  const checks = [
    ['the longest story', story.ms, storyLimits.storyMs, name(story)],
    [
      'the longest render (loaders, play function, axe)',
      render.renderMs,
      storyLimits.renderMs,
      name(render),
    ],
    ['the longest settle', settle.settleMs, storyLimits.settleMs, name(settle)],
    ['the run so far', runMs, storyLimits.runMs, undefined],
  ];
  console.error('--- the limits, and how close this run came to each');
  for (const [what, ms, limit, who] of checks) {
    const share = ms / limit;
    console.error(
      `${share > 1 / 3 ? 'NEAR' : 'ok  '} ${what}: ${s(ms)} of ${s(limit)} (${Math.round(share * 100)} %)${who ? `, ${who}` : ''}`,
    );
  }
  if (checks.some(([, ms, limit]) => ms > limit / 3)) {
    console.error(
      'A figure above took more than a third of its limit: a machine three times slower than this one would fail there (scripts/story-limits.mjs, ADR 022).',
    );
  }
}
