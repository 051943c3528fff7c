// `npm run build`: the app as the server sends it (ADR 024).
//   1. Vite builds the browser app into dist/ (with .br and .gz copies of every text file).
//   2. Vite bundles src/prerender/render.tsx for Node, and this script renders the public pages
//      with it: dist/pages/<page>.<scheme>.html, each with the markup of its page, the CSS that
//      markup needs, and preloads of its route's chunks, in three colour schemes (the server
//      picks one by the scheme cookie: light, dark, or the device's own), compressed like the
//      rest. The shell for every other page (the signed-in area) gets the same three schemes.
// Extra arguments go to the browser build (e.g. --logLevel warn, --outDir <dir>). With
// NODE_ENV=development the whole build, pages included, uses React's development build, which
// reports every hydration mismatch (e2e/hydration.spec.ts).
import './require-node.mjs';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { RESET_TOKEN_KEY } from '../src/lib/session/flag.ts';
import { PAGE_MARKS as MARK } from '../src/shared/page-data.ts';
import { run } from './lib.mjs';
import { COMPILE_HINT } from './public-chunk.ts';

const args = process.argv.slice(2);
const outDirAt = args.indexOf('--outDir');
const DIST = outDirAt >= 0 ? args[outDirAt + 1] : 'dist';
const MODE = process.env.NODE_ENV === 'development' ? 'development' : 'production';
/** The renderer, kept for the server, which renders the signed-in pages with it per request. */
const RENDERER_DIR = path.join(DIST, 'server');

/** The pre-rendered pages: the name of their file, their path and their route's module. */
export const PAGES = [
  { name: 'login', path: '/login', module: 'src/features/auth/sign-in-page.tsx' },
  { name: 'signup', path: '/signup', module: 'src/features/auth/sign-up-page.tsx' },
  { name: 'forgot', path: '/forgot', module: 'src/features/auth/forgot-page.tsx' },
  { name: 'reset', path: '/forgot/reset', module: 'src/features/auth/reset-page.tsx' },
  { name: 'terms', path: '/terms', module: 'src/features/auth/terms-page.tsx' },
];
export const SCHEMES = ['system', 'light', 'dark'];

/** The signed-in pages the shell serves, and their route modules. */
const ADMIN_PAGES = {
  '/admin/dashboard': ['src/features/admin/dashboard/dashboard-page.tsx'],
  '/admin/classes': ['src/features/admin/classes/classes-page.tsx'],
  '/admin/assignments': ['src/features/admin/assignments/assignments-page.tsx'],
  '/admin/settings': ['src/features/admin/settings/settings-page.tsx'],
};

const step = async (command, commandArgs) => {
  const code = await run(command, commandArgs);
  if (code !== 0) process.exit(code);
};

// Vite's own script, run by this Node: `npx` would add npm's warnings about the machine's npm
// configuration to the output, which `npm start` writes into the server's log of JSON lines.
const VITE = path.resolve('node_modules/vite/bin/vite.js');
await step(process.execPath, [VITE, 'build', ...args]);
rmSync(RENDERER_DIR, { recursive: true, force: true });
await step(process.execPath, [
  VITE,
  'build',
  '--ssr',
  'src/prerender/render.tsx',
  '--outDir',
  RENDERER_DIR,
  '--logLevel',
  'warn',
]);

// The renderer's libraries (React, Emotion, MUI) read NODE_ENV when they load: the pages must be
// rendered by the same builds of them as the browser's bundle has (class names included).
process.env.NODE_ENV = MODE;
const { renderPage } = await import(pathToFileURL(path.resolve(RENDERER_DIR, 'render.js')).href);
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

// V8 reads its compile hint (vite.config.ts, `postBanner`) only as a file's first line: Vite
// writes its preload map above it in a chunk that imports others lazily (the entry, sign-up's),
// so it goes back to the top, the compressed copies with it. The build stops if the entry or
// sign-in's chunk does not start with it.
for (const file of new Set(Object.values(manifest).map((chunk) => chunk.file))) {
  const full = path.join(DIST, file);
  const code = readFileSync(full, 'utf8');
  const at = code.indexOf(`\n${COMPILE_HINT}\n`);
  if (at > 0)
    writeCompressed(
      full,
      `${COMPILE_HINT}\n${code.slice(0, at)}${code.slice(at + 1 + COMPILE_HINT.length)}`,
    );
}
for (const key of ['index.html', 'src/features/auth/sign-in-page.tsx']) {
  const file = manifest[key]?.file;
  if (!file || !readFileSync(path.join(DIST, file), 'utf8').startsWith(`${COMPILE_HINT}\n`))
    throw new Error(`${key}'s chunk does not start with V8's compile hint (vite.config.ts)`);
}

