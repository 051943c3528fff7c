import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { palettes } from '../../src/theme/tokens';
import { PaletteSwatches, SpacingScale, TypeScale } from './foundations';

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

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('spacing(1) = 8px')).toBeVisible();
  },
};
