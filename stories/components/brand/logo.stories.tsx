import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from '../../../src/components/brand/logo';

/**
 * The product's name with its mark, in the primary colour. Medium in the app bar, large above
 * the sign-in and sign-up cards. The mark is decorative: the name is the text a reader hears.
 */
const meta = {
  title: 'Components/Brand/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  args: { size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lectern')).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lectern')).toHaveStyle({ fontSize: '24px' });
  },
};
