import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { palettes } from '../../src/theme/tokens';
import { PaletteSwatches, SpacingScale, SurfaceLevels } from './foundations';
import { TypeScale } from './type-scale';

const meta = {
  title: 'Foundations/Tokens',
  component: PaletteSwatches,
  tags: ['!autodocs'],
} satisfies Meta<typeof PaletteSwatches>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { name: 'primary' })).toBeVisible();
    // The values printed are the scheme on screen, not the default one.
    const primary =
      globals.theme === 'dark' ? palettes.dark.primary.main : palettes.light.primary.main;
    // The scheme is applied after the first render: wait for its values.
    await expect(await canvas.findByText(primary)).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    // The smallest heading is never smaller than body text.
    await expect(canvas.getByText('16px / 700 / 1.5')).toBeVisible();
  },
};

export const Surfaces: Story = {
  render: () => <SurfaceLevels />,
  play: async ({ canvas, globals }) => {
    const elevated =
      globals.theme === 'dark'
        ? palettes.dark.background.elevated
        : palettes.light.background.elevated;
    await expect(
      await canvas.findByText(new RegExp(`background.elevated ${elevated}`)),
    ).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('spacing(1) = 8px')).toBeVisible();
  },
};
