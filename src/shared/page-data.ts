/**
 * A page the server renders per request (server/render-signed-in.ts) carries what it was rendered
 * with, as JSON in the page, so that the app hydrates with exactly the same: who is signed in,
 * and the part of the day the greeting named; or a public form as the server answered it. No DOM and no React here: the server imports it.
 */
import type { MeResponse, ResetLinkStatus } from './api-types/auth.ts';
import type { DashboardAnswers } from './api-types/dashboard.ts';
import type { DayPart } from './greeting.ts';

export interface PageData {
  me?: MeResponse;
  dayPart?: DayPart;
  /** The dashboard's figures, lists and weeks as its endpoints would answer them now: the page
   * is rendered with them, and the app starts from them instead of asking again. */
  dashboard?: DashboardAnswers;
  /** The reader's locale the page's dates were written in (the browser's first language). */
  locale?: string;
  /** A public page's form as the server answered it when the browser sent it itself, before
   * (or without) any script: what was typed (never a password) and the messages. */
  form?: FormPageData;
}

/** The public pages whose form the server takes without script (server/public-forms.ts). */
export type FormPageName = 'signIn' | 'signUp' | 'forgot' | 'reset';

export interface FormPageData {
  page: FormPageName;
  /** The values to show again: the passwords are never sent back. */
  values: Record<string, string | boolean | null>;
  /** Each field's message, in the shared rules' (or the server's) words. */
  fields: Record<string, string>;
  /** A message for the top of the form (wrong credentials, too many attempts…). */
  formError?: string;
  /** The form was taken (the forgot page's link is on its way; the new password is saved). */
  done?: boolean;
  /** What the server said when it was taken ("Your password has been changed…"). */
  notice?: string;
  /** The reset page's link, as the server found it. */
  link?: ResetLinkStatus;
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
