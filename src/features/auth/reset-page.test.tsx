// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { ResetPage } from './reset-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => sessionStorage.clear());

/** Records the tokens the page sends, and answers as a valid link would. */
function validLink() {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/auth/reset/check', async ({ request }) => {
      sent.push(((await request.json()) as { token: unknown }).token);
      return HttpResponse.json({ status: 'valid' });
    }),
  );
  return sent;
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/forgot/reset', element: <ResetPage /> },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    path,
  );

describe('the reset page', () => {
  it('takes the token out of the address bar as soon as it has read it', async () => {
    const sent = validLink();
    const router = renderAt('/forgot/reset?token=k3Jd9aQ2&utm=mail');
    await waitFor(() => expect(router.state.location.search).toBe('?utm=mail'));
    expect(router.state.location.pathname).toBe('/forgot/reset');
    await screen.findByRole('button', { name: 'Save new password' });
    expect(sent).toEqual(['k3Jd9aQ2']);
  });

  it('still works after a reload (the token is kept for this tab only)', async () => {
    const first = validLink();
    renderAt('/forgot/reset?token=k3Jd9aQ2');
    await screen.findByRole('button', { name: 'Save new password' });
    expect(first).toEqual(['k3Jd9aQ2']);
    // A reload: a new page at the address the bar now shows.
    document.body.innerHTML = '';
    const again = validLink();
    renderAt('/forgot/reset');
    await screen.findAllByRole('button', { name: 'Save new password' });
    expect(again).toEqual(['k3Jd9aQ2']);
    expect(localStorage.length).toBe(0);
  });

  it('forgets the token once the password is changed', async () => {
    validLink();
    let body: unknown;
    server.use(
      http.post('/api/auth/reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Your password has been changed.' });
      }),
    );
    renderAt('/forgot/reset?token=k3Jd9aQ2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'a fresh term begins');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a fresh term begins');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByText('Sign in page');
    expect(body).toMatchObject({ token: 'k3Jd9aQ2', password: 'a fresh term begins' });
    expect(sessionStorage.getItem('lectern.resetToken')).toBeNull();
  });

  it('without a token, says the link is not valid', async () => {
    server.use(http.post('/api/auth/reset/check', () => HttpResponse.json({ status: 'invalid' })));
    renderAt('/forgot/reset');
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
  });
});
