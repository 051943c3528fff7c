// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../testing/handlers';
import { renderRoutes } from '../../testing/render-routes';
import { ResetPage } from './reset-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom lays nothing out: the form scrolls the first invalid field into view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => sessionStorage.clear());

const signIn = () => renderRoutes([{ path: '/login', element: <SignInPage /> }], '/login');

describe('what a refused submit tells', () => {
  it('moves focus to the reason a sign-in was refused', async () => {
    server.use(api.signIn.wrongCredentials());
    signIn();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@school.org');
    await user.type(screen.getByLabelText(/^Password/), 'not the one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is incorrect.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('says how many fields need attention, once per submit', async () => {
    signIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('2 fields need attention.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    // Fixing a field does not talk over the person; the next submit counts again.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@school.org');
    expect(screen.getByText('2 fields need attention.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('1 field needs attention.')).toBeInTheDocument();
  });
});

describe('sign-up with an address that has an account', () => {
  it('links to sign in and to reset the password', async () => {
    server.use(
      api.signUp.fields({
        email: 'An account already uses this email. Sign in, or reset your password.',
      }),
    );
    renderRoutes([{ path: '/signup', element: <SignUpPage /> }], '/signup');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@school.org');
    await user.type(screen.getByLabelText(/^Password/), 'compile the ships log');
    await user.type(screen.getByLabelText(/^Confirm password/), 'compile the ships log');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'An account already uses this email. Sign in, or reset your password.',
      ),
    );
    const message = within(document.getElementById(email.getAttribute('aria-describedby')!)!);
    expect(message.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(message.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  });
});

describe('a reset link that could not be checked', () => {
  it('says so (not that the link is bad) and checks again on Try again', async () => {
    server.use(http.post('/api/auth/reset/check', () => HttpResponse.error()));
    renderRoutes([{ path: '/forgot/reset', element: <ResetPage /> }], '/forgot/reset?token=k3J');
    const user = userEvent.setup();
    expect(await screen.findByText(/Your link could not be checked/)).toBeInTheDocument();
    expect(screen.queryByText(/not valid/)).toBeNull();
    server.use(api.resetCheck.status('valid'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save new password' })).toBeInTheDocument();
  });
});
