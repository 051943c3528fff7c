import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenModes } from '../../../../.storybook/modes.ts';
import { PROFILE_DRAFT } from '../../../../src/features/admin/settings/profile-section';
import { SettingsPage } from '../../../../src/features/admin/settings/settings-page';
import { saveDraft } from '../../../../src/lib/drafts/drafts';
import { build } from '../../../../src/testing/builders';
import {
  fakeAccountApi,
  FAKE_PASSWORD,
  someSignIns,
} from '../../../../src/testing/fake-account-api';
import { api } from '../../../../src/testing/handlers';
import { holdForever } from '../../../../src/testing/hold';
import { expectFieldError } from '../../../support/play';
import {
  RouteStory,
  signedIn,
  slow,
  withSignedInFlag,
  type WithMsw,
} from '../../../support/route-story';
import { page, screenReady, typeInto } from '../../../support/screen-play';

const meta = {
  title: 'Features/Admin/Settings/SettingsPage',
  component: SettingsPage,
  render: () => <RouteStory path="/admin/settings" />,
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...screenModes } } },
  tags: ['!autodocs'],
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'violet harbour tram ledger';
const ready = (root: HTMLElement) => screenReady(root, 'Settings');
const section = (root: HTMLElement, name: string) =>
  within(page(root).getByRole('region', { name }));

/** The profile form, once the teacher is known. */
async function profileShown(root: HTMLElement) {
  await ready(root);
  const field = await page(root).findByRole('textbox', { name: 'Full name' }, slow);
  await expect(field).toHaveValue('Grace Hopper');
  return section(root, 'Profile');
}

async function fillPassword(root: HTMLElement, current: string) {
  await ready(root);
  await typeInto(root, /^Current password/, current);
  await typeInto(root, /^New password/, NEW_PASSWORD);
  await typeInto(root, /^Confirm new password/, NEW_PASSWORD);
  await userEvent.click(page(root).getByRole('button', { name: 'Change password' }));
}

/** Name and school filled in, the password form empty, the last sign-ins with this one marked. */
export const Filled: Story = {
  beforeEach: signedIn(...fakeAccountApi()),
  play: async ({ canvasElement }) => {
    const profile = await profileShown(canvasElement);
    await expect(profile.getByRole('textbox', { name: 'School' })).toHaveValue('Arlington High');
    await expect(profile.getByText('Signed in as grace@school.org.')).toBeVisible();
    const list = await page(canvasElement).findByRole('list', { name: 'Recent sign-ins' }, slow);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Chrome on macOS');
    // The reader's locale and zone (the stories run en-US, UTC).
    await expect(items[0]).toHaveTextContent('Nov 21, 2026, 8:12 AM');
    await expect(within(items[0]!).getByText('This session')).toBeVisible();
    await expect(within(items[1]!).queryByText('This session')).toBeNull();
    await expect(
      page(canvasElement).getByRole('button', { name: 'Sign out everywhere' }),
    ).toBeVisible();
  },
};

