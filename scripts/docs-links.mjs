// Every link between catalogue pages (`?path=/docs/<id>` and `?path=/story/<id>` in the MDX
// pages and the stories' descriptions) must lead to an entry of the built Storybook: a renamed
// story or a page switched to `<Meta of>` changes its id, and the link would open "not found".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function filesUnder(dir, pattern) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The links whose target is not in `staticDir/index.json`, as `file: link` lines; `undefined`
 * when there is no built index to check against.
 */
export function brokenDocLinks(staticDir = 'storybook-static', roots = ['stories', 'src']) {
  let entries;
  try {
    entries = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')).entries;
  } catch {
    return undefined;
  }
  const ids = new Set(Object.keys(entries));
  const broken = [];
  for (const root of roots) {
    for (const file of filesUnder(root, /\.(mdx|tsx?)$/)) {
      const text = readFileSync(file, 'utf8');
      for (const [link, kind, id] of text.matchAll(/\?path=\/(docs|story)\/([a-z0-9-]+)/g)) {
        const known = ids.has(id) && (kind === 'docs') === id.endsWith('--docs');
        if (!known) broken.push(`${file}: ${link}`);
      }
    }
  }
  return broken;
}
