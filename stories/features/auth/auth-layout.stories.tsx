import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { AuthLayout } from '../../../src/features/auth/auth-layout';
import { Link } from '../../../src/features/auth/link';

/** The frame of the sign-in, sign-up and password screens: the logo and a card with a heading. */
const meta = {
  title: 'Features/Auth/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Sign in',
    children: (
      <Stack component="form" aria-label="Sign in" spacing={2.5}>
        <TextField label="Email" type="email" defaultValue="grace@school.org" />
        <Button variant="contained" fullWidth>
          Sign in
        </Button>
      </Stack>
    ),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and the form, nothing else. */
export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sign in · Lectern'));
  },
};

/** A line under the heading that says what the screen is for. */
export const WithSubtitle: Story = {
  args: {
    title: 'Forgot your password?',
    subtitle: 'Enter your email and we will send you a link to choose a new one.',
    children: (
      <Button variant="contained" fullWidth>
        Send the link
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Enter your email and we will send you a link to choose a new one.'),
    ).toBeVisible();
  },
};

/** A refused submit: the reason in an alert above the form, and focus on it. */
export const WithFormError: Story = {
  args: {
    subtitle: 'Welcome back. Your classes are waiting.',
    formError: 'The email or password is incorrect.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The email or password is incorrect.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** A link to the other screen under the card. */
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        New to Lectern? <Link to="/signup">Create an account</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/New to Lectern\?/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};
