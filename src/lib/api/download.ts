/**
 * Files from Lectern's API (the account's archive, a child's record): kept apart from the
 * JSON client so that the public pages, which never download, do not carry them.
 */
import { ApiError, isBusy, NetworkError, reportUnauthorized } from './client';
import { OFFLINE_MESSAGE } from './submit-errors';
/** The file name a `Content-Disposition: attachment; filename*=UTF-8''…` (or `filename="…"`) gives. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name: the fallback below.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * A file from Lectern (`GET /api…`), saved by the browser under the name the server gives. The
 * errors are the JSON API's: ApiError (a 401 ends the session as anywhere), NetworkError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'same-origin' });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as ApiError['body'];
    if (response.status === 401) reportUnauthorized();
    throw new ApiError(response.status, payload);
  }
  const blob = await response.blob().catch(() => {
    throw new NetworkError();
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * What a failed download (downloadFile) says in a toast, or nothing when the session ended (the
 * app's 401 handling says so). `fallback` names the file: SERVER_ERROR_MESSAGE's "your entries
 * are still here" would not fit a download, as the roster's CSV export found.
 */
export function downloadFailure(error: unknown, fallback: string): string | undefined {
  if (error instanceof NetworkError) return OFFLINE_MESSAGE;
  if (error instanceof ApiError && error.status === 401) return undefined;
  if (isBusy(error)) return error.message;
  if (error instanceof ApiError && error.status < 500 && error.body.message)
    return error.body.message;
  return fallback;
}
