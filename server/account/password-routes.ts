import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PasswordChangedResponse } from '../../src/shared/api-types/account.ts';
import {
  changePasswordSchema,
  PASSWORD_CHANGED,
  SAME_PASSWORD,
  WRONG_CURRENT_PASSWORD,
} from '../../src/shared/schemas/account.ts';
import { passwordProblem } from '../auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { tooMany } from '../auth/rate-limit.ts';
import { voidResetLinks } from '../auth/reset-routes.ts';
import { startSession, type SessionUser } from '../auth/sessions.ts';
import {
  attemptKeys,
  clearOnSuccess,
  lockKeys,
  recordFailures,
  secondsLocked,
} from '../auth/sign-in-guard.ts';
import { devices, sessions, signIns, users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, readJson, requestLocale, validated } from '../http/json.ts';
import { text, thisSession } from './request.ts';

/**
 * Changing the password on the settings page: the current one is checked as a sign-in is, and
 * every other session and device is signed out (ADR 016, ADR 027).
 */
export function passwordRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  app.post('/password', async (c) => {
    const me = c.get('user');
    const body = await readJson(c);
    const now = deps.now();
    const address = deps.clientAddress(c);
    const session = thisSession(c, config.secureCookies);
    // A wrong current password is a failed sign-in: it counts against the same limits, so a
    // stolen session cannot be used to guess the password (ADR 016, ADR 027).
    const keys = await attemptKeys(c, db, me.email, address, config.secureCookies);
    const wait = await secondsLocked(db, lockKeys(keys), now);
    if (wait > 0) {
      deps.logger.info({ event: 'password_change_refused', reason: 'locked', userId: me.id });
      tooMany(c, wait);
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
    // A reset link mailed before is no way back in with the old mailbox either.
    await voidResetLinks(db, me.id, now);
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

  return app;
}
