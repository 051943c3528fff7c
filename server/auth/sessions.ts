import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

/** Over https the cookie is `__Host-`: Secure, path /, no Domain, so no sibling host can set it. */
export const sessionCookie = (secure: boolean) =>
  secure ? '__Host-lectern_session' : 'lectern_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

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

/** Starts a new session (a new id every sign-in) and sets its httpOnly, SameSite cookie. */
export async function startSession(c: Context, db: Db, userId: string, now: Date, secure: boolean) {
  const name = sessionCookie(secure);
  const previous = getCookie(c, name);
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, hashToken(previous)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, createdAt: now, expiresAt });
  setCookie(c, name, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** The session cookie's value from a request's Cookie header, if any. */
export const sessionToken = (
  cookieHeader: string | undefined,
  secure: boolean,
): string | undefined => {
  const name = sessionCookie(secure);
  return cookieHeader ? parse(cookieHeader, name)[name] : undefined;
};

/** The signed-in user, or undefined. The cookie is the only thing the server trusts. */
export async function currentUser(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ? publicUser(row.user) : undefined;
}

export async function endSession(c: Context, db: Db, secure: boolean) {
  const name = sessionCookie(secure);
  const token = getCookie(c, name);
  if (token) await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
  deleteCookie(c, name, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
