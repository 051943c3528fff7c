// Recent sign-ins for the settings page (ADR 027): when, and "browser on system" as the
// User-Agent names them. No address, no place, no raw User-Agent; the newest SIGN_INS_LISTED
// (10) per teacher, and none older than 90 days (purgeExpired in server/db/purge.ts).
import Bowser from 'bowser';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { SIGN_INS_LISTED } from '../../src/shared/api-types/account.ts';
import { signIns } from '../db/schema.ts';

export const UNKNOWN_DEVICE = 'Unknown device';

// Bowser's last resort names a browser after the User-Agent's first word, so a name can be
// anything a client sends: kept short, printable and trimmed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;
const clean = (name: string | undefined) => (name ?? '').replace(CONTROL, '').trim().slice(0, 40);

/** "Firefox on Windows", "Safari on iOS"; what is known of it, else "Unknown device". */
export function deviceSummary(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  let browser = '';
  let system = '';
  try {
    const parsed = Bowser.parse(userAgent.slice(0, 512));
    browser = clean(parsed.browser.name);
    system = clean(parsed.os.name);
  } catch {
    return UNKNOWN_DEVICE;
  }
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || UNKNOWN_DEVICE;
}

/** Records a sign-in that began the session `sessionIdHash`, and forgets all but the newest. */
export async function recordSignIn(
  db: Db,
  userId: string,
  now: Date,
  userAgent: string | undefined,
  sessionIdHash: string,
) {
  await db
    .insert(signIns)
    .values({ userId, signedInAt: now, device: deviceSummary(userAgent), sessionIdHash });
  const newest = db
    .select({ id: signIns.id })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.signedInAt), desc(signIns.id))
    .limit(SIGN_INS_LISTED); // one count: what the page lists and the terms state, no more
  await db.delete(signIns).where(and(eq(signIns.userId, userId), notInArray(signIns.id, newest)));
}
