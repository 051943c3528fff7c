import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { SessionTimes } from '../../src/shared/api-types/auth.ts';
import type { SessionLifetime } from '../config.ts';
import type { Db } from '../db/database.ts';
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
  const live = and(
    eq(sessions.idHash, hashToken(token)),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - lifetime.idleMs)),
  );
  const stale = lte(sessions.lastSeenAt, new Date(now.getTime() - touchEveryMs(lifetime.idleMs)));
  const touched = db.$with('touched').as(
    db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(touch === 'always' ? live : and(live, stale))
      .returning({ seenAt: sessions.lastSeenAt }),
  );
  const columns = { user: users, expiresAt: sessions.expiresAt };
  const [row] =
    touch === 'never'
      ? await db
          .select({ ...columns, lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(live)
          .limit(1)
      : await db
          .with(touched)
          .select({
            ...columns,
            lastSeenAt: sql<Date>`coalesce(${touched.seenAt}, ${sessions.lastSeenAt})`.mapWith(
              sessions.lastSeenAt,
            ),
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .leftJoin(touched, sql`true`)
          .where(live)
          .limit(1);
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
