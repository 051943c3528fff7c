// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearAllStorage, setSignedInFlag } from '../../../lib/session/flag';
import { classPath, loginUrl, paths } from '../../../shared/paths';
import { build } from '../../../testing/builders';
import { fakeAdminApi } from '../../../testing/fake-api';
import { api } from '../../../testing/handlers';
import { renderRoutes } from '../../../testing/render-routes';
import { queryKeys } from '../admin-api';
import { ClassPage } from '../classes/class-page';
import { createQueryClient } from '../query-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

const algebra = build.classes()[0]!;

describe('the roster’s New student dialog', () => {
  it('comes back with what was typed after the session ends and the teacher signs in again', async () => {
    server.use(api.me.signedIn(), ...fakeAdminApi());
    setSignedInFlag();
    const client = createQueryClient();
    const router = renderRoutes(
      [
        { path: paths.login, element: <p>Sign in</p> },
        {
          path: `${paths.classes}/:id`,
          element: (
            <QueryClientProvider client={client}>
              <ClassPage />
            </QueryClientProvider>
          ),
        },
      ],
      classPath(algebra.id),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Algebra I', level: 1 });
    // Drafts are kept once the teacher is known (lib/drafts: each is tagged with its owner).
    await waitFor(() => expect(client.getQueryData(queryKeys.me)).toBeDefined());
    await user.click(await screen.findByRole('button', { name: 'New student' }));
    const typing = within(await screen.findByRole('dialog', { name: 'New student' }));
    await user.type(typing.getByRole('textbox', { name: 'First name' }), 'Zoë');
    await user.type(typing.getByRole('textbox', { name: 'Last name' }), 'Nakamura');

    // The session ends (a 401): the app clears localStorage, forgets the server's data and
    // goes to sign in; the dialog is gone with the page, its draft kept in sessionStorage.
    clearAllStorage();
    await act(() => router.navigate(loginUrl(classPath(algebra.id))));
    client.clear();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Signed in again, back on the class page: the roster opens the dialog with the draft.
    setSignedInFlag();
    await act(() => router.navigate(classPath(algebra.id)));
    const back = within(await screen.findByRole('dialog', { name: 'New student' }));
    expect(back.getByText(/What you typed before signing in again is back/)).toBeVisible();
    expect(back.getByRole('textbox', { name: 'First name' })).toHaveValue('Zoë');
    expect(back.getByRole('textbox', { name: 'Last name' })).toHaveValue('Nakamura');
  });
});

describe('the roster’s progress column', () => {
  it('says "Loading progress" to a screen reader while the figures are on their way, then the figures', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      api.me.signedIn(),
      // The class's figures wait until the test lets them through, then the fake answers
      // (a handler that returns nothing hands the request on to the next).
      http.get('/api/work/progress/:classId', async () => {
        await answered;
      }),
      ...fakeAdminApi(),
    );
    setSignedInFlag();
    renderRoutes(
      [
        {
          path: `${paths.classes}/:id`,
          element: (
            <QueryClientProvider client={createQueryClient()}>
              <ClassPage />
            </QueryClientProvider>
          ),
        },
      ],
      classPath(algebra.id),
    );
    const table = await screen.findByRole('table', { name: /students/i });
    // The first student's row, once the roster is there (the figures come on their own).
    const [firstName] = await within(table).findAllByRole('link');
    const firstRow = () =>
      within(table).getByRole('link', { name: firstName!.textContent }).closest('tr')!;
    expect(firstRow()).toHaveTextContent('Loading progress');
    // The ellipsis is for the eye only.
    expect(within(firstRow()).getByText('…')).toHaveAttribute('aria-hidden', 'true');
    answer();
    await waitFor(() => expect(firstRow()).toHaveTextContent(/\d+ in/));
    expect(firstRow()).not.toHaveTextContent('Loading progress');
  });
});
