import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from '../../../src/components/data/empty-state';

/** What a list or widget shows when there is nothing yet: a sentence and the next step. */
const meta = {
  title: 'Components/Data/EmptyState',
  component: EmptyState,
  args: {
    icon: <SchoolOutlined />,
    title: 'No classes yet',
    children: 'Add the classes you teach, with their term dates, to start setting assignments.',
    action: <Button variant="contained">New class</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No classes yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New class' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, children: undefined, action: undefined, title: 'Nothing on this page' },
};
