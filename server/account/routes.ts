import { and, desc, eq, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import {
  SIGN_INS_LISTED,
  type PasswordChangedResponse,
  type ProfileResponse,
  type SignInsResponse,
} from '../../src/shared/api-types/account.ts';
import {
  changePasswordSchema,
  PASSWORD_CHANGED,
  profileSchema,
  SAME_PASSWORD,
  WRONG_CURRENT_PASSWORD,
} from '../../src/shared/schemas/account.ts';
import { passwordProblem } from '../auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import {
  publicUser,
  sessionCookie,
  sessionToken,
  startSession,
  type SessionUser,
} from '../auth/sessions.ts';
import {
  attemptKeys,
  clearOnSuccess,
  deviceCookie,
  recordFailures,
  secondsLocked,
} from '../auth/sign-in-guard.ts';
import { hashToken } from '../auth/tokens.ts';
import { devices, sessions, signIns, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, readJson, requestLocale, validated } from '../http/json.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The signed-in teacher's own account (the settings page): name and school, password, signing
 * out everywhere, and the recent sign-ins (ADR 027). Mounted behind the session check.
 */
export function accountRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  /** The stored id of the session this request came with (the middleware found it live). */
  const thisSession = (c: Context) => {
    const token = sessionToken(c.req.header('cookie'), config.secureCookies);
    if (!token) throw new HttpError(401, { error: 'unauthenticated', message: 'Please sign in.' });
    return hashToken(token);
  };

  /** Signed out here: the session's cookie goes, and the device's, whose row is gone too. */
  const dropCookies = (c: Context) => {
    const options = {
      path: '/',
      secure: config.secureCookies,
      httpOnly: true,
      sameSite: 'Lax' as const,
    };
    deleteCookie(c, sessionCookie(config.secureCookies), options);
    deleteCookie(c, deviceCookie(config.secureCookies), options);
  };

  app.put('/profile', async (c) => {
    const me = c.get('user');
    const body = await readJson(c);
    // Text or nothing: a number or an object counts as missing.
    const values = { fullName: text(body.fullName), school: text(body.school) };
    validated(values, profileSchema, requestLocale(c));
    const school = values.school.trim();
    const [row] = await db
      .update(users)
      .set({ fullName: values.fullName.trim(), school: school === '' ? null : school })
      .where(eq(users.id, me.id))
      .returning();
    if (!row) throw new HttpError(401, { error: 'unauthenticated', message: 'Please sign in.' });
    // Ids only: a name is personal data, and logs keep none (ADR 018).
    deps.logger.info({ event: 'profile_updated', userId: me.id });
    return c.json({ user: publicUser(row) } satisfies ProfileResponse);
  });

  app.post('/password', async (c) => {
    const me = c.get('user');
    const body = await readJson(c);
    const now = deps.now();
    const address = deps.clientAddress(c);
    const session = thisSession(c);
    // A wrong current password is a failed sign-in: it counts against the same limits, so a
    // stolen session cannot be used to guess the password (ADR 016, ADR 027).
    const keys = await attemptKeys(c, db, me.email, address, config.secureCookies);
    const wait = await secondsLocked(db, [keys.own, keys.address], now);
    if (wait > 0) {
      deps.logger.info({ event: 'password_change_refused', reason: 'locked', userId: me.id });
      c.header('Retry-After', String(wait));
      const minutes = Math.ceil(wait / 60);
      throw new HttpError(429, {
        error: 'rate_limited',
        retryAfter: wait,
        message:
          wait < 60
            ? `Too many attempts. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`
            : `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    }

    // Text or nothing: a password sent as a number or an object counts as missing.
    const values = {
      currentPassword: text(body.currentPassword),
      newPassword: text(body.newPassword),
      confirmPassword: text(body.confirmPassword),
    };
    const { currentPassword: current, newPassword: chosen } = values;
    const [stored] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, me.id));
    if (!stored) throw new HttpError(401, { error: 'unauthenticated', message: 'Please sign in.' });
    // Checked whenever it could be a password at all, so every message comes in one answer.
    const checked = current !== '' && current.length <= 128;
    const currentOk = checked && (await verifyPassword(current, stored.passwordHash));
    if (checked && !currentOk) {
      await recordFailures(db, keys, now);
      deps.logger.info({ event: 'password_change_failed', userId: me.id, address });
    }
    const problem = chosen === '' ? null : await passwordProblem(chosen, me);
    const extra: Record<string, string> = {};
    if (checked && !currentOk) extra.currentPassword = WRONG_CURRENT_PASSWORD;
    if (currentOk && chosen === current) extra.newPassword = SAME_PASSWORD;
    else if (problem) extra.newPassword = problem;
    validated(values, changePasswordSchema, requestLocale(c), extra);

    await clearOnSuccess(db, me.email, keys.own);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(chosen) })
      .where(eq(users.id, me.id));
    // Every other session ends, and every other device loses its own sign-in count: whoever
    // knew the old password is out. This session and this device have just proved it.
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, me.id), ne(sessions.idHash, session)))
      .returning({ id: sessions.idHash });
    await db
      .delete(devices)
      .where(
        keys.deviceHash
          ? and(eq(devices.userId, me.id), ne(devices.tokenHash, keys.deviceHash))
          : eq(devices.userId, me.id),
      );
    // This session goes on under a new id (OWASP: a new session id after a password change):
    // a copy of the old cookie, wherever it is, no longer works. Its sign-in stays "this one".
    const [began] = await db
      .select({ id: signIns.id })
      .from(signIns)
      .where(eq(signIns.sessionIdHash, session));
    const renewed = await startSession(c, db, me.id, now, config.secureCookies, config.session);
    if (began)
      await db.update(signIns).set({ sessionIdHash: renewed }).where(eq(signIns.id, began.id));
    deps.logger.info({ event: 'password_changed', userId: me.id, sessionsEnded: ended.length });
    void deps.mailer
      .send({
        to: me.email,
        subject: 'Your Lectern password was changed',
        text: `Hello,\n\nThe password of your Lectern account was changed just now on its settings page, and every other device was signed out.\n\nIf this was not you, choose a new password at once (${config.publicUrl}/forgot) and tell your school's IT contact.`,
      })
      .catch((error: unknown) =>
        deps.logger.warn({ event: 'mail_failed', reason: (error as Error).message }),
      );
    return c.json({ message: PASSWORD_CHANGED } satisfies PasswordChangedResponse);
  });

  // Every session of the teacher's, this one too, and every remembered device.
  app.post('/sign-out-everywhere', async (c) => {
    const me = c.get('user');
    const ended = await db
      .delete(sessions)
      .where(eq(sessions.userId, me.id))
      .returning({ id: sessions.idHash });
    await db.delete(devices).where(eq(devices.userId, me.id));
    dropCookies(c);
    deps.logger.info({
      event: 'signed_out_everywhere',
      userId: me.id,
      sessionsEnded: ended.length,
    });
    return c.body(null, 204);
  });

  app.get('/sign-ins', async (c) => {
    const me = c.get('user');
    const session = thisSession(c);
    const rows = await db
      .select({
        at: signIns.signedInAt,
        device: signIns.device,
        sessionIdHash: signIns.sessionIdHash,
      })
      .from(signIns)
      .where(eq(signIns.userId, me.id))
      .orderBy(desc(signIns.signedInAt), desc(signIns.id))
      .limit(SIGN_INS_LISTED);
    return c.json({
      items: rows.map((r) => ({
        at: r.at.toISOString(),
        device: r.device,
        current: r.sessionIdHash === session,
      })),
    } satisfies SignInsResponse);
  });

  return app;
}
