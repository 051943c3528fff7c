// `node scripts/markbook-compare.mjs --a=<dist> --b=<dist>`: two builds of the app, the markbook's
// moving and typing measured in turn (A, B, A, B…) by scripts/markbook-bench.mjs, so that the
// machine's drift over the minutes falls on both alike. Each build is a copy of `dist/` made with
// `node scripts/build.mjs` (the server serves it through STATIC_DIR). Prints each run (its
// longest task, a key's own work, how idle the machine was before it) and, per build, the runs
// with no task over 50 ms and the spread of the longest. The run-to-run spread of one build is as
// large as most single changes (docs/performance.md, the evening of 2026-12-07): compare the
// counts over many runs, not two runs' figures. Not part of `npm test`.
//   node scripts/markbook-compare.mjs --a=/tmp/dist-before --b=dist [--runs=6] [--throttle=4]
import './require-node.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { markbookRun } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RUNS = Number(option('runs', 6));
const THROTTLE = Number(option('throttle', 4));
const builds = { A: option('a'), B: option('b') };

for (const [name, dir] of Object.entries(builds)) {
  if (!dir || !existsSync(path.join(dir, 'index.html'))) {
    console.error(`--${name.toLowerCase()}=<dir>: a build of the app (a copy of dist/) is needed`);
    process.exit(2);
  }
}
if (!Number.isInteger(RUNS) || RUNS < 1 || !(THROTTLE >= 1)) {
  console.error('--runs is a whole number of 1 or more, --throttle a slowdown of 1 or more');
  process.exit(2);
}

const results = { A: [], B: [] };
for (let i = 1; i <= RUNS; i++) {
  for (const [name, dir] of Object.entries(builds)) {
    const { figures, valid } = await markbookRun(THROTTLE, {
      ...process.env,
      STATIC_DIR: path.resolve(dir),
    });
    const { interaction } = figures;
    results[name].push({ valid, longest: interaction.longestMs });
    console.log(
      `${name} run ${i}: longest task ${interaction.longestMs} ms (${interaction.tasks.join('; ') || 'none over 50 ms'}), a key's work p50 ${interaction.keyWorkP50Ms} ms, worst ${interaction.keyWorkMaxMs} ms, CPU idle before ${figures.idleBeforePct ?? '?'} %${valid ? '' : ', NOT VALID (keys lost or scores not saved)'}`,
    );
  }
}

console.log(`\nThe markbook at ${THROTTLE}×, ${RUNS} runs of each build in turn:`);
console.table(
  Object.entries(results).map(([name, runs]) => {
    const valid = runs.filter((r) => r.valid);
    const longest = valid.map((r) => r.longest).sort((a, b) => a - b);
    return {
      build: `${name} (${builds[name]})`,
      'valid runs': valid.length,
      'with no task over 50 ms': valid.filter((r) => r.longest === 0).length,
      'longest tasks over 50 ms': longest.filter((ms) => ms > 0).join(', ') || 'none',
    };
  }),
);
