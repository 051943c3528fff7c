// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { ForgotPage } from './forgot-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

const renderPage = (path: string, element: React.ReactNode) =>
  renderRoutes([{ path, element }], path);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the one reload after a failed chunk', () => {
  it('keeps what was typed on the sign-up page, but never a password', async () => {
    renderPage('/signup', <SignUpPage />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@school.org');
    await user.type(screen.getByLabelText(/^Password/), 'a long passphrase here');
    // The reload: the page goes, and comes again in the same tab.
    cleanup();
    renderPage('/signup', <SignUpPage />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@school.org');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('lectern.drafts')).not.toContain('passphrase');
  });

  it('keeps the e-mail typed on the sign-in page, never its password, and gives it to Forgot', async () => {
    renderPage('/login', <SignInPage />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@school.org');
    await user.type(screen.getByLabelText(/^Password/), 'a long passphrase here');
    // "Forgot password?" was followed, the page's code failed to come, the tab reloaded there.
    cleanup();
    renderPage('/forgot', <ForgotPage />);
    expect(await screen.findByDisplayValue('grace@school.org')).toBe(
      screen.getByRole('textbox', { name: 'Email' }),
    );
    expect(sessionStorage.getItem('lectern.drafts')).not.toContain('passphrase');
    // And back on the sign-in page after a reload, the e-mail is still there; the password not.
    cleanup();
    renderPage('/login', <SignInPage />);
    expect(await screen.findByDisplayValue('grace@school.org')).toBe(
      screen.getByRole('textbox', { name: 'Email' }),
    );
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('puts back what was typed on the forgot page itself first', async () => {
    renderPage('/login', <SignInPage />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@school.org');
    cleanup();
    renderPage('/forgot', <ForgotPage />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await screen.findByDisplayValue('grace@school.org');
    await user.clear(email);
    await user.type(email, 'hopper@school.org');
    cleanup();
    renderPage('/forgot', <ForgotPage />);
    expect(await screen.findByDisplayValue('hopper@school.org')).toBe(
      screen.getByRole('textbox', { name: 'Email' }),
    );
  });
});
