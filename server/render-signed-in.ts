import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../src/shared/page-data.ts';
import { PAGE_MARKS, pageDataElement } from '../src/shared/page-data.ts';
import type { ChosenScheme } from '../src/shared/scheme-cookie.ts';

type Render = (
  url: string,
  options: { signedIn: boolean; pageData: PageData },
) => Promise<{ html: string; styles: string }>;

/** The template's text around the marks: before the styles, before the path, before the markup, after it. */
type Template = [string, string, string, string];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The signed-in pages, rendered per request for a session the server has checked (ADR 024):
 * the build's renderer (`<dir>/server/render.js`, the browser's own route tree) fills the
 * template the build wrote for each scheme (`<dir>/pages/signed-in.<scheme>.html`) with the
 * page's markup, the CSS it needs and the data it was rendered with, so that the greeting is on
 * the screen before any script and the app hydrates it in place.
 *
 * Resolves to undefined when the build has no renderer or template (a `vite build` alone): the
 * caller serves the shell, which the app draws itself. A render that fails is thrown (and not
 * kept). The markup of the last KEPT_RENDERS renders is kept; the page data never is.
 */
export function signedInPages(dir: string) {
  let renderer: Promise<Render | undefined> | undefined;
  const templates = new Map<string, Promise<Template | undefined>>();

  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(path.resolve(dir, 'server', 'render.js')).href).then(
      (module: { renderPage: Render }) => module.renderPage,
      (error: unknown) => {
        if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return undefined;
        renderer = undefined;
        throw error;
      },
    ));

  const loadTemplate = (scheme: ChosenScheme | 'system') => {
    let template = templates.get(scheme);
    if (!template) {
      template = readFile(path.join(dir, 'pages', `signed-in.${scheme}.html`), 'utf8').then(
        (text) => {
          const [head, rest] = splitOnce(text, PAGE_MARKS.styles);
          const [beforePath, afterPath] = splitOnce(rest, PAGE_MARKS.path);
          const [beforeMarkup, tail] = splitOnce(afterPath, PAGE_MARKS.markup);
          return [head, beforePath, beforeMarkup, tail] satisfies Template;
        },
        () => undefined,
      );
      templates.set(scheme, template);
    }
    return template;
  };

  // React's server render of the page took 15-20 ms of CPU a request (docs/performance.md):
  // the same teacher's dashboard is the same markup until their name, the scheme or the part
  // of the day changes, so renders are kept, the least recently used going first.
  const kept = new Map<string, Promise<{ html: string; styles: string }>>();
  const markup = (render: Render, url: string, scheme: string, pageData: PageData) => {
    const key = markupKey(url, scheme, pageData);
    let rendered = kept.get(key);
    if (rendered) kept.delete(key);
    else
      rendered = render(url, { signedIn: true, pageData }).catch((error: unknown) => {
        kept.delete(key);
        throw error;
      });
    kept.set(key, rendered);
    if (kept.size > KEPT_RENDERS) kept.delete(kept.keys().next().value!);
    return rendered;
  };

  const page = async (
    url: string,
    scheme: ChosenScheme | 'system',
    pageData: PageData,
  ): Promise<string | undefined> => {
    const [render, template] = await Promise.all([loadRenderer(), loadTemplate(scheme)]);
    if (!render || !template) return undefined;
    const { html, styles } = await markup(render, url, scheme, pageData);
    const pathname = new URL(url, 'http://lectern.invalid').pathname;
    const [head, beforePath, beforeMarkup, tail] = template;
    return `${head}${styles}${pageDataElement(pageData)}${beforePath}${escapeAttribute(pathname)}${beforeMarkup}${html}${tail}`;
  };
  /**
   * A public page (`name`: login, signup, forgot) rendered for this request with its form as
   * the server answered it (server/public-forms.ts): the build's page of that name and scheme,
   * its markup replaced by this render's, its styles and page data added to the head. Not kept.
   * Undefined when the build has no renderer or page.
   */
  const publicPage = async (
    url: string,
    name: string,
    scheme: ChosenScheme | 'system',
    pageData: PageData,
  ): Promise<string | undefined> => {
    const [render, file] = await Promise.all([
      loadRenderer(),
      readFile(path.join(dir, 'pages', `${name}.${scheme}.html`), 'utf8').catch(() => undefined),
    ]);
    if (!render || !file) return undefined;
    const root = file.indexOf('<div id="root" data-prerendered=');
    const inside = file.indexOf('>', root) + 1;
    const end = file.lastIndexOf('</div>', file.indexOf('</body>'));
    const headEnd = file.indexOf('</head>');
    if (root < 0 || end < inside || headEnd < 0 || headEnd > root)
      throw new Error(`the ${name} page has no #root to render into`);
    const { html, styles } = await render(url, { signedIn: false, pageData });
    return `${file.slice(0, headEnd)}${styles}${pageDataElement(pageData)}${file.slice(headEnd, inside)}${html}${file.slice(end)}`;
  };

  /**
   * The shell (the page the app draws itself) with the page data of this request's teacher in
   * its head: the app sets its signed-in flag from it before any guard reads it, and starts from
   * the teacher instead of asking again. Undefined when the build wrote no shell.
   */
  const shells = new Map<string, Promise<[string, string] | undefined>>();
  const shell = async (scheme: ChosenScheme | 'system', pageData: PageData) => {
    let parts = shells.get(scheme);
    if (!parts) {
      parts = readFile(path.join(dir, 'pages', `shell.${scheme}.html`), 'utf8').then(
        (text): [string, string] | undefined => {
          const at = text.indexOf('</head>');
          return at < 0 ? undefined : [text.slice(0, at), text.slice(at)];
        },
        () => undefined,
      );
      shells.set(scheme, parts);
    }
    const split = await parts;
    return split && `${split[0]}${pageDataElement(pageData)}${split[1]}`;
  };

  return Object.assign(page, {
    publicPage,
    shell,
    /**
     * Loads the renderer and the templates before the first request: importing the renderer
     * (about 1 MB of script) on a request stalled a busy process for the first seconds.
     */
    warm: async () => {
      const [render] = await Promise.all([
        loadRenderer(),
        ...(['system', 'light', 'dark'] as const).map(loadTemplate),
      ]);
      // A first render took ~200 ms here and the next few 20-35 ms (React's code compiled
      // as it runs): a few, of no one's page (not kept), before the first teacher's.
      for (let i = 0; i < WARMING_RENDERS && render; i += 1)
        await render('/admin/dashboard', { signedIn: true, pageData: warmingPage });
    },
  });
}

