// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPageData } from '../../lib/page-data/page-data';
import type { DashboardAnswers } from '../../shared/api-types/dashboard';
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

  it('starts the dashboard from the answers in its page: figures and lists drawn at once, none asked for again', async () => {
    setPageData(undefined);
    const dashboard: DashboardAnswers = {
      summary: { classes: 2, students: 41, dueThisWeek: 1, toMark: 3, missing: 0 },
      attention: [
        { classId: 'c1', className: 'Physics 11', toMark: 3, missing: 0 },
        { classId: 'c2', className: 'Chemistry 10', toMark: 0, missing: 0 },
      ],
      upcoming: [
        { id: 'a1', title: 'Pendulum report', dueDate: '2026-12-08', className: 'Physics 11' },
      ],
      weekly: [{ weekStart: '2026-11-30', count: 1 }],
    };
    document.body.insertAdjacentHTML(
      'afterbegin',
      pageDataElement({ me: { user: user('Ada Lovelace'), session }, dashboard }),
    );
    const asked: string[] = [];
    server.use(
      http.get('/api/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json(null, { status: 503 });
      }),
    );
    renderRoutes(
      [
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [{ path: 'dashboard', element: <DashboardPage /> }],
        },
      ],
      '/admin/dashboard',
    );
    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(summary).toHaveAttribute('aria-busy', 'false');
    expect(summary.querySelector('li')).toHaveTextContent('Classes2');
    const coming = screen.getByRole('region', { name: 'Coming up in the next two weeks' });
    expect(coming).toHaveAttribute('aria-busy', 'false');
    expect(coming).toHaveTextContent('Pendulum reportPhysics 11 · due 12/8/26');
    const byClass = screen.getByRole('region', { name: 'To mark and missing, by class' });
    expect(byClass).toHaveTextContent('Physics 113 to mark');
    expect(byClass).not.toHaveTextContent('Chemistry 10');
    // A moment for any query the app would send: none (each answer is fresh for 30 s).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(asked).toEqual([]);
    document.getElementById(PAGE_DATA_ID)?.remove();
  });
});
