import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TermsPage } from '../../../src/features/auth/terms-page';
import { api } from '../../../src/testing/handlers';
import {
  RouteStory,
  screenParameters,
  withSignedInFlag,
  type WithMsw,
} from '../../support/route-story';
import { page, screenReady } from '../../support/screen-play';

const meta = {
  title: 'Features/Auth/TermsPage',
  component: TermsPage,
  render: () => <RouteStory path="/terms" />,
  parameters: screenParameters(),
  tags: ['!autodocs'],
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Terms of use and privacy';

/** Signed out, as the sign-up page's link opens it: the terms and what is kept, by section. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, TITLE);
    const p = page(canvasElement);
    for (const name of [
      'Who runs Lectern',
      'Using Lectern',
      'What Lectern keeps about you',
      'What Lectern keeps about children',
      'Deleting',
    ])
      await expect(p.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(p.getByText(/no birth date, address, photo or contact details/)).toBeVisible();
    await expect(p.getByRole('link', { name: 'Back to Lectern' })).toHaveAttribute('href', '/');
  },
};

/** Signed in, the page is the same: no guard sends the teacher away. */
export const SignedIn: Story = {
  beforeEach: ({ msw }: WithMsw) => {
    withSignedInFlag();
    msw.use(api.me.signedIn());
  },
  play: async ({ canvasElement }) => {
    await screenReady(canvasElement, TITLE);
    await expect(page(canvasElement).queryByRole('heading', { name: 'Sign in' })).toBeNull();
  },
  // SignedOut's picture: this story is for its assertion.
  parameters: { chromatic: { disableSnapshot: true } },
};
