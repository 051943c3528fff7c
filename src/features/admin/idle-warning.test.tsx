// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../lib/api/client';
import type { SessionTimes } from '../../shared/api-types/auth';
import { IdleWarning } from './idle-warning';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setUnauthorizedHandler(undefined);
  vi.useRealTimers();
});
afterAll(() => server.close());

const times = (idleSecondsLeft: number, secondsLeft = 40_000): SessionTimes => ({
  idleTimeoutSeconds: 1200,
  idleSecondsLeft,
  secondsLeft,
});

/** The server's answers to the checks, in order; records which endpoints were called. */
function serverSays(...answers: (SessionTimes | 401)[]) {
  const calls: string[] = [];
  const answer = (path: string) => () => {
    calls.push(path);
    const next = answers.shift();
    if (next === undefined) throw new Error(`unexpected ${path}`);
    return next === 401
      ? HttpResponse.json({ error: 'unauthenticated' }, { status: 401 })
      : HttpResponse.json({ session: next });
  };
  server.use(
    http.get('/api/auth/session', answer('check')),
    http.post('/api/auth/session/keep-alive', answer('keep-alive')),
  );
  return calls;
}

// Only the clock, timeouts and intervals are faked (MSW keeps its own microtasks).
const fakeClock = () =>
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
const advance = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

describe('the idle warning', () => {
  it('asks the server again before warning, and warns two minutes before the idle end', async () => {
    fakeClock();
    const calls = serverSays(times(600), times(120));
    render(<IdleWarning initial={times(1200)} onSignOut={() => undefined} />);
    // 1200 s left: nothing until 120 s before the end; then the server says another tab was
    // active (600 s left), so nothing yet again.
    await advance(1079);
    expect(calls).toEqual([]);
    await advance(1);
    expect(calls).toEqual(['check']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(480);
    expect(calls).toEqual(['check', 'check']);
    await advance(0);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    // The time left, large and ticking; heard once, in the description, as words.
    expect(within(dialog).getByTestId('time-left')).toHaveTextContent('2:00');
    expect(dialog).toHaveAccessibleDescription(
      'For your security, Lectern signs you out after a while without activity. You will be signed out in 2 minutes. What you are typing will be kept. To carry on, choose Stay signed in.',
    );
    await advance(30);
    expect(within(dialog).getByTestId('time-left')).toHaveTextContent('1:30');
    expect(dialog).toHaveAccessibleDescription(/You will be signed out in 2 minutes\./);
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('stays signed in: keeps the session alive and closes', async () => {
    fakeClock();
    const calls = serverSays(times(1200));
    render(<IdleWarning initial={times(100)} onSignOut={() => undefined} />);
    await advance(0);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByTestId('time-left')).toHaveTextContent('1:40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await advance(1);
    expect(calls).toEqual(['keep-alive']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('at the end, the check’s 401 hands over to the app (sign in again, drafts kept)', async () => {
    fakeClock();
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    const calls = serverSays(401);
    render(<IdleWarning initial={times(60)} onSignOut={() => undefined} />);
    await advance(0);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await advance(61);
    expect(calls).toEqual(['check']);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('near the absolute end, says it cannot be extended', async () => {
    fakeClock();
    serverSays();
    const signOut = vi.fn();
    render(<IdleWarning initial={times(1100, 90)} onSignOut={signOut} />);
    await advance(0);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is ending' });
    expect(within(dialog).getByTestId('time-left')).toHaveTextContent('1:30');
    expect(dialog).toHaveTextContent('until you need to sign in again');
    expect(dialog).toHaveAccessibleDescription(
      'For your security, a session can last only so long, however busy. You will need to sign in again in 2 minutes. What you are typing will be kept.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Stay signed in' })).toBeNull();
  });

  it('sign out from the warning', async () => {
    fakeClock();
    serverSays();
    const signOut = vi.fn();
    render(<IdleWarning initial={times(30)} onSignOut={signOut} />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});
