import { PAGE_DATA_ID, type PageData } from '../../shared/page-data';

/** The page's data element, read once; anything unreadable is no data. */
export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}
