import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { api, dashboard } from '../../src/testing/handlers';
import {
  RouteStory,
  screenParameters,
  slow,
  withSignedInFlag,
  type WithMsw,
} from '../support/route-story';
import { screenOf } from '../support/play';

/**
 * Each row of the route table, through the real guard. The screens they land on are pictured
 * by their own stories (SignInPage Idle, DashboardPage Filled, …): these stories exist for
 * their assertions and take no picture (ADR 022), except where the route shows something of
 * its own (SessionEnded's toast).
 */
const meta = {
  title: 'App/RouteTree',
  component: RouteStory,
  // An object literal: given the call's result directly, this file's meta lost its parameters.
  parameters: {
    ...screenParameters(),
    chromatic: { ...screenParameters().chromatic, disableSnapshot: true },
  },
  tags: ['!autodocs'],
} satisfies Meta<typeof RouteStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const signedInApi = ({ msw }: WithMsw) => {
  withSignedInFlag();
  msw.use(api.me.signedIn(), ...dashboard.filled());
};

const expectSignIn = async (root: HTMLElement) => {
  await expect(await screenOf(root).findByRole('heading', { name: 'Sign in' }, slow)).toBeVisible();
};
const expectDashboard = async (root: HTMLElement) => {
  await expect(
    await screenOf(root).findByRole('heading', { name: 'Good morning, Grace' }, slow),
  ).toBeVisible();
};

/** Flag absent: refused, all of localStorage cleared, at /login. */
export const GuardedSignedOut: Story = {
  args: { path: '/admin/dashboard' },
  beforeEach() {
    localStorage.setItem('unrelated.key', 'left over');
  },
  play: async ({ canvasElement }) => {
    await expectSignIn(canvasElement);
    await expect(localStorage.length).toBe(0);
    await expect(screenOf(canvasElement).queryByText(/Good morning/)).toBeNull();
  },
};

export const GuardedSignedIn: Story = {
  args: { path: '/admin/dashboard' },
  beforeEach: signedInApi,
  play: async ({ canvasElement }) => expectDashboard(canvasElement),
};

export const AdminGoesToDashboard: Story = {
  args: { path: '/admin' },
  beforeEach: signedInApi,
  play: async ({ canvasElement }) => expectDashboard(canvasElement),
};

/** The empty path is the login area, guarded. */
export const RootSignedOut: Story = {
  args: { path: '/' },
  play: async ({ canvasElement }) => expectSignIn(canvasElement),
};

export const RootSignedIn: Story = {
  args: { path: '/' },
  beforeEach: signedInApi,
  play: async ({ canvasElement }) => expectDashboard(canvasElement),
};

export const LoginSignedIn: Story = {
  args: { path: '/login' },
  beforeEach: signedInApi,
  play: async ({ canvasElement }) => expectDashboard(canvasElement),
};

/** Any other path falls back to the login area. */
export const UnknownPathSignedOut: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvasElement }) => expectSignIn(canvasElement),
};

export const UnknownPathSignedIn: Story = {
  args: { path: '/no/such/page' },
  beforeEach: signedInApi,
  play: async ({ canvasElement }) => expectDashboard(canvasElement),
};

/** Sign-up and forgot-password are not guarded. */
export const SignUpUnguarded: Story = {
  args: { path: '/signup' },
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('heading', { name: 'Create your account' }, slow),
    ).toBeVisible();
  },
};

export const ForgotUnguarded: Story = {
  args: { path: '/forgot' },
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByRole('heading', { name: 'Forgot your password?' }, slow),
    ).toBeVisible();
  },
};

/** A 401 from the API: storage cleared, back to sign in, and a toast says why. */
export const SessionEnded: Story = {
  args: { path: '/admin/dashboard' },
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach({ msw }) {
    withSignedInFlag();
    msw.use(api.me.unauthorized(), ...dashboard.unauthorized());
  },
  play: async ({ canvasElement }) => {
    await expectSignIn(canvasElement);
    const toast = await screenOf(canvasElement).findByText(
      'Your session has ended. Please sign in again.',
      {},
      slow,
    );
    await expect(toast).toBeVisible();
    await expect(localStorage.length).toBe(0);
    await userEvent.hover(toast);
  },
};
