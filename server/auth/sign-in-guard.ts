// Sign-in limits that stop attackers, not teachers (OWASP's authentication guidance; ADR 016).
// - Only failures count: thirty teachers signing in correctly from one school address all get in.
// - An account's failures from devices it has never signed in on share one progressive lock:
//   guessing from many addresses is slowed, doubling from 30 s up to 15 minutes.
// - A device the teacher signed in on before (a long-lived httpOnly cookie, stored hashed) has a
//   count of its own, so its owner still gets in while someone guesses elsewhere.
// - An address with very many failures (any accounts) is slowed too, briefly, and only for
//   attempts from devices the account has not signed in on: a school's staff share one
//   address, and a pupil's script on its Wi-Fi must not keep the teachers out (ADR 035).
// - A successful sign-in clears the account's and the device's failures; a completed password
//   reset clears every lock on the account.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/database.ts';
import { devices, signInFailures, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export const SIGN_IN_POLICY = {
  /** Failures before the first lock. */
  freeFailures: 5,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  /** Failures from one address (any accounts, unknown devices) before it is slowed. */
  addressFailures: 100,
  /** The address's lock: short and fixed, never doubling (a school's staff share it). */
  addressLockMs: 60_000,
  /** A failure older than this no longer counts. */
  forgetAfterMs: 24 * 3600_000,
  deviceLifetimeMs: 365 * 24 * 3600_000,
};

export const deviceCookie = (secure: boolean) =>
  secure ? '__Host-lectern_device' : 'lectern_device';

/** An e-mail as accounts are stored, looked up and keyed: trimmed, in lower case. */
export const normalEmail = (value: unknown) => String(value).trim().toLowerCase();

const accountKey = (email: string) => `account:${email}`;
const deviceKey = (tokenHash: string) => `device:${tokenHash}`;
const addressKey = (address: string) => `address:${address}`;

/** Where this attempt's failures count: its known device for this account, else the account. */
export async function attemptKeys(
  c: Context,
  db: Db,
  email: string,
  address: string,
  secure: boolean,
): Promise<{ own: string; address: string; deviceHash?: string }> {
  const token = getCookie(c, deviceCookie(secure));
  if (token) {
    const tokenHash = hashToken(token);
    const [known] = await db
      .select({ tokenHash: devices.tokenHash })
      .from(devices)
      .innerJoin(users, eq(users.id, devices.userId))
      .where(and(eq(devices.tokenHash, tokenHash), eq(users.email, email)));
    if (known)
      return { own: deviceKey(tokenHash), address: addressKey(address), deviceHash: tokenHash };
  }
  return { own: accountKey(email), address: addressKey(address) };
}

/**
 * The locks an attempt waits for: its own (the account's, or its known device's), and the
 * address's only when the device is not one the account has signed in on.
 */
export const lockKeys = (keys: { own: string; address: string; deviceHash?: string }) =>
  keys.deviceHash ? [keys.own] : [keys.own, keys.address];

/** The request's device cookie, hashed, as a limit's key (known or not), if it has one. */
export function deviceOf(c: Context, secure: boolean): string | undefined {
  const token = getCookie(c, deviceCookie(secure));
  return token ? hashToken(token) : undefined;
}

/** Seconds until any of `keys` may try again; 0 when none is locked. */
export async function secondsLocked(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), gt(signInFailures.lockedUntil, now)));
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts a failure against `key`; locks it once past `free` failures, doubling each time up to
 * `maxLockMs`, or for `fixedLockMs` each time when given.
 */
export async function recordFailure(
  db: Db,
  key: string,
  now: Date,
  free: number,
  fixedLockMs?: number,
) {
  const forgotten = new Date(now.getTime() - SIGN_IN_POLICY.forgetAfterMs);
  const result: unknown = await db.execute(sql`
    INSERT INTO sign_in_failures (key, failures, last_failure) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN sign_in_failures.last_failure < ${forgotten} THEN 1
                      ELSE sign_in_failures.failures + 1 END,
      last_failure = ${now}
    RETURNING failures`);
  const failures = (result as { rows: { failures: number }[] }).rows[0]?.failures ?? 0;
  if (failures <= free) return;
  const lockMs =
    fixedLockMs ??
    Math.min(
      SIGN_IN_POLICY.firstLockMs * 2 ** Math.min(failures - free - 1, 20),
      SIGN_IN_POLICY.maxLockMs,
    );
  await db
    .update(signInFailures)
    .set({ lockedUntil: new Date(now.getTime() + lockMs) })
    .where(eq(signInFailures.key, key));
}

/** A failure counts against the attempt's own key, and its address's unless from a known device. */
export const recordFailures = async (
  db: Db,
  keys: { own: string; address: string; deviceHash?: string },
  now: Date,
) => {
  await recordFailure(db, keys.own, now, SIGN_IN_POLICY.freeFailures);
  if (!keys.deviceHash)
    await recordFailure(
      db,
      keys.address,
      now,
      SIGN_IN_POLICY.addressFailures,
      SIGN_IN_POLICY.addressLockMs,
    );
};

/** After a successful sign-in: the account's and this device's failures are forgiven. */
export async function clearOnSuccess(db: Db, email: string, own: string) {
  await db.delete(signInFailures).where(inArray(signInFailures.key, [accountKey(email), own]));
}

/** After a completed reset: every lock on the account, from any device, is lifted. */
export async function clearAccount(db: Db, userId: string, email: string) {
  const known = await db
    .select({ tokenHash: devices.tokenHash })
    .from(devices)
    .where(eq(devices.userId, userId));
  await db
    .delete(signInFailures)
    .where(
      inArray(signInFailures.key, [accountKey(email), ...known.map((d) => deviceKey(d.tokenHash))]),
    );
}

/** Remembers this device for the teacher (a new cookie unless it is already known). */
export async function rememberDevice(
  c: Context,
  db: Db,
  userId: string,
  now: Date,
  secure: boolean,
  knownHash: string | undefined,
) {
  if (knownHash) {
    await db.update(devices).set({ lastUsedAt: now }).where(eq(devices.tokenHash, knownHash));
    return;
  }
  const token = newToken();
  await db
    .insert(devices)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastUsedAt: now });
  setCookie(c, deviceCookie(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: new Date(now.getTime() + SIGN_IN_POLICY.deviceLifetimeMs),
  });
}
