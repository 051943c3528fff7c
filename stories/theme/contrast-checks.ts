import type { Palette } from '@mui/material/styles';
import { contrast, over, parseColor, type Rgb } from '../../src/theme/contrast';

/**
 * The Foundations pages' figures, computed from the created theme's palettes with the theme's
 * own contrast arithmetic (`src/theme/contrast.ts`): nothing here is typed in twice.
 */
export const schemes = ['light', 'dark'] as const;
export type Scheme = (typeof schemes)[number];

export const roles = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** WCAG AA: 4.5:1 for text (1.4.3), 3:1 for the edges of components and graphics (1.4.11). */
export const AA = { text: 4.5, ui: 3 } as const;
export type Kind = keyof typeof AA;

/** The surface levels, lowest first, and their short names. */
export const levels = [
  { token: 'background.default', key: 'default', name: 'page' },
  { token: 'background.paper', key: 'paper', name: 'paper' },
  { token: 'background.elevated', key: 'elevated', name: 'elevated' },
] as const;

export interface Check {
  /** What the colour is measured against: 'page', 'paper', 'elevated', 'main'… */
  on: string;
  ratio: number;
  kind: Kind;
  pass: boolean;
}

export interface TokenRow {
  token: string;
  /** The value in the theme, as MUI holds it. */
  value: string;
  /** `#rrggbb`, with the opacity after it when the colour is translucent. */
  hex: string;
  checks: Check[];
  /** Why no pair is measured, or what a failure means. */
  note?: string;
}

const channel = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** `rgb(194, 81, 75)` → `#c2514b`; `rgba(0, 0, 0, 0.38)` → `#000000 38%`. */
export function toHex(value: string): string {
  if (value === 'transparent') return 'transparent';
  const { r, g, b, a } = parseColor(value);
  const hex = `#${channel(r)}${channel(g)}${channel(b)}`;
  return a < 1 ? `${hex} ${Math.round(a * 100)}%` : hex;
}

/** The ratio as printed: two decimals, never rounded up across a threshold. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** One surface level's colour, opaque. */
export const surface = (palette: Palette, key: (typeof levels)[number]['key']) =>
  parseColor(palette.background[key]);

function check(on: string, colour: Rgb, under: Rgb, kind: Kind): Check {
  // A translucent colour (a divider, disabled text) is measured as it shows on that surface.
  const ratio = contrast(over(colour, under), under);
  return { on, ratio, kind, pass: ratio >= AA[kind] };
}

/** `value` against the page, paper and elevated surfaces. */
function onSurfaces(palette: Palette, value: string, kind: Kind): Check[] {
  return levels.map(({ key, name }) => check(name, parseColor(value), surface(palette, key), kind));
}

const row = (token: string, value: string, checks: Check[], note?: string): TokenRow => ({
  token,
  value,
  hex: toHex(value),
  checks,
  ...(note && { note }),
});

/** Every palette token of one scheme, in the order of the Palette page, with its checks. */
export function tokenRows(palette: Palette): TokenRow[] {
  const rows: TokenRow[] = [];
  for (const role of roles) {
    const { main, light, dark, contrastText } = palette[role];
    const fill = (value: string) => [
      check('contrastText', parseColor(contrastText), parseColor(value), 'text'),
    ];
    rows.push(
      row(`${role}.main`, main, onSurfaces(palette, main, 'text')),
      row(`${role}.light`, light, [], 'No pair: no Lectern component sets text on it.'),
      row(`${role}.dark`, dark, fill(dark), 'The hover fill of a contained button.'),
      row(`${role}.contrastText`, contrastText, [
        check('main', parseColor(contrastText), parseColor(main), 'text'),
      ]),
    );
  }
  for (const { token, key } of levels) {
    rows.push(row(token, palette.background[key], [], 'A surface: the text rows measure on it.'));
  }
  rows.push(
    row('background.field', palette.background.field, [], 'An outlined field’s own fill.'),
    row('text.primary', palette.text.primary, onSurfaces(palette, palette.text.primary, 'text')),
    row(
      'text.secondary',
      palette.text.secondary,
      onSurfaces(palette, palette.text.secondary, 'text'),
    ),
    row(
      'text.disabled',
      palette.text.disabled,
      onSurfaces(palette, palette.text.disabled, 'text'),
      'Disabled controls only: WCAG exempts inactive components, never use it for content.',
    ),
    row(
      'divider',
      palette.divider,
      onSurfaces(palette, palette.divider, 'ui'),
      '3:1 applies where the line is the only edge of a component; a decorative rule is exempt.',
    ),
  );
  return rows;
}

/** Each level against the one under it: page → paper → elevated. */
export function steps(palette: Palette) {
  return levels.slice(1).map((level, i) => {
    const below = levels[i]!;
    return {
      from: below.name,
      to: level.name,
      ratio: contrast(surface(palette, below.key), surface(palette, level.key)),
    };
  });
}
