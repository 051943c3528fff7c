type StarterFonts = { __lecternFonts?: Promise<unknown>; __lecternLoadFonts?: () => void };

/**
 * Has the page's starter (scripts/build.mjs) add the theme's web fonts to the page, if it has not
 * yet: at once if they are in, else once they are. A public page adds none as it starts: it is
 * drawn in the fallback faces (the device's own Roboto, or a face sized like it) and never swaps
 * them, so nothing on it moves and its first taps wait for no font (issue 25, ADR 024); it only
 * fetches them when a field is first focused. The signed-in area calls this as it is first
 * drawn, for a teacher who signed in without leaving the page. Elsewhere (the shell, the
 * catalogue) the faces come from the app's stylesheet and this changes nothing.
 */
export function loadWebFonts(): void {
  if (typeof window === 'undefined') return;
  (window as StarterFonts).__lecternLoadFonts?.();
}

/**
 * Resolves once the theme's web font for `font` is in, or has failed to load. A page rendered
 * ahead of time has its starter fetch the web fonts outside the document and add them together
 * once all are in; the starter's promise says when. Elsewhere (the shell, the catalogue) the
 * faces come from the app's stylesheet and the browser's font set loads the one asked for.
 */
export function fontsReady(font: string): Promise<unknown> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  loadWebFonts();
  const starter = (window as StarterFonts).__lecternFonts;
  return (starter ?? Promise.resolve())
    .then(() => document.fonts.load(font))
    .catch(() => undefined);
}
