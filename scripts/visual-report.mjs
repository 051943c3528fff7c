// One HTML page for QA after a story run (test-results/visual/index.html): every failure of the
// run. For each picture that differs: the story's name linking to it in the built Storybook,
// how much differs, expected / actual / diff, and a slider and a blink view to compare the
// two. Then every other failure (axe, play function, missing baseline, a story that did not
// settle) with its message, so nothing that failed is only in the terminal.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const RESULTS = path.resolve('test-results/visual');
const BASELINES = path.resolve('visual-baselines');
const STORIES_REPORT = path.resolve('test-results/stories.json');
/** From the report's folder to the built Storybook the run served. */
const STORYBOOK = '../../storybook-static/index.html';

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** "0.0123% different … (12 differing pixels)" or a size change, from jest-image-snapshot. */
function howMuch(message = '') {
  const percent = /was ([\d.e-]+)% different from snapshot \((\d+) differing pixels\)/.exec(
    message,
  );
  if (percent)
    return `${Number(percent[1]).toPrecision(3)} % of the picture (${percent[2]} pixels)`;
  const size = /size as the snapshot \((\d+x\d+)\), but was different \((\d+x\d+)\)/.exec(message);
  if (size) return `size changed from ${size[1]} to ${size[2]}`;
  return message.split('\n')[0] || 'differs';
}

function pictureRows(diffDir) {
  if (!existsSync(diffDir)) return [];
  const diffs = readdirSync(diffDir)
    .filter((f) => f.endsWith('-diff.png'))
    .sort();
  // The baselines are copied next to the report, so it stays true after they are updated.
  mkdirSync(path.join(RESULTS, 'expected'), { recursive: true });
  return diffs.map((file) => {
    const name = file.replace(/-diff\.png$/, '');
    const story = readJson(path.join(RESULTS, 'received', `${name}-story.json`)) ?? {};
    const baseline = `expected/${name}.png`;
    const source = path.join(BASELINES, `${name}.png`);
    if (existsSync(source)) copyFileSync(source, path.join(RESULTS, baseline));
    const received = `received/${name}-received.png`;
    const title = story.title ? `${story.title} › ${story.name} (${story.mode})` : name;
    const link = story.id ? `${STORYBOOK}?path=/story/${encodeURIComponent(story.id)}` : undefined;
    return `<section>
  <h2>${link ? `<a href="${escape(link)}">${escape(title)}</a>` : escape(title)}</h2>
  <p class="how">${escape(howMuch(story.message))} · <code>visual-baselines/${escape(name)}.png</code></p>
  <div class="row">
    <figure><figcaption>Expected (baseline)</figcaption><img src="${escape(baseline)}" alt="Baseline of ${escape(title)}"></figure>
    <figure><figcaption>Actual (this run)</figcaption><img src="${escape(received)}" alt="This run's ${escape(title)}"></figure>
  </div>
  <div class="row">
    <figure><figcaption>Slider (drag: expected on the left, actual on the right)</figcaption>
      <div class="slider"><img src="${escape(baseline)}" alt=""><img class="top" src="${escape(received)}" alt="">
      <input type="range" min="0" max="100" value="50" aria-label="Compare ${escape(title)}"></div></figure>
    <figure><figcaption>Blink (expected and actual in turn)</figcaption>
      <div class="blink"><img src="${escape(baseline)}" alt=""><img class="top" src="${escape(received)}" alt=""></div></figure>
  </div>
  <figure><figcaption>Diff (expected | changed pixels | actual)</figcaption><img src="diff/${escape(file)}" alt="Difference for ${escape(title)}"></figure>
</section>`;
  });
}

/** Every failed story test and its message: axe, play function, missing baseline, settling. */
function otherFailures() {
  const report = readJson(STORIES_REPORT);
  const failed = (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((r) => r.status === 'failed')
      .map((r) => ({
        name: r.fullName,
        message: stripVTControlCharacters(r.failureMessages.join('\n')),
      })),
  );
  return failed.map(
    ({ name, message }) => `<section class="failure">
  <h3>${escape(name)}</h3>
  <pre>${escape(message.split('\n').slice(0, 30).join('\n'))}</pre>
</section>`,
  );
}

export function writeVisualReport() {
  const pictures = pictureRows(path.join(RESULTS, 'diff'));
  const failures = otherFailures();
  if (pictures.length === 0 && failures.length === 0) return undefined;
  mkdirSync(RESULTS, { recursive: true });

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lectern story run: what failed</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1c2421;background:#f7f5f0}
section{background:#fff;border:1px solid #ccd;border-radius:10px;padding:16px;margin-bottom:24px}
.row{display:flex;gap:16px}.row figure{flex:1 1 0;min-width:0}figure{margin:0 0 12px}img{max-width:100%;border:1px solid #ccd}
figcaption{font-weight:600;margin-bottom:4px}.how{margin-top:0;color:#4a5551}
.slider,.blink{position:relative;display:inline-block;max-width:100%}.slider img,.blink img{display:block}
.slider .top,.blink .top{position:absolute;inset:0;border:0}
.slider input{width:100%}
.blink .top{animation:blink 1.2s steps(1) infinite}@keyframes blink{50%{opacity:0}}
pre{white-space:pre-wrap;font-size:13px;background:#f7f5f0;padding:8px;border-radius:6px}
</style></head><body>
<h1>${pictures.length} picture${pictures.length === 1 ? '' : 's'} differ, ${failures.length} stor${failures.length === 1 ? 'y' : 'ies'} failed</h1>
<p>If a change is intended, run <code>npm run test:visual:update -- &lt;story file&gt;</code> (or <code>-- --story=&lt;name&gt;</code>), look at the new baselines, and commit them saying which stories changed and why.</p>
${pictures.length ? `<h2>Pictures</h2>\n${pictures.join('\n')}` : ''}
${failures.length ? `<h2>Every failed story (pictures, axe, play functions, missing baselines)</h2>\n${failures.join('\n')}` : ''}
<script>
for (const slider of document.querySelectorAll('.slider')) {
  const top = slider.querySelector('.top');
  const input = slider.querySelector('input');
  const clip = () => (top.style.clipPath = 'inset(0 0 0 ' + input.value + '%)');
  input.addEventListener('input', clip);
  clip();
}
</script>
</body></html>`;
  const out = path.join(RESULTS, 'index.html');
  writeFileSync(out, html);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(writeVisualReport() ?? 'Nothing failed.');
}
