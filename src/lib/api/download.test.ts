// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, setUnauthorizedHandler } from './client';
import { attachmentName, downloadFailure, downloadFile } from './download';
import { OFFLINE_MESSAGE } from './submit-errors';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setUnauthorizedHandler(undefined);
});
afterAll(() => server.close());

describe('attachmentName', () => {
  it('reads the UTF-8 name (filename*), decoded', () => {
    expect(
      attachmentName(
        `attachment; filename="Zoe_ record.zip"; filename*=UTF-8''Zo%C3%AB%20record.zip`,
        'Student record.zip',
      ),
    ).toBe('Zoë record.zip');
  });

  it('reads the quoted name when there is no UTF-8 one', () => {
    expect(attachmentName('attachment; filename="Lectern data.zip"', 'x.zip')).toBe(
      'Lectern data.zip',
    );
  });

  it('falls back to the quoted name when the UTF-8 one is malformed', () => {
    expect(
      attachmentName(`attachment; filename="plain.zip"; filename*=UTF-8''bad%E0%A4%A`, 'x.zip'),
    ).toBe('plain.zip');
  });

  it('gives the fallback without a header or a name in it', () => {
    expect(attachmentName(null, 'Lectern data.zip')).toBe('Lectern data.zip');
    expect(attachmentName('attachment', 'Lectern data.zip')).toBe('Lectern data.zip');
    expect(attachmentName(`attachment; filename*=UTF-8''%E0%A4%A`, 'Lectern data.zip')).toBe(
      'Lectern data.zip',
    );
  });
});

describe('downloadFile', () => {
  it('saves the file under the server’s name', async () => {
    server.use(
      http.get('/api/account/archive', () =>
        HttpResponse.text('zip', {
          headers: { 'Content-Disposition': `attachment; filename*=UTF-8''Lectern%20data.zip` },
        }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:archive');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Lectern data.zip');
      expect(this.href).toBe('blob:archive');
    });
    await downloadFile('/account/archive', 'fallback.zip');
    expect(click).toHaveBeenCalledOnce();
  });

  it('throws the API’s errors, and a 401 ends the session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get('/api/account/archive', () =>
        HttpResponse.json(
          { error: 'unauthenticated', message: 'Please sign in.' },
          { status: 401 },
        ),
      ),
    );
    await expect(downloadFile('/account/archive', 'x.zip')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    server.use(http.get('/api/account/archive', () => HttpResponse.error()));
    await expect(downloadFile('/account/archive', 'x.zip')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('downloadFailure', () => {
  it('says what a toast says for each failure', () => {
    expect(downloadFailure(new NetworkError(), 'Not exported.')).toBe(OFFLINE_MESSAGE);
    expect(downloadFailure(new ApiError(401, {}), 'Not exported.')).toBeUndefined();
    expect(
      downloadFailure(new ApiError(404, { message: 'No such student.' }), 'Not exported.'),
    ).toBe('No such student.');
    expect(downloadFailure(new ApiError(500, { message: 'Internal' }), 'Not exported.')).toBe(
      'Not exported.',
    );
  });
});
