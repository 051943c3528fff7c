/**
 * A signed-in page the server renders (server/render-signed-in.ts) carries what it was rendered
 * with, as JSON in the page, so that the app hydrates with exactly the same: who is signed in,
 * and the part of the day the greeting named. No DOM and no React here: the server imports it.
 */
import type { MeResponse } from './api-types/auth.ts';
import type { DayPart } from './greeting.ts';

export interface PageData {
  me?: MeResponse;
  dayPart?: DayPart;
}

export const PAGE_DATA_ID = 'lectern-page-data';

/** Where the server puts a signed-in page's parts into the template the build wrote. */
export const PAGE_MARKS = {
  styles: '<!--lectern:styles-->',
  path: '<!--lectern:path-->',
  markup: '<!--lectern:markup-->',
} as const;

/**
 * The element as the server writes it: JSON that no `<` in a name can end early (a teacher
 * called `</script>` stays text). A JSON script is data: the CSP's script rules do not apply.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