/** The teacher and the sign-ins on their way: placeholders, marked busy. */
export const Loading: Story = {
  beforeEach: ({ msw }: WithMsw) => {
    withSignedInFlag();
    msw.use(
      api.me.pending(),
      http.get('/api/account/sign-ins', () => holdForever()),
    );
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(section(canvasElement, 'Profile').queryByRole('textbox')).toBeNull();
    await expect(page(canvasElement).getByRole('region', { name: 'Profile' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      page(canvasElement).getByRole('region', { name: 'Recent sign-ins' }),
    ).toHaveAttribute('aria-busy', 'true');
    // The password can be changed meanwhile: it needs nothing loaded.
    await expect(page(canvasElement).getByLabelText(/^Current password/)).toBeEnabled();
  },
};

/** Neither the profile nor the sign-ins could be loaded: each says so, with Retry. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }: WithMsw) => {
    withSignedInFlag();
    msw.use(
      api.me.serverError(),
      http.get('/api/account/sign-ins', () => new HttpResponse(null, { status: 503 })),
    );
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await expect(
      await p.findByText('Your profile could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(
      await p.findByText('Your recent sign-ins could not be loaded.', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(p.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  },
};

/** Retry after a failed load: the sign-ins come back. */
export const RetriedAfterFailure: Story = {
  beforeEach: ({ msw }: WithMsw) => {
    withSignedInFlag();
    let calls = 0;
    msw.use(
      api.me.signedIn(),
      http.get('/api/account/sign-ins', () => {
        calls += 1;
        // Failing until Retry is pressed (the query itself tries three times).
        return calls <= 3
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ items: someSignIns() });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(await p.findByRole('button', { name: 'Retry' }, { timeout: 15000 }));
    await expect(await p.findByRole('list', { name: 'Recent sign-ins' }, slow)).toBeVisible();
  },
  // Filled's picture: this story is for its assertions.
  parameters: { chromatic: { disableSnapshot: true } },
};

/** A new name saved: a toast, and the account menu has it at once. */
export const ProfileSaved: Story = {
  beforeEach: signedIn(...fakeAccountApi()),
  play: async ({ canvasElement }) => {
    const profile = await profileShown(canvasElement);
    const name = profile.getByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace Brewster Hopper');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    const p = page(canvasElement);
    await expect(await p.findByText('Your profile is saved.', {}, slow)).toBeVisible();
    await userEvent.click(p.getByRole('button', { name: 'Account' }));
    await expect(await p.findByText('Grace Brewster Hopper')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(p.queryByRole('menu')).toBeNull());
    await expect(name).toHaveValue('Grace Brewster Hopper');
    // Stays for the screenshot.
    await userEvent.hover(p.getByText('Your profile is saved.'));
  },
};

/** Typed before the session ended, and signed in again: the typing is back, unsaved. */
export const ProfileDraftRestored: Story = {
  beforeEach: (context: WithMsw) => {
    signedIn(...fakeAccountApi())(context);
    saveDraft(PROFILE_DRAFT, build.user().id, { fullName: 'Grace B. Hopper', school: '' });
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const profile = section(canvasElement, 'Profile');
    await expect(await profile.findByRole('textbox', { name: 'Full name' }, slow)).toHaveValue(
      'Grace B. Hopper',
    );
    await expect(profile.getByRole('textbox', { name: 'School' })).toHaveValue('');
  },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** The server refuses the name: the message is on its field, and what was typed stays. */
export const ProfileRefused: Story = {
  beforeEach: signedIn(...fakeAccountApi()),
  play: async ({ canvasElement }) => {
    const profile = await profileShown(canvasElement);
    const school = profile.getByRole('textbox', { name: 'School' });
    await userEvent.clear(profile.getByRole('textbox', { name: 'Full name' }));
    await userEvent.type(school, ' and College');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    await expectFieldError(
      profile.getByRole('textbox', { name: 'Full name' }),
      'This field is required.',
    );
    await expect(school).toHaveValue('Arlington High and College');
  },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** A wrong current password: its field says so and has focus; nothing typed is lost. */
export const WrongCurrentPassword: Story = {
  beforeEach: signedIn(...fakeAccountApi()),
  play: async ({ canvasElement }) => {
    await fillPassword(canvasElement, 'not my password');
    const p = page(canvasElement);
    const current = p.getByLabelText(/^Current password/, { selector: 'input' });
    await expectFieldError(current, 'This is not your current password.');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(p.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue(
      NEW_PASSWORD,
    );
  },
};

/** The server's strength check refuses the new password: its message is on the field. */
export const WeakNewPassword: Story = {
  beforeEach: signedIn(
    http.post('/api/account/password', () =>
      HttpResponse.json(
        {
          error: 'validation',
          message: 'Some fields need attention.',
          fields: {
            newPassword:
              'This password would be easy to guess. Add another word or two, or let a password manager make one.',
          },
        },
        { status: 400 },
      ),
    ),
    ...fakeAccountApi(),
  ),
  play: async ({ canvasElement }) => {
    await fillPassword(canvasElement, FAKE_PASSWORD);
    await expectFieldError(
      page(canvasElement).getByLabelText(/^New password/, { selector: 'input' }),
      /easy to guess/,
    );
  },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** Changed: the toast says the other sessions ended, and the form is empty again. */
export const PasswordChanged: Story = {
  beforeEach: signedIn(...fakeAccountApi()),
  play: async ({ canvasElement }) => {
    await fillPassword(canvasElement, FAKE_PASSWORD);
    const p = page(canvasElement);
    const toast = await p.findByText('Password changed. Other sessions were signed out.', {}, slow);
    await waitFor(() =>
      expect(p.getByLabelText(/^Current password/, { selector: 'input' })).toHaveValue(''),
    );
    await expect(p.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue('');
    await userEvent.hover(toast);
  },
};

/** Told to wait after too many wrong passwords: a countdown, the button disabled. */
export const PasswordTooManyAttempts: Story = {
  beforeEach: signedIn(
    http.post('/api/account/password', () =>
      HttpResponse.json(
        { error: 'rate_limited', retryAfter: 840, message: 'Too many attempts.' },
        { status: 429, headers: { 'Retry-After': '840' } },
      ),
    ),
    ...fakeAccountApi(),
  ),
  play: async ({ canvasElement }) => {
    await fillPassword(canvasElement, 'a guess');
    const p = page(canvasElement);
    const alert = await p.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Too many attempts. Please try again in 14:00');
    await expect(p.getByRole('button', { name: 'Change password' })).toBeDisabled();
  },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** Sign out everywhere asks first; Cancel has focus. */
export const SignOutEverywhereConfirm: Story = {
  beforeEach: signedIn(...fakeAccountApi()),
  play: async ({ canvasElement }) => {
    await profileShown(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(await p.findByRole('alertdialog', { name: 'Sign out everywhere?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(
      dialog.getByText(/Every device signed in to your account, this one too/),
    ).toBeVisible();
  },
};

/** Confirmed: on the sign-in page, localStorage cleared, as after Sign out. */
export const SignedOutEverywhere: Story = {
  beforeEach: signedIn(...fakeAccountApi(), api.signOut.success()),
  play: async ({ canvasElement }) => {
    await profileShown(canvasElement);
    const p = page(canvasElement);
    await userEvent.click(p.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(await p.findByRole('alertdialog', { name: 'Sign out everywhere?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await screenReady(canvasElement, 'Sign in');
    await expect(localStorage.length).toBe(0);
    await userEvent.hover(await p.findByText('You have signed out on every device.', {}, slow));
  },
  parameters: { chromatic: { disableSnapshot: true } },
};

/** No sign-ins recorded yet (an account from before they were kept). */
export const NoSignInsYet: Story = {
  beforeEach: signedIn(...fakeAccountApi({ signIns: [] })),
  play: async ({ canvasElement }) => {
    await profileShown(canvasElement);
    await expect(
      await page(canvasElement).findByText(/No sign-ins recorded yet/, {}, slow),
    ).toBeVisible();
    await expect(page(canvasElement).queryByRole('list', { name: 'Recent sign-ins' })).toBeNull();
  },
};

/** A teacher with no school: the field is empty, the rest as usual. */
export const NoSchool: Story = {
  beforeEach: ({ msw }: WithMsw) => {
    withSignedInFlag();
    msw.use(api.me.signedIn(build.user({ school: null })), ...fakeAccountApi());
  },
  play: async ({ canvasElement }) => {
    const profile = await profileShown(canvasElement);
    await expect(profile.getByRole('textbox', { name: 'School' })).toHaveValue('');
  },
  parameters: { chromatic: { disableSnapshot: true } },
};
