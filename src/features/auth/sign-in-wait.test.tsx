// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clockTime, spokenDuration } from '../../components/form/use-api-submit';
import { SignInPage } from './sign-in-page';
import { api } from '../../testing/handlers';
import { renderRoutes } from '../../testing/render-routes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const renderSignIn = () => renderRoutes([{ path: '/login', element: <SignInPage /> }], '/login');

describe('told to wait (429)', () => {
  it('counts down live, keeps the button disabled, and lets the teacher try again at 0', async () => {
    // Only the clock and intervals are faked: the countdown's ticks, not MSW's own timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    server.use(api.signIn.rateLimited(62));
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@school.org');
    await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 1:02');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // Screen readers hear the wait once, in words; the ticking clock is for the eye.
    expect(screen.getByText('2 minutes')).toBeInTheDocument();
    expect(screen.getByText('1:02')).toHaveAttribute('aria-hidden', 'true');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(alert).toHaveTextContent('Please try again in 0:59');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // What was typed is still there.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@school.org');
  });
});

describe('the wait, in figures and words', () => {
  it('shows m:ss and says minutes or seconds', () => {
    expect(clockTime(840)).toBe('14:00');
    expect(clockTime(59.2)).toBe('1:00');
    expect(clockTime(7)).toBe('0:07');
    expect(clockTime(-3)).toBe('0:00');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(45)).toBe('45 seconds');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(61)).toBe('2 minutes');
  });
});