/** The files a module needs before it runs: itself and its static imports, depth first. */
function chunksOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunksOf(dep, seen);
  return seen;
}
const entryChunks = chunksOf('index.html');
const SHELL_ROUTES = Object.fromEntries(
  Object.entries(ADMIN_PAGES).map(([page, modules]) => {
    const files = new Set();
    for (const module of ['src/features/admin/admin-layout.tsx', ...modules])
      for (const file of chunksOf(module)) if (!entryChunks.has(file)) files.add(`/${file}`);
    return [page, [...files]];
  }),
);
/** The web fonts the app's stylesheet names (the shell preloads them). */
const fonts = (manifest['index.html'].css ?? []).flatMap((file) =>
  [...readFileSync(path.join(DIST, file), 'utf8').matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map(
    (m) => m[1],
  ),
);

/**
 * With no scheme chosen the page follows the device: the dark palette's variables (MUI writes
 * them under `[data-lectern-mode="dark"]`) also apply under `prefers-color-scheme: dark` until
 * the app sets the attribute itself, so the first paint is already right, with no script.
 */
function deviceScheme(styles) {
  const dark = [...styles.matchAll(/\[data-lectern-mode="dark"\]\s*\{([^{}]*)\}/g)].map(
    (m) => m[1],
  );
  if (dark.length === 0) throw new Error('no dark colour scheme found in the rendered styles');
  return `<style>@media (prefers-color-scheme: dark){:root:not([data-lectern-mode]){${dark.join('')}}}</style>`;
}

/** Writes `text` as `file` with its .br and .gz copies beside it. */
function writeCompressed(file, text) {
  const bytes = Buffer.from(text);
  writeFileSync(file, bytes);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

// After the first contentful paint (a frame alone is not enough: text waits for its local
// fallback face, and a frame drawn before it is empty); at once in a tab nobody sees (it paints
// nothing), and after 3 s if the browser reports no paint at all.
const AFTER_FIRST_PAINT = `const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
if (painted() || document.visibilityState === 'hidden') setTimeout(start, 0);
else {
  try {
    new PerformanceObserver((list, observer) => {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 3000);
}`;

// The reset link's token leaves the address bar (and so the history, a screenshot, a shoulder)
// as the page starts, before the app has taken it over (a second or more on a slow phone): kept
// in the tab's sessionStorage, where the app reads it (src/features/auth/reset-page.tsx). A form
// the browser sends itself (the app could not be fetched) still goes to the link's address.
// Where the storage cannot be written, the token stays and the app moves it as before.
const RESET_LINK = `// The address the page was opened at: a form the browser sends itself goes there.
const address = location.href;
const resetLink = new URL(address);
const resetToken = resetLink.searchParams.get('token');
if (resetToken) {
  try {
    sessionStorage.setItem(${JSON.stringify(RESET_TOKEN_KEY)}, resetToken);
    resetLink.searchParams.delete('token');
    history.replaceState(history.state, '', resetLink);
  } catch {}
}
`;

const EARLY = `// A form someone tries to send before the app has taken the page over (its button pressed,
// Enter in a field) is noted here, not sent by the browser: the app sends it once it is there;
// so is the last other button pressed, which the app presses again (src/app/typed-before-hydration.ts).
const early = (window.__lecternEarly = { form: null, button: null, done: false });
const note = (form) => {
  if (form && !early.done) early.form = form;
};
document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element)) return;
  note(event.target.closest('[data-submit]')?.closest('form'));
  // Any other button (a menu's, the navigation's) does nothing yet: the app presses it again.
  const button = event.target.closest('button:not([data-submit])');
  if (button && !early.done) early.button = button;
}, true);
document.addEventListener('keydown', (event) => {
  const field = event.target;
  if (event.key === 'Enter' && field instanceof HTMLInputElement && field.type !== 'checkbox')
    note(field.form);
}, true);
document.addEventListener('submit', (event) => {
  if (early.done) return;
  event.preventDefault();
  note(event.target);
}, true);

`;

/**
 * A page rendered ahead of time paints before any script is fetched: its one script is a small
 * starter that fetches the app and the route's chunks once the page has painted. Fetched from the start, the app competed
 * with the page for a phone's bandwidth and ran before the first paint (ADR 024).
 */
function starter(
  name,
  files,
  entry,
  faces,
  { now = false, early = !now, routes = {}, dates = false, fontsNow = false } = {},
) {
  const text = `// Written by scripts/build.mjs (ADR 024).
const faces = ${JSON.stringify(faces)};
const chunks = ${JSON.stringify(files)};
// The signed-in pages' own chunks, fetched beside the app's instead of after it has run.
const routes = ${JSON.stringify(routes)};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
${name === 'reset' ? RESET_LINK : ''}
// The web fonts, fetched outside the document and added to it together once all are in: the
// page is laid out again once, in Roboto. Added as a stylesheet, their faces made the browser
// look up every fallback face again and lay the page out in them before the fonts arrived,
// then once more: 7-48 ms of layout at no CPU slowdown (issue 25, ADR 024). The signed-in
// page loads them as it starts. A public page never adds them: its text stays in the local
// Roboto or the fallback faces sized like it, so nothing on it moves. It fetches them when a
// field is first focused, so that the signed-in area the app goes on to (a sign-in, a sign-up)
// adds them, already in, before its first paint (src/features/admin/admin-layout.tsx) and is
// not drawn a second time in Roboto.
const fetchFonts = () =>
  (window.__lecternFaces ??=
    typeof FontFace === 'function'
      ? faces.map(([family, source, descriptors]) => {
          const face = new FontFace(family, source, descriptors);
          face.load().catch(() => undefined);
          return face;
        })
      : []);
const loadFonts = (window.__lecternLoadFonts = () => {
  if (window.__lecternFonts) return;
  // What waits for a font (the dashboard's chart measures its labels) waits for this
  // (src/theme/fonts-ready.ts): until it is done, the document has no Roboto to wait for.
  const loading = fetchFonts();
  window.__lecternFonts = Promise.allSettled(loading.map((face) => face.loaded)).then((results) => {
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') document.fonts.add(loading[i]);
    });
  });
});
${fontsNow || faces.length === 0 ? '' : "document.addEventListener('focusin', fetchFonts, { capture: true, once: true });\n"}${early ? EARLY : ''}let started = false;
const start = async () => {
  if (started) return;
  started = true;
${fontsNow ? '  loadFonts();\n' : ''}  await nextTask();
  const route = routes[location.pathname] ?? [];
${
  dates
    ? `  // The reader's locale's data, loaded in small tasks of their own before the chunks are asked
  // for (while they compiled on the same two cores, each step was a task of 11-22 ms in
  // Lighthouse's traces on the AMD machine, issue 25; ADR 024's late-night addendum): the
  // first Intl object made in a page loads ICU's data (9-24 ms in one task at no CPU slowdown,
  // 24-65 ms at 4x), and every later one, the app's lists', figures' and charts', finds it
  // loaded. Made in the render that first shows a date, it made that render's task longer by as
  // much; made at once here, it was one task over the 50 ms line at 8x. Most of it is V8 listing
  // the locales ICU has data for, once per kind of formatter, the first list opening the data's
  // bundles: a step at a time (the locale's subtags, the lists for collation, numbers and dates,
  // then the short date) none is over 5 ms in a quiet page (issue 25).
  // The tag as the app reads it (src/lib/i18n/locale.ts): some browsers report "en-US@posix".
  const tag = String(navigator.languages?.[0] || navigator.language || 'en-US')
    .split('@')[0]
    .replace(/_/g, '-');
  for (const warm of [
    () => new Intl.Locale(tag).maximize(),
    () => Intl.Collator.supportedLocalesOf(tag),
    () => Intl.NumberFormat.supportedLocalesOf(tag),
    () => Intl.DateTimeFormat.supportedLocalesOf(tag),
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: 'UTC' }).format(0),
  ]) {
    await nextTask();
    try {
      warm();
    } catch {}
  }
`
    : ''
}  // Each file fetched and compiled (off the main thread, V8's compile hint atop it) before any
  // is run: run while others were still compiling, the first chunk's task had the main thread
  // finish its compilation and wait for the compiling threads to let a garbage collection
  // through (11-21 ms at no slowdown on the AMD machine; issue 25). The entry too, which the
  // page's chunk imports: fetched only when that chunk ran, it was compiled in that task. (A
  // browser without modulepreload runs each as it comes, as before.)
  // Three links a task: the dozen added at once were a task of 7-25 ms in Lighthouse's traces on
  // the AMD machine, each link's request started in it (issue 25).
  const compiled = [];
  for (const href of [...chunks, ...route, ${JSON.stringify(entry)}]) {
    if (compiled.length > 0 && compiled.length % 3 === 0) await nextTask();
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    document.head.append(link);
    compiled.push(link.relList.supports('modulepreload') && new Promise((done) => (link.onload = link.onerror = done)));
  }
  // Each chunk is run in a task of its own, the browser free to respond in between: run as one
  // module graph, they made one long task. A chunk that fails is left to the app's own import.
  // The signed-in page's own chunks too: the route would otherwise run them all in the task
  // that hydrates it.
  await Promise.all(compiled);
  for (const href of [...chunks, ...route]) {
    await import(href).catch(() => undefined);
    await nextTask();
  }
  // The app could not be fetched: the page's forms work without it (ADR 038). A form sent
  // meanwhile is sent by the browser now, and so is any later one.
  await import(${JSON.stringify(entry)}).catch((error) => {
    const early = window.__lecternEarly;
    if (early && !early.done) {
      early.done = true;
${name === 'reset' ? "      for (const form of document.forms) if (!form.hasAttribute('action')) form.action = address;\n" : ''}      if (early.form && early.form.isConnected) early.form.requestSubmit();
    }
    throw error;
  });
};
${now ? 'void start();' : AFTER_FIRST_PAINT}
`;
  // Sent to every phone: without its comments and indentation (they are in this file).
  const code = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/start-${name}-${hash}.js`;
  writeCompressed(path.join(DIST, file), code);
  return `/${file}`;
}

/**
 * The stylesheet's web-font faces (Roboto's, not the fallbacks') as the starter makes them with
 * `new FontFace(family, source, descriptors)`. The stylesheet holds nothing else; a rule this
 * does not read stops the build rather than be left out.
 */
function webFonts(css) {
  const faces = [];
  for (const [, body] of css.matchAll(/@font-face\{([^}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body.split(/;(?![^(]*\))/).map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
    );
    const { 'font-family': family, src, ...rest } = declarations;
    if (family === 'Roboto fallback') continue;
    const known = {
      'font-style': 'style',
      'font-weight': 'weight',
      'font-display': 'display',
      'unicode-range': 'unicodeRange',
    };
    const descriptors = {};
    for (const [property, value] of Object.entries(rest)) {
      if (!(property in known))
        throw new Error(
          `a web font's @font-face has ${property}, which the starter does not pass on`,
        );
      descriptors[known[property]] = value;
    }
    if (!family || !src) throw new Error(`an @font-face without a family or a source: ${body}`);
    faces.push([family.replace(/^"|"$/g, ''), src, descriptors]);
  }
  if (faces.length === 0) throw new Error('no web fonts in the stylesheet');
  return faces;
}

