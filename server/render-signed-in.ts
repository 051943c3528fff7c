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
 * caller serves the shell, which the app draws itself. A render that fails is thrown.
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

  return async (
    url: string,
    scheme: ChosenScheme | 'system',
    pageData: PageData,
  ): Promise<string | undefined> => {
    const [render, template] = await Promise.all([loadRenderer(), loadTemplate(scheme)]);
    if (!render || !template) return undefined;
    const { html, styles } = await render(url, { signedIn: true, pageData });
    const pathname = new URL(url, 'http://lectern.invalid').pathname;
    const [head, beforePath, beforeMarkup, tail] = template;
    return `${head}${styles}${pageDataElement(pageData)}${beforePath}${escapeAttribute(pathname)}${beforeMarkup}${html}${tail}`;
  };
}

function splitOnce(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  if (at < 0) throw new Error(`the signed-in template has no ${mark}`);
  return [text.slice(0, at), text.slice(at + mark.length)];
}
