// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api as handlers } from '../../testing/handlers';
import { api, ApiError, NetworkError, setUnauthorizedHandler } from './client';
import { rateLimitMessage, submitFailure } from './submit-errors';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setUnauthorizedHandler(undefined);
});
afterAll(() => server.close());

const signIn = () =>
  api('POST', '/auth/sign-in', { email: 'a@b.org', password: 'x' }, { expectUnauthorized: true });

describe('the API client', () => {
  it('calls the app’s 401 handler when a session has ended', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(handlers.summary.unauthorized());
    await expect(api('GET', '/dashboard/summary')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not treat a wrong password as an ended session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(handlers.signIn.wrongCredentials());
    await expect(signIn()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells a network failure from a server answer', async () => {
    server.use(handlers.signIn.offline());
    await expect(signIn()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('submitFailure', () => {
  it('gives field messages for a 400', async () => {
    server.use(handlers.signUp.fields({ email: 'Please enter a valid email address.' }));
    const error = await api('POST', '/auth/sign-up', {}).catch((e: unknown) => e);
    expect(submitFailure(error)).toEqual({
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('says when to try again after a 429', async () => {
    server.use(handlers.signIn.rateLimited(840));
    const error = await signIn().catch((e: unknown) => e);
    expect(submitFailure(error)).toEqual({
      formError: 'Too many attempts. Please try again in 14 minutes.',
    });
    expect(rateLimitMessage(30)).toBe('Too many attempts. Please try again in 1 minute.');
  });
});
