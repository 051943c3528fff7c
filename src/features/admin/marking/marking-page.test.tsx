// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { markingPath } from '../../../shared/paths';
import { build } from '../../../testing/builders';
import { fakeAdminApi, type StoredWork } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import type { WorkSheet } from '../../../shared/api-types/work';
import { queryKeys } from '../admin-api';
import { createQueryClient } from '../query-client';
import { MarkingPage } from './marking-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const algebra = build.classes()[0]!;
// "Fractions review": Algebra I, due 12 November 2026, 20 points.
const fractions = build.assignments()[0]!;
const roster = build.roster(algebra, 4);
// By last name: Amara Abbott, Finn Haddad, Kai Okafor, Oluwaseun Varga.
const [abbott, haddad] = ['Amara Abbott', 'Finn Haddad'];

const teacher = build.user();

/** The fake API (signed in as `teacher`), with every PUT's body kept in the order it arrived. */
function api(work: StoredWork[] = []) {
  const puts: { studentId: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT') return;
    const studentId = new URL(request.url).pathname.split('/').pop()!;
    // Counted as it starts; its body is read meanwhile.
    const put = { studentId, body: {} as Record<string, unknown> };
    puts.push(put);
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => (put.body = body));
  });
  server.use(
    ...fakeAdminApi({ students: roster, work }),
    http.get('/api/auth/me', () => HttpResponse.json({ user: teacher })),
  );
  return puts;
}

function renderPage(client = createQueryClient()) {
  renderRoutes(
    [
      {
        path: '/admin/assignments/:id',
        element: (
          <QueryClientProvider client={client}>
            <MarkingPage />
          </QueryClientProvider>
        ),
      },
    ],
    markingPath(fractions.id),
  );
  return userEvent.setup();
}

const score = (name: string) => screen.getByRole('textbox', { name: `Score for ${name}` });
const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!);
const liveRegion = () => screen.getByRole('status');

afterEach(() => server.events.removeAllListeners());