function pageHtml({
  name,
  scheme,
  markup = '',
  styles = '',
  preload = [],
  prerendered,
  deviceCss = styles && deviceScheme(styles),
  routes,
}) {
  let html = template;
  if (scheme !== 'system')
    html = html.replace('<html lang="en">', `<html lang="en" data-lectern-mode="${scheme}">`);
  // The app's own stylesheet holds only font faces. The shell has it in its head (its page
  // is drawn by the app, once the fonts are in). A page rendered ahead of time links none: it
  // paints at once in the fallback faces (in its own style element), which take Roboto's room,
  // and its starter adds Roboto's faces after that first paint (`webFonts`): the web fonts
  // arrive without holding it back or moving anything.
  const stylesheets = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
  let faces = [];
  if (prerendered) {
    const css = stylesheets.map((href) => readFileSync(path.join(DIST, href), 'utf8')).join('');
    const fallbacks = css.match(/@font-face\{font-family:Roboto fallback;[^}]*\}/g) ?? [];
    if (fallbacks.length === 0) throw new Error('no "Roboto fallback" faces in the stylesheet');
    faces = webFonts(css);
    html = html.replace(STYLESHEET, '');
    html = html.replace('</title>', `</title>\n    <style>${fallbacks.join('')}</style>`);
  }
  const head = [
    `<meta name="color-scheme" content="${scheme === 'system' ? 'light dark' : scheme}" />`,
  ];
  // Every page starts the app through a starter, which runs its chunks a task each. The shell
  // (drawn by the app, nothing to paint before it) fetches them at once and its web fonts
  // with them, so that its text is drawn in Roboto from the start: nothing moves.
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const files = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  html = html.replace(ENTRY_SCRIPT, '');
  if (prerendered) html = html.replace(PRELOAD, '');
  else
    for (const font of fonts)
      head.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`);
  const start = !prerendered
    ? starter('shell', files, entry, [], { now: true, routes: SHELL_ROUTES })
    : routes
      ? starter(name, files, entry, faces, { early: true, routes, dates: true, fontsNow: true })
      : starter(name, [...files, ...preload.map((file) => `/${file}`)], entry, faces);
  if (!prerendered) head.push(`<link rel="modulepreload" crossorigin href="${entry}">`);
  head.push(`<script type="module" src="${start}"></script>`);
  head.push(styles, scheme === 'system' ? deviceCss : '');
  html = html.replace('</head>', `  ${head.filter(Boolean).join('\n    ')}\n  </head>`);
  const root = prerendered
    ? `<div id="root" data-prerendered="${prerendered}">${markup}</div>`
    : '<div id="root"></div>';
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return html.replace('<div id="root"></div>', root);
}

const outDir = path.join(DIST, 'pages');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const write = (file, html) => writeCompressed(path.join(outDir, file), html);

for (const page of PAGES) {
  const { html: markup, styles } = await renderPage(page.path);
  const preload = [...chunksOf(page.module)].filter((file) => !entryChunks.has(file));
  for (const scheme of SCHEMES)
    write(
      `${page.name}.${scheme}.html`,
      pageHtml({ name: page.name, scheme, markup, styles, preload, prerendered: page.path }),
    );
}
for (const scheme of SCHEMES) write(`shell.${scheme}.html`, pageHtml({ scheme }));

// The signed-in pages are rendered by the server per request, for the session it has checked
// (server/render-signed-in.ts): the template it fills in, in each scheme. What the device's
// scheme needs is the theme's, the same in every page: taken from the sign-in page's styles.
// Until the app has taken the page over, the theme toggle carries both icons and this picks the
// one for the scheme on screen (src/features/admin/theme-toggle.tsx): in the page, not the app.
// Each rule outweighs the icon's own class (`display: inline-block`, later in the page): with a
// class alone, the light scheme showed both icons and the button shrank from 64 to 40 px as the
// app took over, moving the page's layout (issue 25).
const { styles: themeStyles } = await renderPage(PAGES[0].path);
const DARK = '[data-lectern-mode="dark"]';
const SYSTEM_DARK = ':root:not([data-lectern-mode])';
const toggleIcons =
  `<style>:root .lectern-when-dark{display:none}${DARK} .lectern-when-dark{display:inline-block}` +
  `${DARK} .lectern-when-light{display:none}@media (prefers-color-scheme: dark){` +
  `${SYSTEM_DARK} .lectern-when-dark{display:inline-block}${SYSTEM_DARK} .lectern-when-light{display:none}}</style>`;
for (const scheme of SCHEMES)
  write(
    `signed-in.${scheme}.html`,
    pageHtml({
      name: 'signed-in',
      scheme,
      markup: MARK.markup,
      styles: `${toggleIcons}${MARK.styles}`,
      prerendered: MARK.path,
      deviceCss: deviceScheme(themeStyles),
      routes: SHELL_ROUTES,
    }),
  );
