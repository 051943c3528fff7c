import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';
import { contrast, over, parseColor, type Rgb } from './contrast';

// The colour pairs the theme promises (WCAG AA: 4.5:1 for text, 3:1 for the edges of
// components and for the focus ring), checked on the colours MUI derives from our tokens.
const theme = createAppTheme();
const severities = ['success', 'info', 'warning', 'error'] as const;

describe.each(['light', 'dark'] as const)('%s scheme', (scheme) => {
  const palette = theme.colorSchemes[scheme]!.palette;
  const c = (value: string) => parseColor(value);
  const surfaces: [string, Rgb][] = [
    ['page', c(palette.background.default)],
    ['paper', c(palette.background.paper)],
    ['elevated', c(palette.background.elevated)],
  ];
  const textPrimary = c(palette.text.primary);
  const primary = c(palette.primary.main);

  it('steps up from page to paper to elevated (dark) or keeps them (light)', () => {
    const [page, paper, elevated] = surfaces.map(([, rgb]) => rgb);
    expect(contrast(page!, paper!)).toBeGreaterThan(1.05);
    if (scheme === 'dark') expect(contrast(paper!, elevated!)).toBeGreaterThan(1.1);
  });

  describe.each(surfaces)('on the %s surface', (_, surface) => {
    const field = over(c(palette.background.field), surface);

    it('has readable text', () => {
      expect(contrast(textPrimary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c(palette.text.secondary), surface)).toBeGreaterThanOrEqual(4.5);
    });

    it('shows the focus ring at 3:1', () => {
      expect(contrast(primary, surface)).toBeGreaterThanOrEqual(3);
      // A focused selected navigation item: the ring is inset, over the selected tint.
      const selected = over(c(palette.action.selected), surface);
      expect(contrast(primary, selected)).toBeGreaterThanOrEqual(3);
    });

    it('gives fields an edge of 3:1, read-only ones too', () => {
      const border = over({ ...textPrimary, a: 0.55 }, field);
      expect(contrast(border, field)).toBeGreaterThanOrEqual(3);
      expect(contrast(border, surface)).toBeGreaterThanOrEqual(3);
      // Read-only: the tint replaces the fill, over whatever surface is under the field.
      const readOnly = over({ ...textPrimary, a: 0.06 }, surface);
      const dashed = over({ ...textPrimary, a: 0.55 }, readOnly);
      expect(contrast(dashed, readOnly)).toBeGreaterThanOrEqual(3);
      expect(contrast(dashed, surface)).toBeGreaterThanOrEqual(3);
      expect(contrast(textPrimary, readOnly)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(severities)('makes %s alerts visible containers with AA text', (severity) => {
      const main = c(palette[severity].main);
      const alertText = c(palette.Alert[`${severity}Color`]);
      // The border (and a filled alert's fill) against the surface around it.
      expect(contrast(main, surface)).toBeGreaterThanOrEqual(3);
      // Standard: a 10% tint of `main`; its text and icon.
      const tint = over({ ...main, a: 0.1 }, surface);
      expect(contrast(alertText, tint)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(main, tint)).toBeGreaterThanOrEqual(3);
      // Outlined: the text on the surface itself.
      expect(contrast(alertText, surface)).toBeGreaterThanOrEqual(4.5);
      // Filled: `contrastText` on `main`.
      expect(contrast(c(palette[severity].contrastText), main)).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('gives default avatars readable initials', () => {
    const avatar = c(palette.Avatar.defaultBg);
    expect(contrast(c(palette.background.default), avatar)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a busy button in its own colours', () => {
    expect(contrast(c(palette.primary.contrastText), primary)).toBeGreaterThanOrEqual(4.5);
  });
});
