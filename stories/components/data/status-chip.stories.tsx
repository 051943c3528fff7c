import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusChip, type ChipStatus } from '../../../src/components/data/status-chip';

/** Every status a chip shows, with the words the screens give it. */
const ALL: [ChipStatus, string][] = [
  ['to_mark', '6 to mark'],
  ['missing', '2 missing'],
  ['handed_in', 'Handed in'],
  ['late', 'Handed in late'],
  ['marked', 'Marked'],
  ['missing', 'Missing'],
  ['excused', 'Excused'],
  ['extended', 'Extended to 12/4/26'],
  ['not_handed_in', 'Not handed in'],
  ['past', 'Past'],
];

/** A status on a chip: one spec for lists, the class page and reports (Patterns/Status chips). */
const meta = {
  title: 'Components/Data/StatusChip',
  component: StatusChip,
  args: { status: 'to_mark', label: '6 to mark' },
} satisfies Meta<typeof StatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, outlined and small, in its colour, its word on it. */
export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 560 }}>
      {ALL.map(([status, label]) => (
        <StatusChip key={label} status={status} label={label} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const [, label] of ALL) {
      const chip = canvas.getByText(label).closest('.MuiChip-root')!;
      await expect(chip).toHaveClass('MuiChip-outlined');
      await expect(chip).toHaveClass('MuiChip-sizeSmall');
    }
    await expect(canvas.getByText('2 missing').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    await expect(canvas.getByText('Handed in late').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
  },
};

/**
 * Don't (for the Patterns page): the ways the screens drew statuses before the one spec — the
 * assignment list's filled chips beside the report's outlined ones, "missing" in the warning
 * colour in one and the error colour in the other, and a grey "Past" that looked like a button.
 */
export const MixedDont: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 560 }}>
      <Chip size="small" color="info" label="6 to mark" />
      <Chip size="small" color="warning" label="2 missing" />
      <Chip size="small" variant="outlined" color="error" label="Missing" />
      <Chip size="small" label="Past" />
      <Chip size="small" variant="outlined" color="info" label="Extended to 12/4/26" />
    </Stack>
  ),
};
