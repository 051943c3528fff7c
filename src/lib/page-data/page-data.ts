import { PAGE_DATA_ID, type PageData } from '../../shared/page-data';

/**
 * What the server rendered this page with (src/shared/page-data.ts), for the signed-in area's
 * first render to start from the same: read from the page once, on first use, in the browser;
 * set by the server's renderer around each render. Forgotten when the signed-in area it was for
 * goes away (sign-out, an ended session): a teacher who signs in next in this tab must never
 * start from the previous one's data.
 */
let current: PageData | undefined;

export function pageData(): PageData {
  if (current === undefined) current = typeof document === 'undefined' ? {} : readPage(document);
  return current;
}

/** The server's renderer: the data of the page it is about to render (or none after it). */
export function setPageData(data: PageData | undefined): void {
  current = data;
}

export function forgetPageData(): void {
  current = {};
}

/** The server wrote it (JSON, or nothing); anything unreadable is no data. */
function readPage(doc: Document): PageData {
  try {
    return (JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent || '{}') as PageData) ?? {};
  } catch {
    return {};
  }
}
