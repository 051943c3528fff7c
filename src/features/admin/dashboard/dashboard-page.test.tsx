// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render-routes';
import { createQueryClient } from '../query-client';
import { DashboardPage } from './dashboard-page';

/** Each widget notes every time it is drawn (an effect with no list runs after each). */
const drawn: string[] = [];
function Widget({ name }: { name: string }) {
  useEffect(() => {
    drawn.push(name);
  });
  return <p>{name}</p>;
}
// The factories only name `Widget`; it is drawn, and so looked up, long after they have run.
vi.mock('./weekly', () => ({ Weekly: () => <Widget name="weekly" /> }));
vi.mock('./upcoming', () => ({ Upcoming: () => <Widget name="upcoming" /> }));
vi.mock('./by-class', () => ({ ByClass: () => <Widget name="by-class" /> }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the dashboard page', () => {
  it('leaves its widgets as they are when it is drawn again (the name and the figures arriving)', async () => {
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json({
          user: {
            id: 'ada',
            email: 'ada@school.org',
            fullName: 'Ada Lovelace',
            school: null,
            teachingSince: null,
          },
          session: { idleTimeoutSeconds: 1200, idleSecondsLeft: 1200, secondsLeft: 40_000 },
        }),
      ),
      http.get('/api/dashboard/summary', () =>
        HttpResponse.json({ classes: 3, students: 70, dueThisWeek: 2, toMark: 5, missing: 1 }),
      ),
    );
    const page = (
      <QueryClientProvider client={createQueryClient()}>
        <DashboardPage />
      </QueryClientProvider>
    );
    renderRoutes([{ path: '/admin/dashboard', element: page }], '/admin/dashboard');

    // The page is drawn again for each answer: the name in the greeting, then the figures.
    expect(await screen.findByRole('heading', { level: 1, name: /, Ada$/ })).toBeVisible();
    expect(await screen.findByText('70')).toBeVisible();
    expect(screen.getByText('weekly')).toBeVisible();
    // Each widget drawn once, by the page's first render: the page's later renders find the
    // same elements and leave them (each widget is drawn again only by its own answer).
    expect(drawn.toSorted()).toEqual(['by-class', 'upcoming', 'weekly']);
  });
});
