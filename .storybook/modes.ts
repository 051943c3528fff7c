/**
 * The visual modes, declared once. They drive both `parameters.chromatic.modes` (what QA and
 * designers review in Chromatic) and the local snapshot loop in `test-runner.ts` (what
 * `npm test` guards), so the two always capture the same thing.
 */
export interface VisualMode {
  theme: 'light' | 'dark';
  viewport: { width: number; height: number };
}

export const viewports = {
  desktop: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

export const allModes = {
  light: { theme: 'light', viewport: viewports.desktop },
  dark: { theme: 'dark', viewport: viewports.desktop },
  'light phone': { theme: 'light', viewport: viewports.phone },
  'dark phone': { theme: 'dark', viewport: viewports.phone },
} as const satisfies Record<string, VisualMode>;

export type ModeName = keyof typeof allModes;

/** Components: light and dark at desktop width. */
export const componentModes = { light: allModes.light, dark: allModes.dark };

/** Whole screens: also at a phone width. */
export const screenModes = allModes;
