import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { SessionTimes } from '../../src/shared/api-types/auth.ts';
import type { SessionLifetime } from '../config.ts';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

/** Over https the cookie is `__Host-`: Secure, path /, no Domain, so no sibling host can set it. */
export const sessionCookie = (secure: boolean) =>
  secure ? '__Host-lectern_session' : 'lectern_session';

/**
 * Activity is written back at most once a minute (a write per request would be a write per
 * click), or twice per idle period when that is under two minutes (only tests set one), so the
 * stored last activity is never more than half the idle period behind.
 */
export const touchEveryMs = (idleMs: number) => Math.min(60_000, idleMs / 2);

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  school: string | null;
  teachingSince: string | null;
}

export const publicUser = (u: typeof users.$inferSelect): SessionUser => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  school: u.school,
  teachingSince: u.teachingSince,
});

/**
 * Starts a new session (a new id every sign-in) and sets its httpOnly, SameSite cookie.
 * Returns the session's stored id (the token's hash), which a recent sign-in points to.
 */
export async function startSession(
  c: Context,
  db: Db,
  userId: string,
  now: Date,
  secure: boolean,
  lifetime: SessionLifetime,
) {
  const name = sessionCookie(secure);
  const previous = getCookie(c, name);
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, hashToken(previous)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetime.maxMs);
  await db
    .insert(sessions)
    .values({ idHash: hashToken(token), userId, createdAt: now, expiresAt, lastSeenAt: now });
  setCookie(c, name, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
  return hashToken(token);
}

/** The session cookie's value from a request's Cookie header, if any. */
export const sessionToken = (
  cookieHeader: string | undefined,
  secure: boolean,
): string | undefined => {
  const name = sessionCookie(secure);
  return cookieHeader ? parse(cookieHeader, name)[name] : undefined;
};

/** Whether a look-up counts as activity: at most once a minute, every time, or never. */
export type Touch = 'throttled' | 'always' | 'never';

export interface CurrentSession {
  user: SessionUser;
  session: SessionTimes;
}

const lookup = {
  hash: sql.placeholder('hash'),
  now: sql.placeholder('now'),
  /** Last activity after this, or the session is idle past its end. */
  activeSince: sql.placeholder('activeSince'),
  /** Last activity at or before this is written back. */
  staleAt: sql.placeholder('staleAt'),
};
const liveSessionRow = and(
  eq(sessions.idHash, lookup.hash),
  gt(sessions.expiresAt, lookup.now),
  gt(sessions.lastSeenAt, lookup.activeSince),
);
const sessionColumns = { user: users, expiresAt: sessions.expiresAt };

/**
 * Finding the session and recording the activity, one statement per kind of touch, prepared
 * once (server/db/prepared.ts): every request asks it, and planning it took five times as long
 * as running it (ADR 030). The UPDATE runs only when the stored activity is stale (or always),
 * and the SELECT sees the row as it was.
 */
const touchingLookup = (touch: 'throttled' | 'always') =>
  prepared(`session_${touch}`, (db) => {
    const touched = db.$with('touched').as(
      db
        .update(sessions)
        .set({ lastSeenAt: sql`${lookup.now}` })
        .where(
          touch === 'always'
            ? liveSessionRow
            : and(liveSessionRow, lte(sessions.lastSeenAt, lookup.staleAt)),
        )
        .returning({ seenAt: sessions.lastSeenAt }),
    );
    return db
      .with(touched)
      .select({
        ...sessionColumns,
        lastSeenAt: sql<Date>`coalesce(${touched.seenAt}, ${sessions.lastSeenAt})`.mapWith(
          sessions.lastSeenAt,
        ),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(touched, sql`true`)
      .where(liveSessionRow)
      .limit(1);
  });
const sessionLookups = {
  throttled: touchingLookup('throttled'),
  always: touchingLookup('always'),
  never: prepared('session_never', (db) =>
    db
      .select({ ...sessionColumns, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSessionRow)
      .limit(1),
  ),
};

/**
 * The signed-in user and how long the session has left, or undefined. The cookie is the only
 * thing the server trusts; a session is valid before its absolute end and before its idle end
 * (last activity plus the idle period). Finding it and recording the activity is one statement:
 * the UPDATE runs only when the stored activity is stale, and the SELECT sees the row as it was.
 */
export async function currentSession(
  db: Db,
  token: string | undefined,
  now: Date,
  lifetime: SessionLifetime,
  touch: Touch = 'throttled',
): Promise<CurrentSession | undefined> {
  if (!token) return undefined;
  const [row] = await sessionLookups[touch](db).execute({
    hash: hashToken(token),
    now,
    activeSince: new Date(now.getTime() - lifetime.idleMs),
    staleAt: new Date(now.getTime() - touchEveryMs(lifetime.idleMs)),
  });
  if (!row) return undefined;
  const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));
  return {
    user: publicUser(row.user),
    session: {
      idleTimeoutSeconds: Math.round(lifetime.idleMs / 1000),
      idleSecondsLeft: seconds(row.lastSeenAt.getTime() + lifetime.idleMs - now.getTime()),
      secondsLeft: seconds(row.expiresAt.getTime() - now.getTime()),
    },
  };
}

/** The signed-in user, or undefined; the request counts as activity. */
export async function currentUser(
  db: Db,
  token: string | undefined,
  now: Date,
  lifetime: SessionLifetime,
): Promise<SessionUser | undefined> {
  return (await currentSession(db, token, now, lifetime))?.user;
}

export async function endSession(c: Context, db: Db, secure: boolean) {
  const name = sessionCookie(secure);
  const token = getCookie(c, name);
  if (token) await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
  deleteCookie(c, name, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
