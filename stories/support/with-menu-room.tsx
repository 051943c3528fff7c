import type { Decorator } from '@storybook/react-vite';

/**
 * A right-aligned button with room under it for the menu it opens (the menu is in the
 * picture). The button keeps its own height: a stretched one drew a tall ring and opened its
 * menu far below the icon.
 */
export const withMenuRoom =
  (width: number, height: number): Decorator =>
  (Story) => (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        width,
        height,
      }}
    >
      <Story />
    </div>
  );
