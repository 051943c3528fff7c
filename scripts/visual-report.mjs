// One HTML page for QA: each failing screenshot with its baseline, what this run rendered, and
// jest-image-snapshot's diff (baseline | diff | received), side by side.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RESULTS = path.resolve('test-results/visual');
const BASELINES = path.resolve('visual-baselines');

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function writeVisualReport() {
  const diffDir = path.join(RESULTS, 'diff');
  if (!existsSync(diffDir)) return undefined;
  const diffs = readdirSync(diffDir)
    .filter((f) => f.endsWith('-diff.png'))
    .sort();
  if (diffs.length === 0) return undefined;

  // The baselines are copied next to the report, so it stays true after they are updated.
  mkdirSync(path.join(RESULTS, 'expected'), { recursive: true });
  const rows = diffs.map((file) => {
    const name = file.replace(/-diff\.png$/, '');
    const baseline = `expected/${name}.png`;
    const source = path.join(BASELINES, `${name}.png`);
    if (existsSync(source)) copyFileSync(source, path.join(RESULTS, baseline));
    const received = `received/${name}-received.png`;
    return `<section>
  <h2>${escape(name)}</h2>
  <div class="row">
    <figure><figcaption>Expected (baseline)</figcaption><img src="${escape(baseline)}" alt="Baseline of ${escape(name)}"></figure>
    <figure><figcaption>Actual (this run)</figcaption><img src="${escape(received)}" alt="This run's ${escape(name)}"></figure>
  </div>
  <figure><figcaption>Diff (expected | changed pixels | actual)</figcaption><img src="diff/${escape(file)}" alt="Difference for ${escape(name)}"></figure>
</section>`;
  });

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lectern visual differences</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1c2421;background:#f7f5f0}
section{background:#fff;border:1px solid #ccd;border-radius:10px;padding:16px;margin-bottom:24px}
.row{display:flex;gap:16px}.row figure{flex:1 1 0;min-width:0}figure{margin:0 0 12px}img{max-width:100%;border:1px solid #ccd}
figcaption{font-weight:600;margin-bottom:4px}
</style></head><body>
<h1>${diffs.length} visual difference${diffs.length === 1 ? '' : 's'}</h1>
<p>If a change is intended, run <code>npm run test:visual:update</code>, look at the new baselines, and commit them saying which stories changed and why.</p>
${rows.join('\n')}
</body></html>`;
  const out = path.join(RESULTS, 'index.html');
  writeFileSync(out, html);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(writeVisualReport() ?? 'No visual differences.');
}
