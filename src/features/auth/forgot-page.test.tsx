// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../testing/handlers';
import { renderRoutes } from '../../testing/render-routes';
import { ForgotPage } from './forgot-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function send() {
  renderRoutes([{ path: '/forgot', element: <ForgotPage /> }], '/forgot');
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@school.org');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

describe('the forgot-password page once the link is sent', () => {
  it('is its own state: names the address, offers to send again and the way back', async () => {
    server.use(api.forgot.success());
    await send();
    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('grace@school.org')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
  });

  it('sends again, and says so', async () => {
    server.use(api.forgot.success());
    const user = await send();
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent again.');
  });

  it('told to wait, counts down with Send again disabled', async () => {
    server.use(api.forgot.success());
    const user = await send();
    server.use(api.forgot.rateLimited(600));
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 10:00');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Send again' })).toBeDisabled();
  });

  it('goes back to the form, with the address kept, to use another one', async () => {
    server.use(api.forgot.success());
    const user = await send();
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@school.org');
  });
});
