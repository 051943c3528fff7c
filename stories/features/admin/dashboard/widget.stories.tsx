import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Widget } from '../../../../src/features/admin/dashboard/widget';
import { showsWorkInProgress } from '../../../../src/testing/hold';

/** A dashboard card with a heading that loads, fails and retries on its own. */
const meta = {
  title: 'Features/Admin/Dashboard/Widget',
  component: Widget,
  args: {
    title: 'Coming up in the next two weeks',
    busy: false,
    onRetry: fn(),
    children: (
      <List dense disablePadding>
        <ListItem disableGutters>
          <ListItemText primary="Lab report: density" secondary="Year 7 Science · due 11/24/26" />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText primary="Essay outline" secondary="English 9 · due 11/26/26" />
        </ListItem>
      </List>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Widget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its content in place, under its heading. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Coming up in the next two weeks' });
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Coming up in the next two weeks',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Busy, with a skeleton shaped like the content. */
export const Loading: Story = {
  args: {
    busy: true,
    children: [1, 2, 3].map((i) => <Skeleton key={i} height={48} />),
  },
  beforeEach: () => showsWorkInProgress(),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Coming up in the next two weeks' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing yet: one line of secondary text. */
export const Empty: Story = {
  args: {
    children: <Typography color="text.secondary">Nothing is due in the next two weeks.</Typography>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing is due in the next two weeks.')).toBeVisible();
  },
};

/** The load failed: an error with Retry takes the content's place. */
export const Failed: Story = {
  args: { title: 'Assignments per week', error: 'The weekly figures could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Assignments per week' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The weekly figures could not be loaded.',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
