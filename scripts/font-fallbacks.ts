// "Roboto fallback": beside each of Roboto's faces, faces of fonts the device has, scaled to that
// face's metrics, so that text drawn before the web font arrives takes the same room and nothing
// moves when it does (ADR 024). Imported by vite.config.ts.
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import { generateFontFace } from 'fontaine';
import type { Plugin } from 'vite';

type Metrics = Parameters<typeof generateFontFace>[0];
type Family = keyof typeof entireMetricsCollection;

/**
 * The first one the device has is used: Roboto itself (Android, ChromeOS), Arial (Windows,
 * macOS), Helvetica Neue, then Linux's usual fonts.
 */
const FALLBACKS: Family[] = ['roboto', 'arial', 'helveticaNeue', 'notoSans', 'openSans'];

interface Face extends Metrics {
  familyName: string;
  fullName: string;
  postscriptName: string;
}

/**
 * A family's face at a weight (Capsize's metrics, read from the font files), else its regular
 * face: its metrics, and the names a device may know it by in `local()` — the face's full name
 * and PostScript name (Chromium on Linux finds "Open Sans Bold" or "OpenSans-Bold", not "Open
 * Sans"), and for the regular face its family's name too.
 */
function face(family: Family, weight: string): { metrics: Metrics; names: string[] } {
  const font = entireMetricsCollection[family] as Face & { variants?: Record<string, Face> };
  const variant = font.variants?.[weight] ?? font;
  const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = variant;
  const names = [variant.fullName, variant.postscriptName];
  if (variant === font || weight === '400') names.push(font.familyName);
  return {
    metrics: { ascent, descent, lineGap, unitsPerEm, xWidthAvg },
    names: [...new Set(names)],
  };
}

/**
 * The fallback faces of each Roboto stylesheet the app imports (`@fontsource/roboto/latin-<w>.css`),
 * scaled weight by weight. fontaine's transform, used until 2026-12-03, scaled every weight by
 * the regular faces' widths and named each by its family alone, which Chromium on Linux does not
 * find: the test browser (whose one font is Open Sans) drew the fallback text at Open Sans's own
 * size, and the dashboard's greeting, 338 px wide in Roboto's bold on a phone, 383 px in Open
 * Sans Bold, wrapped and moved the page by a line when Roboto came (CLS 0.043 in Lighthouse).
 * Scaled by its own weight's width, Open Sans Bold draws it 343 px wide. Where a family has no
 * face of a weight (Arial has no medium), its regular face stands in.
 * The faces are put before Roboto's own in the stylesheet, the first fallback last: of faces
 * alike, the last is tried first.
 */
export function robotoFallbacks(): Plugin {
  return {
    name: 'lectern:roboto-fallbacks',
    transform(code, id) {
      const weight = /@fontsource\/roboto\/latin-(\d+)\.css$/.exec(id.split('?')[0]!)?.[1];
      if (!weight) return undefined;
      const roboto = face('roboto', weight).metrics;
      const faces = FALLBACKS.toReversed().map((family) => {
        const { metrics, names } = face(family, weight);
        const css = generateFontFace(roboto, {
          name: 'Roboto fallback',
          font: names[0]!,
          metrics,
          'font-style': 'normal',
          'font-weight': weight,
        });
        const src = names.map((name) => `local(${JSON.stringify(name)})`).join(', ');
        return css.replace(/src: [^;]*;/, `src: ${src};`);
      });
      return `${faces.join('')}${code}`;
    },
  };
}
