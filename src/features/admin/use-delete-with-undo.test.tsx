// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast/toast';
import { ApiError, NetworkError } from '../../lib/api/client';
import { OFFLINE_MESSAGE } from '../../lib/api/submit-errors';
import { useDeleteWithUndo } from './use-delete-with-undo';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

function setup(remove: () => Promise<unknown>, restore: () => Promise<unknown> = async () => {}) {
  const shown = {
    info: vi.spyOn(toast, 'info').mockReturnValue('deleted'),
    success: vi.spyOn(toast, 'success').mockReturnValue('back'),
    error: vi.spyOn(toast, 'error').mockReturnValue('failed'),
  };
  vi.spyOn(toast, 'dismiss').mockImplementation(() => {});
  const { result } = renderHook(
    () => useDeleteWithUndo({ remove, restore, name: (c: { name: string }) => c.name }),
    { wrapper },
  );
  act(() => result.current.ask({ name: 'Algebra I' }));
  return { result, shown };
}

/** The Undo (or Try again) button a toast was given, pressed. */
async function press(options: unknown) {
  const action = (options as { action: (key: string) => { props: { onClick: () => void } } })
    .action;
  await act(async () => {
    action('key').props.onClick();
    // Let the restore it started settle.
    await Promise.resolve();
  });
}

afterEach(() => vi.restoreAllMocks());

describe('delete with Undo', () => {
  it('says "deleted" as info, with Undo; Undo brings it back, as success', async () => {
    const restore = vi.fn(async () => {});
    const { result, shown } = setup(async () => {}, restore);
    await act(() => result.current.confirm());
    expect(result.current.pending).toBeUndefined();
    expect(shown.info).toHaveBeenCalledWith('Algebra I deleted.', expect.anything());
    expect(shown.success).not.toHaveBeenCalled();
    await press(shown.info.mock.calls[0]![1]);
    expect(restore).toHaveBeenCalled();
    expect(shown.success).toHaveBeenCalledWith('Algebra I is back.');
  });

  it('a failed delete says so and keeps the question open', async () => {
    const { result, shown } = setup(() => Promise.reject(new ApiError(500, {})));
    await act(() => result.current.confirm());
    expect(shown.error).toHaveBeenCalledWith('Algebra I could not be deleted. Please try again.');
    expect(result.current.pending).toEqual({ name: 'Algebra I' });
  });

  it('offline, says so', async () => {
    const { result, shown } = setup(() => Promise.reject(new NetworkError()));
    await act(() => result.current.confirm());
    expect(shown.error).toHaveBeenCalledWith(OFFLINE_MESSAGE);
  });

  it('a failed Undo says so and offers to try again', async () => {
    const restore = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(503, {}))
      .mockResolvedValueOnce({});
    const { result, shown } = setup(async () => {}, restore);
    await act(() => result.current.confirm());
    await press(shown.info.mock.calls[0]![1]);
    const [message, options] = shown.error.mock.calls[0]!;
    expect(message).toBe('Algebra I could not be brought back. Please try again.');
    expect(options).toHaveProperty('action');
    await press(shown.error.mock.calls[0]![1]);
    expect(shown.success).toHaveBeenCalledWith('Algebra I is back.');
  });

  it('too late to undo (404): says so, with nothing to try again', async () => {
    const { result, shown } = setup(
      async () => {},
      () => Promise.reject(new ApiError(404, { message: 'No such deleted class.' })),
    );
    await act(() => result.current.confirm());
    await press(shown.info.mock.calls[0]![1]);
    expect(shown.error).toHaveBeenCalledWith('Algebra I can no longer be brought back.', {});
  });
});
