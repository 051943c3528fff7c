// Proves the story suite finishes, and finishes the same way: runs it N times, each on a fresh
// clone of the current commit (npm install included), and reports per run the result and the
// time, and any screenshot that came out differently between runs.
//   node scripts/stories-repeat.mjs [N=3]
// The clones live in a temporary folder and are removed at the end; the figures are printed and
// written to test-results/stories-repeat.json.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const runs = Number(process.argv[2] ?? 3);
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const root = mkdtempSync(path.join(tmpdir(), 'lectern-stories-'));
const results = [];

/** Hashes of the screenshots a run rendered differently from the baselines (by file name). */
function receivedHashes(dir) {
  const received = path.join(dir, 'test-results/visual/received');
  if (!existsSync(received)) return {};
  return Object.fromEntries(
    readdirSync(received)
      .filter((f) => f.endsWith('.png'))
      .map((f) => [
        f.replace(/-received\.png$/, ''),
        createHash('sha256')
          .update(readFileSync(path.join(received, f)))
          .digest('hex')
          .slice(0, 12),
      ]),
  );
}

/** How often a screenshot had to be taken again because the picture was still changing. */
function resettledShots(dir) {
  try {
    return readFileSync(path.join(dir, 'test-results/stories-progress.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('picture still changing')).length;
  } catch {
    return 0;
  }
}

function counts(dir) {
  try {
    const report = JSON.parse(readFileSync(path.join(dir, 'test-results/stories.json'), 'utf8'));
    return `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
  } catch {
    return 'no report';
  }
}

try {
  for (let i = 1; i <= runs; i += 1) {
    const dir = path.join(root, `run-${i}`);
    console.log(`\n=== run ${i} of ${runs}: fresh clone of ${commit.slice(0, 10)} in ${dir}`);
    execFileSync('git', ['clone', '--quiet', process.cwd(), dir]);
    execFileSync('git', ['checkout', '--quiet', commit], { cwd: dir });
    const installStart = Date.now();
    const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--silent'], {
      cwd: dir,
    });
    if (installed !== 0) throw new Error(`npm install failed in ${dir}`);
    const start = Date.now();
    const code = await run('node', ['scripts/test-stories.mjs'], { cwd: dir });
    results.push({
      run: i,
      code,
      result: counts(dir),
      installSeconds: Math.round((start - installStart) / 1000),
      storySeconds: Math.round((Date.now() - start) / 1000),
      differing: receivedHashes(dir),
      resettled: resettledShots(dir),
    });
    // What a reviewer needs from a failed run outlives its clone.
    if (Object.keys(results.at(-1).differing).length > 0)
      cpSync(path.join(dir, 'test-results/visual'), `test-results/stories-repeat/run-${i}`, {
        recursive: true,
      });
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}

// A screenshot that differed from its baseline in one run but not another, or differently.
const names = new Set(results.flatMap((r) => Object.keys(r.differing)));
const unstable = [...names].filter((name) => {
  const seen = results.map((r) => r.differing[name] ?? 'baseline');
  return new Set(seen).size > 1 || seen.some((s) => s !== 'baseline');
});

console.log('\n=== story suite, repeated on fresh clones');
for (const r of results) {
  console.log(
    `run ${r.run}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}, ${r.result}; ` +
      `story suite ${r.storySeconds} s (npm install ${r.installSeconds} s); ` +
      `${r.resettled} screenshot(s) taken again while the picture was still changing`,
  );
}
console.log(
  unstable.length === 0
    ? 'Every screenshot matched its baseline in every run.'
    : `Screenshots that differed from the baseline or between runs:\n${unstable
        .map((n) => `  ${n}: ${results.map((r) => r.differing[n] ?? 'baseline').join(' | ')}`)
        .join('\n')}`,
);
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/stories-repeat.json', JSON.stringify({ commit, results }, null, 2));
process.exit(results.every((r) => r.code === 0) && unstable.length === 0 ? 0 : 1);
