// Lectern busy (503 with Retry-After, ADR 031): the app asks again for a read, a few times, after
// the wait it was given; a write is not sent twice; either way the message is a kind one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_MESSAGE } from '../../shared/busy';
import { api, ApiError, BUSY_RETRIES, isBusy } from './client';
import { submitFailure } from './submit-errors';

const busy = (retryAfter: string | null = '2', body: unknown = undefined) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status: 503,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  });
const ours = { error: 'busy', message: 'Lectern is very busy right now.', retryAfter: 2 };
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a busy Lectern', () => {
  it('asks again for a read after Retry-After, and gets it', async () => {
    fetchMock.mockResolvedValueOnce(busy('2', ours)).mockResolvedValueOnce(ok({ classes: 3 }));
    const answer = api('GET', '/dashboard/summary');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ classes: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after a few tries, with the message Lectern gave', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy('1', ours)));
    const answer = api('GET', '/classes').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: ours.message });
    expect(isBusy(error)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1 + BUSY_RETRIES);
  });

  it('never sends a write twice, and says so kindly when the answer has no message', async () => {
    fetchMock.mockResolvedValue(busy('2'));
    const error = await api('POST', '/classes', { name: 'Algebra I' }).catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({
      status: 503,
      message: BUSY_MESSAGE,
      body: { message: BUSY_MESSAGE, retryAfter: 2 },
    });
    // The form keeps what was typed, and its toast says why.
    expect(submitFailure(error)).toEqual({
      toast: `${BUSY_MESSAGE} Your entries are still here.`,
    });
  });

  it('does not wait longer than a few seconds, nor once the read is cancelled', async () => {
    fetchMock.mockResolvedValue(busy('120'));
    await expect(api('GET', '/classes')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockClear();
    fetchMock.mockResolvedValue(busy('3'));
    const cancel = new AbortController();
    const answer = api('GET', '/classes', undefined, { signal: cancel.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    cancel.abort();
    expect(await answer).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a 503 that gives no Retry-After as any other server error', async () => {
    fetchMock.mockResolvedValue(busy(null));
    const error = await api('GET', '/classes').catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 503, message: 'Request failed with status 503' });
    expect(isBusy(error)).toBe(false);
  });
});
