// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE } from '../../../lib/api/submit-errors';
import { classPath, paths } from '../../../shared/paths';
import { build } from '../../../testing/builders';
import { fakeAdminApi } from '../../../testing/fake-api';
import { api } from '../../../testing/handlers';
import { renderRoutes } from '../../../testing/render-routes';
import { AssignmentsPage } from '../assignments/assignments-page';
import { ClassPage } from '../classes/class-page';
import { ClassesPage } from '../classes/classes-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

const algebra = build.classes()[0]!;

/** A list page at `url` (its route's path `path`), on the fake API; failures are not retried. */
function show(path: string, url: string, element: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  renderRoutes(
    [{ path, element: <QueryClientProvider client={client}>{element}</QueryClientProvider> }],
    url,
  );
  return userEvent.setup();
}

const showClasses = (url: string = paths.classes) => show(paths.classes, url, <ClassesPage />);
const table = (name: string) => screen.findByRole('table', { name });
/** A delete and its Undo answer once the list is refreshed: give them time on a busy machine. */
const refreshed = { timeout: 5000 };

describe('ListPage, past the last page', () => {
  it('says there is nothing on it, and goes to the first page', async () => {
    server.use(api.me.signedIn(), ...fakeAdminApi());
    const user = showClasses(`${paths.classes}?page=3`);
    expect(await screen.findByRole('heading', { name: 'Nothing on this page' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await within(await table('Classes')).findByText('Algebra I')).toBeVisible();
  });

  it('says so in the assignments, not that nothing needs attention', async () => {
    server.use(api.me.signedIn(), ...fakeAdminApi({ work: build.work() }));
    show(paths.assignments, `${paths.assignments}?page=4`, <AssignmentsPage />);
    expect(await screen.findByRole('heading', { name: 'Nothing on this page' })).toBeVisible();
    expect(screen.queryByText('Nothing needs your attention')).toBeNull();
  });

  it('says so in a roster, not that the class has no students', async () => {
    server.use(api.me.signedIn(), ...fakeAdminApi());
    show(`${paths.classes}/:id`, `${classPath(algebra.id)}?page=5`, <ClassPage />);
    expect(await screen.findByRole('heading', { name: 'Nothing on this page' })).toBeVisible();
    expect(screen.queryByText(/No students in/)).toBeNull();
    // The roster's own buttons stay: only the rows are missing.
    expect(screen.getByRole('button', { name: 'New student' })).toBeEnabled();
  });
});

describe('ListPage, a search with no match', () => {
  it('says what was looked for; Clear search shows every row again', async () => {
    server.use(api.me.signedIn(), ...fakeAdminApi());
    const user = showClasses();
    await within(await table('Classes')).findByText('Algebra I');
    const field = screen.getByRole('searchbox', { name: 'Search classes' });
    await user.type(field, 'zoology');
    expect(
      await screen.findByRole('heading', { name: 'No classes match “zoology”' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await within(await table('Classes')).findByText('Algebra I')).toBeVisible();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });
});

describe('ListPage, not loaded', () => {
  it('says the list could not be loaded, with Retry', async () => {
    server.use(api.me.signedIn(), api.classes.serverError());
    const user = showClasses();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your classes could not be loaded.');
    expect(alert).not.toHaveTextContent(OFFLINE_MESSAGE);
    server.use(...fakeAdminApi());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(await table('Classes')).findByText('Algebra I')).toBeVisible();
  });

  it('offline, says that Lectern could not be reached, with Retry', async () => {
    server.use(api.me.signedIn(), api.classes.offline());
    showClasses();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Your classes could not be loaded. ${OFFLINE_MESSAGE}`);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('ListPage, delete', () => {
  it('asks first, deletes with Undo in the toast, and Undo brings the row back', async () => {
    server.use(api.me.signedIn(), ...fakeAdminApi());
    const user = showClasses();
    await within(await table('Classes')).findByText('Algebra I');
    await user.click(screen.getByRole('button', { name: 'Delete Algebra I' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Algebra I?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    // The toast moves out of the question's layer as the question closes (toaster.tsx).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), refreshed);
    expect(await screen.findByText('Algebra I deleted.', {}, refreshed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Algebra I' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Algebra I is back.', {}, refreshed)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Algebra I' }, refreshed)).toBeVisible();
  });

  it('a failed delete says so and keeps the question open', async () => {
    server.use(
      api.me.signedIn(),
      http.delete('/api/classes/:id', () => HttpResponse.json({}, { status: 500 })),
      ...fakeAdminApi(),
    );
    const user = showClasses();
    await within(await table('Classes')).findByText('Algebra I');
    await user.click(screen.getByRole('button', { name: 'Delete Algebra I' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Algebra I?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Algebra I could not be deleted. Please try again.', {}, refreshed),
    ).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