describe('MarkingPage', () => {
  it('marks from the keyboard: Enter saves and moves to the next score, Shift+Enter back', async () => {
    const puts = api();
    const client = createQueryClient();
    client.setQueryData(queryKeys.summary, build.summary());
    const user = renderPage(client);
    await screen.findByRole('heading', { name: 'Fractions review', level: 1 });
    expect(screen.getByText('0 of 4 handed in · 0 marked · 4 missing')).toBeInTheDocument();

    await user.click(score(abbott));
    await user.keyboard('17{Enter}');
    await waitFor(() => expect(score(haddad)).toHaveFocus());
    expect(await rowOf(abbott).findByText('Saved')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Amara Abbott: saved.');

    await user.keyboard('9{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(score(abbott)).toHaveFocus());
    expect(await rowOf(haddad).findByText('Saved')).toBeInTheDocument();

    expect(puts).toEqual([
      { studentId: roster[0]!.id, body: { handedIn: 'no', score: '17', comment: '' } },
      { studentId: roster[1]!.id, body: { handedIn: 'no', score: '9', comment: '' } },
    ]);
    // A score means handed in: the server says so, and the select and the counts follow.
    expect(rowOf(abbott).getByRole('combobox', { name: `Handed in for ${abbott}` })).toHaveValue(
      'on_time',
    );
    expect(screen.getByText('2 of 4 handed in · 2 marked · 2 missing')).toBeInTheDocument();
    // The dashboard's and the lists' figures are refetched when next shown; this sheet keeps
    // what the server answered instead of loading again.
    expect(client.getQueryState(queryKeys.summary)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.work(fractions.id))?.isInvalidated).toBe(false);
    expect(client.getQueryData<WorkSheet>(queryKeys.work(fractions.id))?.work[0]?.score).toBe(17);
  });

  it('refuses a score over the maximum: the message is its description, nothing is sent, Enter stays', async () => {
    const puts = api();
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Fractions review', level: 1 });
    await user.click(score(abbott));
    await user.keyboard('21{Enter}');
    expect(score(abbott)).toHaveFocus();
    expect(score(abbott)).toHaveAttribute('aria-invalid', 'true');
    expect(score(abbott)).toHaveAccessibleDescription(
      'Please enter a value less than or equal to 20.',
    );
    await user.tab();
    expect(puts).toEqual([]);
    expect(rowOf(abbott).queryByText('Saved')).toBeNull();
    // Escape puts back what was there; the message goes with it.
    await user.click(score(abbott));
    await user.keyboard('{Escape}');
    expect(score(abbott)).toHaveValue('');
    expect(score(abbott)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a value whose save failed, says why once, and Retry saves it', async () => {
    const puts = api();
    let fail = true;
    server.use(
      http.put('/api/work/:assignmentId/:studentId', () =>
        fail ? HttpResponse.json({ error: 'internal' }, { status: 500 }) : undefined,
      ),
    );
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Fractions review', level: 1 });
    await user.click(score(abbott));
    await user.keyboard('12');
    await user.tab();
    expect(
      await rowOf(abbott).findByText('Not saved: Something went wrong on our side.'),
    ).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(
      'Amara Abbott: not saved. Something went wrong on our side.',
    );
    expect(score(abbott)).toHaveValue('12');
    expect(screen.getByText('0 of 4 handed in · 0 marked · 4 missing')).toBeInTheDocument();
    // Passing through the row again sends nothing: Retry (or Enter) does.
    await user.click(score(abbott));
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(puts).toHaveLength(1);

    fail = false;
    await user.click(rowOf(abbott).getByRole('button', { name: `Retry for ${abbott}` }));
    expect(await rowOf(abbott).findByText('Saved')).toBeInTheDocument();
    expect(score(abbott)).toHaveValue('12');
    expect(puts.map((p) => p.body.score)).toEqual(['12', '12']);
    expect(screen.getByText('1 of 4 handed in · 1 marked · 3 missing')).toBeInTheDocument();
  });

  it('keeps a mark typed after the session ended: after signing in again it is there, not saved, and Retry saves it', async () => {
    const puts = api();
    server.use(
      http.put('/api/work/:assignmentId/:studentId', () =>
        HttpResponse.json({ error: 'unauthorized', message: 'Please sign in.' }, { status: 401 }),
      ),
    );
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Fractions review', level: 1 });
    await user.click(score(haddad));
    await user.keyboard('15{Enter}');
    expect(await rowOf(haddad).findByText(/^Not saved/)).toBeInTheDocument();
    expect(puts).toHaveLength(1);

    // The app leaves for the sign-in page (all of localStorage cleared), and comes back.
    cleanup();
    localStorage.clear();
    server.resetHandlers();
    const again = api();
    const user2 = renderPage();
    await screen.findByRole('heading', { name: 'Fractions review', level: 1 });
    expect(
      await rowOf(haddad).findByText(
        'Not saved: Typed before the session ended or the page was closed.',
      ),
    ).toBeInTheDocument();
    expect(score(haddad)).toHaveValue('15');
    expect(liveRegion()).toHaveTextContent(
      '1 mark typed before the session ended is not saved yet.',
    );
    expect(again).toHaveLength(0);
    await user2.click(rowOf(haddad).getByRole('button', { name: `Retry for ${haddad}` }));
    expect(await rowOf(haddad).findByText('Saved')).toBeInTheDocument();
    expect(again.map((p) => p.body.score)).toEqual(['15']);
    // Saved: nothing is kept any more.
    expect(sessionStorage.getItem('lectern.drafts')).toBeNull();
    void user;
  });

  it('sends one request per student at a time: an edit made meanwhile goes next, with the latest values', async () => {
    const puts = api();
    let release: () => void = () => undefined;
    let first = true;
    server.use(
      http.put('/api/work/:assignmentId/:studentId', async () => {
        if (!first) return undefined;
        first = false;
        await new Promise<void>((resolve) => (release = resolve));
        return undefined;
      }),
    );
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Fractions review', level: 1 });
    await user.click(score(abbott));
    await user.keyboard('5');
    await user.tab();
    expect(await rowOf(abbott).findByText('Saving…')).toBeInTheDocument();
    await user.selectOptions(
      rowOf(abbott).getByRole('combobox', { name: `Handed in for ${abbott}` }),
      'late',
    );
    await user.type(rowOf(abbott).getByRole('textbox', { name: `Comment for ${abbott}` }), 'Neat');
    await user.tab();
    // Still the first request alone.
    expect(puts).toHaveLength(1);
    release();
    expect(await rowOf(abbott).findByText('Saved')).toBeInTheDocument();
    expect(puts.map((p) => p.body)).toEqual([
      { handedIn: 'no', score: '5', comment: '' },
      { handedIn: 'late', score: '5', comment: 'Neat' },
    ]);
    expect(rowOf(abbott).getByRole('combobox', { name: `Handed in for ${abbott}` })).toHaveValue(
      'late',
    );
  });

  it('says when the assignment is not there', async () => {
    server.use(
      http.get('/api/work/:assignmentId', () =>
        HttpResponse.json({ error: 'not_found', message: 'No such assignment.' }, { status: 404 }),
      ),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Assignment not found', level: 1 }),
    ).toBeInTheDocument();
    // Said once: the card says why, not again that it is not here.
    expect(
      screen.getByRole('heading', { name: 'It may have been deleted, or the link is wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is not here/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your assignments' })).toHaveAttribute(
      'href',
      '/admin/assignments',
    );
  });
});
