import { strToU8, zipSync } from 'fflate';
import { HttpResponse } from 'msw';
import { ARCHIVE_TYPE } from '../../shared/api-types/account';

/**
 * A small zip as the server sends its archives (server/account/archive.ts): CSV files, UTF-8
 * with a byte-order mark, under the name in Content-Disposition (both forms, as the server's).
 */
export function zipResponse(name: string, files: Record<string, string>) {
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([file, text]) => [
        file,
        strToU8(file.endsWith('.csv') ? `\uFEFF${text}` : text),
      ]),
    ),
  );
  const ascii = name.replace(/[^\x20-\x7e]|"/g, '_');
  return new HttpResponse(zip, {
    headers: {
      'Content-Type': ARCHIVE_TYPE,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}
