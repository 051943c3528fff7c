/**
 * The visual modes, declared once. They drive `parameters.chromatic.modes` (what QA and
 * designers review in Chromatic), the local snapshot loop in `test-runner.ts` (what `npm test`
 * guards) and the viewport toolbar of the catalogue, so all three show the same sizes.
 *
 * Which modes a story gets follows one rule (ADR 022): a mode is captured where it can show
 * something no other mode of the story shows.
 * - Components: light and dark. Their colours are what a scheme changes; their layout does not
 *   depend on the window (a component that does declares the widths it changes at).
 * - Screens: light at desktop and phone width (the layouts differ), dark at desktop width (every
 *   surface and colour of the state). Dark at phone width shows the same colours again, so only
 *   the frames (navigation, phone cards, full-screen dialogs) add it, with the tablet width where
 *   the navigation and the lists switch: `frameModes`.
 * - Lists and the markbook also at a wide desktop (1440 px, `wideModes`): the columns 1024 px
 *   hides appear there, and the toolbars show their segments instead of a select.
 */
export interface VisualMode {
  theme: 'light' | 'dark';
  viewport: { width: number; height: number };
}

export const viewports = {
  desktop: { width: 1024, height: 768 },
  /** A wide desktop, past MUI's `lg` (1200): the lists' wide columns and the filter segments. */
  wide: { width: 1440, height: 900 },
  /**
   * Between MUI's `sm` (600) and `md` (900): the navigation is still a drawer and lists still
   * cards, while dialogs are no longer full screen.
   */
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;

export const allModes = {
  light: { theme: 'light', viewport: viewports.desktop },
  dark: { theme: 'dark', viewport: viewports.desktop },
  'light phone': { theme: 'light', viewport: viewports.phone },
  'dark phone': { theme: 'dark', viewport: viewports.phone },
  'light tablet': { theme: 'light', viewport: viewports.tablet },
  'light wide': { theme: 'light', viewport: viewports.wide },
} as const satisfies Record<string, VisualMode>;

export type ModeName = keyof typeof allModes;

/** Components: light and dark at desktop width. */
export const componentModes = { light: allModes.light, dark: allModes.dark };

/** Whole screens: light at desktop and phone width, dark at desktop width. */
export const screenModes = {
  light: allModes.light,
  dark: allModes.dark,
  'light phone': allModes['light phone'],
};

/** Lists and the markbook: the screen's modes and the wide desktop, where more columns show. */
export const wideModes = { ...screenModes, 'light wide': allModes['light wide'] };

/** The frames: every mode, dark phone and tablet included (spread into a story's modes). */
export const frameModes = {
  ...screenModes,
  'dark phone': allModes['dark phone'],
  'light tablet': allModes['light tablet'],
};

/** Form dialogs: full screen on phones, so the phone width is a frame in both schemes. */
export const dialogModes = { ...screenModes, 'dark phone': allModes['dark phone'] };

/**
 * Only the named modes. A story's modes are merged into the ones it inherits (components'
 * light and dark by default), so the others are listed as disabled.
 */
export function onlyModes(...names: ModeName[]) {
  return Object.fromEntries(
    Object.entries(allModes).map(([name, mode]) => [
      name,
      names.includes(name as ModeName) ? mode : { ...mode, disable: true },
    ]),
  );
}

/**
 * The mode the test runner's own visit renders in (Storybook's initial globals, the browser
 * context's viewport): its render is that mode's picture, so it is not rendered twice.
 */
export const runnerMode: VisualMode = allModes.light;

/** The catalogue's viewport toolbar: the same sizes as the modes. */
export const viewportOptions = Object.fromEntries(
  Object.entries(viewports).map(([name, { width, height }]) => [
    name,
    {
      name: `${name[0]!.toUpperCase()}${name.slice(1)} (${width} × ${height})`,
      styles: { width: `${width}px`, height: `${height}px` },
      type: name === 'phone' ? 'mobile' : name === 'wide' ? 'desktop' : name,
    },
  ]),
);
