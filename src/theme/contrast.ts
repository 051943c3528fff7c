/**
 * WCAG 2 contrast arithmetic for checking the theme's colour pairs (`contrast.test.ts`). Not
 * imported by the app: it adds nothing to any bundle.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
  /** Opacity, 0–1. */
  a: number;
}

/** `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)` (comma or space separated), or `transparent`. */
export function parseColor(value: string): Rgb {
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    return { r, g, b, a: 1 };
  }
  const parts = /^rgba?\(([^)]+)\)$/
    .exec(value)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (!parts || parts.length < 3) throw new Error(`Cannot read the colour ${value}`);
  const [r, g, b, a = 1] = parts.map(Number) as [number, number, number, number?];
  return { r, g, b, a };
}

/** `top` composited over an opaque `bottom`. */
export function over(top: Rgb, bottom: Rgb): Rgb {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgb) {
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two opaque colours, 1–21. */
export function contrast(one: Rgb, other: Rgb): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
