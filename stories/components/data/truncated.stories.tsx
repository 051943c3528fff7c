import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Truncated } from '../../../src/components/data/truncated';

const LONG = 'Persuasive letter to the council about the new cycle lanes on Market Street';

/**
 * One line of a list's flexible column (an assignment's title): cut with an ellipsis when the
 * column is narrower than the text, the whole text in a tooltip on hover and keyboard focus.
 */
const meta = {
  title: 'Components/Data/Truncated',
  component: Truncated,
  args: { text: LONG, children: undefined },
  render: (args) => (
    <Box sx={{ width: 280, p: 1, border: 1, borderColor: 'divider' }}>
      <Truncated text={args.text}>
        <Link href="#marking">{args.text}</Link>
      </Truncated>
    </Box>
  ),
} satisfies Meta<typeof Truncated>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Longer than its column: one line, an ellipsis, the whole title on focus. */
export const Cut: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: LONG });
    const line = link.parentElement!;
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth);
    await expect(link.getBoundingClientRect().height).toBeLessThan(30);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    // The picture: the line as it stands, without the tooltip.
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Short enough: the whole title, and no tooltip repeating it. */
export const Whole: Story = {
  args: { text: 'Fractions quiz' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Fractions quiz' });
    await userEvent.hover(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // Longer than the tooltip's delay: nothing opens.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.unhover(link);
  },
};
