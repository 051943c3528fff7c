/**
 * Resolves once the theme's web font for `font` is in, or has failed to load. A page rendered
 * ahead of time has its starter (scripts/build.mjs) fetch the web fonts outside the document
 * and add them together once all are in; the starter's promise says when. Elsewhere (the
 * shell, the catalogue) the faces come from the app's stylesheet and the browser's font set
 * loads the one asked for.
 */
export function fontsReady(font: string): Promise<unknown> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const starter = (window as { __lecternFonts?: Promise<unknown> }).__lecternFonts;
  return (starter ?? Promise.resolve())
    .then(() => document.fonts.load(font))
    .catch(() => undefined);
}