/** Renders at start, to compile the renderer's code before requests need it. */
export const WARMING_RENDERS = 8;
const warmingPage: PageData = {
  me: {
    user: {
      id: '00000000-0000-4000-8000-000000000000',
      email: 'warming@lectern.invalid',
      fullName: 'Warming Up',
      school: null,
      teachingSince: null,
    },
    session: { idleTimeoutSeconds: 1800, idleSecondsLeft: 1800, secondsLeft: 1800 },
  },
  dayPart: 'Good morning',
};

/** Renders kept (about 60 KB each): a school's teachers, each in a scheme and a part of the day. */
export const KEPT_RENDERS = 100;

/**
 * What a signed-in page's markup is made from: its address, the scheme, and its page data but
 * the session's times left, which change with every request. The markup may not depend on
 * them (it does not: the idle warning reads them in an effect), so a render is kept and sent
 * again for the same teacher, scheme and part of the day with the page data of the request.
 */
const markupKey = (url: string, scheme: string, pageData: PageData) =>
  JSON.stringify([url, scheme, pageData], (key, value: unknown) =>
    key === 'idleSecondsLeft' || key === 'secondsLeft' ? undefined : value,
  );

function splitOnce(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  if (at < 0) throw new Error(`the signed-in template has no ${mark}`);
  return [text.slice(0, at), text.slice(at + mark.length)];
}
