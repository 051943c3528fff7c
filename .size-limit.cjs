// Size budget: the gzip size of what each area loads on its first view, read from Vite's
// manifest: the entry, the area's lazy chunk and everything they import statically, plus the
// lazy chunks that first view fetches as well (the dashboard's chart, in view on a laptop) and
// a pre-rendered page's starter (scripts/build.mjs). Not counted: what loads on use (the
// toaster on a first interaction, ADR 024). `npm run size` builds first; a limit exceeded
// fails the check. Limits sit just above today's figures and only ever go down (issue 11);
// sign-in's "before the form is usable" figure was 186.7 KiB (191.2 kB) when issue 11 began.
const { readFileSync } = require('node:fs');

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

/**
 * A page rendered ahead of time (one with a starter) links no stylesheet: the app's holds only
 * font faces, and its starter carries the web fonts' own (scripts/build.mjs), so the stylesheet
 * is counted only where the shell links it.
 */
function firstLoad(entries, { css }) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(`dist/${chunk.file}`)) return;
    files.add(`dist/${chunk.file}`);
    if (css) for (const sheet of chunk.css ?? []) files.add(`dist/${sheet}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  entries.forEach(visit);
  return [...files];
}

const area = (name, page, limit, starter) => ({
  name,
  path: [
    ...firstLoad(['index.html', ...page], { css: !starter }),
    ...(starter ? [`dist/assets/start-${starter}-*.js`] : []),
  ],
  limit,
  gzip: true,
});

module.exports = [
  // Raised on 2026-11-28 (issue 24, "a field never swallows what was typed"), from 186, 192 and
  // 184 kB: every page +0.2 kB (a field focused and a button pressed before the app is there,
  // src/app/typed-before-hydration.ts); sign-in and forgot +0.6–0.8 kB (the e-mail kept across
  // a reload and handed to "Forgot password?": the drafts module, which sign-up already had);
  // sign-up +0.3 kB (keys typed before the date picker's code are typed into it).
  // 186.8 and 192.3 until 2026-11-29: the status chip shared by the lists and the reports
  // (issue 24) is a chunk of its own, and its name joined the list of chunks the entry carries
  // (+0.02-0.03 kB on every page; forgot and reset stayed within theirs).
  // 186.85, 192.35, 184.7 and 188 kB until 2026-12-01: the forms working with no script (ADR
  // 038: the server's answer read into the form, src/lib/page-data/server-form.ts; the starter
  // sending a noted form when the app cannot be fetched) added 0.22 kB on every public page, and
  // one date formatter per locale instead of one per date (issue 25: 214 ms of the dashboard's
  // start-up at 4×) 0.08 kB.
  // 187.2, 192.7, 185.05 and 188.45 kB until 2026-12-03: the form made outside the page's render
  // (react-hook-form's createFormControl; its useForm in a child that draws nothing, the fields
  // and the busy flag subscribing themselves, src/components/form/form.tsx) added 0.01-0.03 kB:
  // the page is no longer drawn again synchronously as the app takes it over (issue 25: 41-70 ms
  // at 4x on /login, 69-146 on /signup; ADR 024). 187.25, 192.75, 185.1 and 188.5 until the app's
  // start in tasks of its own (the router, then the theme made before the first render,
  // src/main.tsx; ADR 024) added 0.04 kB (187.25 kB measured). 187.3, 192.8, 185.15 and 188.55
  // until the pre-rendered pages stopped linking the stylesheet (their starter adds the web
  // fonts' faces itself, issue 25): -0.2 kB on every page, the stylesheet no longer counted.
  // 187.1, 192.65, 185.0 and 188.4 until V8's compile hint atop the start-up's chunks
  // (vite.config.ts; main-thread time after the first paint -20 to -30 %, issue 25) added
  // 0.1-0.13 kB (187.21 kB measured).
  // 187.25, 192.8, 185.1 and 188.5 until 2026-12-03 evening: the starter waits until every
  // chunk (the entry too) is fetched and compiled before running the first (the first chunk's
  // task 11-21 -> 11-15 ms at no slowdown, issue 25; ADR 024) added 0.04 kB (187.28 measured).
  // 187.3, 192.85, 185.15 and 188.75 (sign-in, sign-up, forgot, reset) until 2026-12-03, late:
  // a public page's starter no longer adds the web fonts; it fetches them when a field is first
  // focused and keeps them for the app to add when it reaches the signed-in area, before that
  // area's first paint (no font swap on a public page: CLS 0, one to three tasks fewer; issue
  // 25, ADR 024) +0.05-0.07 kB (187.35 kB measured).
  // 187.4, 192.9, 185.25 and 188.8 (sign-in, sign-up, forgot, reset) until 2026-12-04: the
  // shared chunk evaluated in three tasks (top-level awaits between Emotion and MUI's styles,
  // src/lib/start-up/pause.ts; issue 25, ADR 024) +0.05-0.08 kB: the pauses, and the preload
  // helper and the sign-in flag moved from the entry into the shared chunk (the bundler split
  // them out of an entry that awaits).
  // 187.45, 193.0, 185.35 and 188.9 until the starters added their preload links three to a
  // task (issue 25: the dashboard's TBT at 4x 256 -> 87 ms) +0.03-0.04 kB (187.48 measured).
  area('Sign-in area', ['src/features/auth/sign-in-page.tsx'], '187.5 kB', 'login'),
  // 191.5 until 2026-11-28: the rule for names (one line, no bidi controls, something visible;
  // src/shared/validation/single-line.ts, issue 23) added 0.3 kB; sign-in does not carry it.
  area('Sign-up area', ['src/features/auth/sign-up-page.tsx'], '193.05 kB', 'signup'),
  area('Forgot-password area', ['src/features/auth/forgot-page.tsx'], '185.4 kB', 'forgot'),
  // 188.55 until 2026-12-03 night: the reset page's starter takes the link's token out of the
  // address at once (into the tab's sessionStorage, where the app reads it) instead of when the
  // app has taken over, and a form the browser sends itself still goes to the link (ADR 024's
  // addendum of the night): +0.15 kB (188.70 measured), on this page only.
  area('Reset-password area', ['src/features/auth/reset-page.tsx'], '188.95 kB', 'reset'),
  area(
    'Admin area (dashboard, with its chart)',
    [
      'src/features/admin/admin-layout.tsx',
      'src/features/admin/dashboard/dashboard-page.tsx',
      'src/features/admin/dashboard/weekly-chart.tsx',
    ],
    // With the starter of the page the server renders for the dashboard (ADR 024; the shell's,
    // which it replaced there, was never counted): 311.5 kB before it and the hydration code;
    // 313 kB until the rule for names (issue 23) added 0.2 kB; 313.5 until a button pressed
    // before the app is there was noted and pressed again (issue 24) added 0.16 kB; 313.7 until
    // the idle warning's large countdown and its words for screen readers (issue 24) added 0.2 kB;
    // 313.9 until the dashboard's figures and classes looked like the links they are (issue 24:
    // an arrow on each summary card, each class's name a link — MUI's Link) added 0.95 kB;
    // 315 until the dashboard's parts that fail together got one alert with Retry all instead
    // of a Retry each (issue 24, ./src/features/admin/dashboard/retry-all.tsx) added 0.55 kB.
    // 315.6 until 2026-12-01: the no-script forms' page data and the one date formatter per
    // locale (0.09 kB, as above), and the dashboard's widgets drawing their answers in
    // transitions with the frame's drawer closed by a listener (issue 25, 0.12 kB).
    // 315.9 until 2026-12-02: the weekly chart given its box's width by a ResizeObserver, drawn
    // in a transition instead of in a layout effect's synchronous render (issue 25: the
    // dashboard's longest task at 4×, 171–232 ms) added 0.09 kB (315.93 kB measured).
    // 316 until 2026-12-03: the signed-in starter formatting the reader's short date once in a
    // task of its own (issue 25: the first formatter's 24–65 ms at 4× left the widget's render)
    // and the theme toggle reading the end of hydration itself (the theme provider's `noSsr`)
    // added 0.13 kB (316.1 kB measured). 316.15 until the stylesheet was no longer linked (as
    // above; 316.0 kB measured); 316.05 until the compile hint (as above; 316.11 kB measured).
    // 316.15 until the dashboard's answers came in its page (issue 25: the app seeds them, the
    // starter loads the locale's data a step at a time) added 0.14 kB (316.25 kB measured).
    // 316.3 until the starter waited for every chunk to be compiled (as above; 316.32 measured).
    // 316.35 until the signed-in area adds the web fonts a public page left out (as above),
    // should the teacher have signed in without leaving it: +0.11 kB (316.43 kB measured).
    // 316.45 until the shared chunk was evaluated in three tasks (as above): +0.38 kB (316.83
    // measured), the chunks that import an entry which awaits being bundled with the bundler's
    // code for it. 316.85 until the preload links three to a task and a pause before the
    // charts library is evaluated (as above) added 0.03 kB (316.88 measured).
    '316.95 kB',
    'signed-in',
  ),
];
