/**
 * How a screenshot is compared with its baseline: pixel for pixel. pixelmatch's colour
 * threshold is 0 (jest-image-snapshot's default of 0.01 lets a colour moved by a unit or two
 * through), anti-aliased pixels count like any other, and no pixel may differ: a one-pixel
 * border or a colour token moved by one unit fails.
 * Every source of drift is removed instead (a pinned browser, bundled fonts, frozen clock).
 * `visual-compare.test.ts` proves both with deliberate changes.
 */
export const snapshotOptions = {
  comparisonMethod: 'pixelmatch',
  customDiffConfig: { threshold: 0, includeAA: true },
  failureThreshold: 0,
  failureThresholdType: 'pixel',
} as const;
