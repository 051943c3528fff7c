// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setSignedInFlag } from '../../../lib/session/flag';
import { paths } from '../../../shared/paths';
import { ACCOUNT_DELETED, WRONG_PASSWORD } from '../../../shared/schemas/account';
import { fakeAccountApi, FAKE_PASSWORD } from '../../../testing/fake-account-api';
import { renderRoutes } from '../../../testing/render-routes';
import { DataSection } from './data-section';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout: the form scrolls the first invalid field into view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

/** The "Your data" section on the settings page, with a sign-in page to land on. */
function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = renderRoutes(
    [
      {
        path: paths.settings,
        element: (
          <QueryClientProvider client={client}>
            <DataSection />
          </QueryClientProvider>
        ),
      },
      { path: paths.login, element: <h1>Sign in</h1> },
    ],
    paths.settings,
  );
  return { router, user: userEvent.setup() };
}

async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete your account' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
  expect(
    await dialog.findByText(/^Your account goes, with your 3 classes, their 58 students/),
  ).toBeVisible();
  return dialog;
}

describe('Delete your account', () => {
  it('refuses a wrong password on its field, with focus there and the typing kept', async () => {
    let deletes = 0;
    server.use(
      http.post('/api/account/delete', () => {
        deletes += 1;
      }),
      ...fakeAccountApi(),
    );
    setSignedInFlag();
    const { router, user } = show();
    const dialog = await askToDelete(user);
    const password = dialog.getByLabelText(/^Your password/, { selector: 'input' });
    await user.type(password, 'not my password');
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(WRONG_PASSWORD);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveValue('not my password');
    expect(deletes).toBe(1);
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.settings);
    expect(localStorage.length).toBe(1);
  });

  it('sends nothing without a password', async () => {
    let deletes = 0;
    server.use(
      http.post('/api/account/delete', () => {
        deletes += 1;
      }),
      ...fakeAccountApi(),
    );
    const { user } = show();
    const dialog = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    const password = dialog.getByLabelText(/^Your password/, { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription('This field is required.'));
    expect(deletes).toBe(0);
  });

  it('deleted: storage cleared, on the sign-in page, saying so', async () => {
    server.use(...fakeAccountApi());
    setSignedInFlag();
    const { router, user } = show();
    const dialog = await askToDelete(user);
    await user.type(dialog.getByLabelText(/^Your password/, { selector: 'input' }), FAKE_PASSWORD);
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(localStorage.length).toBe(0);
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeVisible();
    // The fake account is gone: it answers 401 from now on.
    expect((await fetch('/api/account/holdings')).status).toBe(401);
  });
});
