import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PageHeader } from '../../../src/features/admin/page-header';

/** The top of every admin page: its heading, its main action beside it, and the tab's title. */
const meta = {
  title: 'Features/Admin/PageHeader',
  component: PageHeader,
  args: { title: 'Classes' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one main action beside the heading (under it on phones). */
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="contained" startIcon={<Add />}>
        New class
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New class' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Classes · Lectern'));
  },
};

/** A greeting with no action; the tab still names the page. */
export const WithoutAction: Story = {
  args: { title: 'Good morning, Grace', documentTitle: 'Dashboard' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Good morning, Grace' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Dashboard · Lectern'));
  },
};
