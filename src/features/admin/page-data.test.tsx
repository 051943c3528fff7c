// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, pageDataElement } from '../../shared/page-data';
import { renderRoutes } from '../../testing/render-routes';
import { AdminLayout } from './admin-layout';
import { DashboardPage } from './dashboard/dashboard-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const session = { idleTimeoutSeconds: 1200, idleSecondsLeft: 1200, secondsLeft: 40_000 };
const user = (fullName: string) => ({
  id: `id-${fullName}`,
  email: `${fullName.toLowerCase()}@school.org`,
  fullName,
  school: null,
  teachingSince: null,
});

describe('the data a page was rendered with', () => {
  it('starts the signed-in area once, and never a later visit of it (another teacher’s sign-in)', async () => {
    // The page as the server sent it for Ada (src/shared/page-data.ts).
    document.body.insertAdjacentHTML(
      'afterbegin',
      pageDataElement({ me: { user: user('Ada Lovelace'), session } }),
    );
    let asked = 0;
    server.use(
      http.get('/api/auth/me', () => {
        asked += 1;
        return HttpResponse.json({ user: user('Grace Hopper'), session });
      }),
      http.get('/api/dashboard/*', () => HttpResponse.json(null, { status: 503 })),
    );
    const router = renderRoutes(
      [
        { path: '/login', element: <p>Sign in</p> },
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [{ path: 'dashboard', element: <DashboardPage /> }],
        },
      ],
      '/admin/dashboard',
    );
    // Ada's name at once, from the page: not asked again.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/, Ada$/);
    expect(asked).toBe(0);

    // She leaves (signing out goes to /login); Grace signs in in the same tab.
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/admin/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /, Grace$/ })).toBeVisible();
    expect(asked).toBe(1);
    document.getElementById(PAGE_DATA_ID)?.remove();
  });
});
