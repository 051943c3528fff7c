import { and, eq, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { forgotSchema, resetSchema } from '../../src/shared/schemas/auth.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { passwordResets, sessions, users } from '../db/schema.ts';
import { HttpError, readJson, requestLocale, validated } from '../http/json.ts';
import { passwordProblem } from './password-strength.ts';
import { hashPassword } from './passwords.ts';
import { limiter } from './rate-limit.ts';
import { clearAccount, deviceOf, normalEmail } from './sign-in-guard.ts';
import { hashToken, newToken } from './tokens.ts';

export const RESET_LIFETIME_MS = 30 * 60_000;
export const RESET_SENT =
  'If an account uses that email, a link to choose a new password is on its way. It works for 30 minutes.';

/**
 * Voids every reset link of the account not used yet: asking for a new one, changing the
 * password in Settings and signing out everywhere all do (a link mailed before is no way back
 * in for whoever read that mailbox).
 */
export async function voidResetLinks(db: Db, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** A forgotten password: the link by e-mail, checking it, and choosing a new password with it. */
export function resetRoutes(deps: AppDeps) {
  const { db, config, mailer } = deps;
  const app = new Hono();
  const limit = limiter(deps);

  app.post('/forgot', async (c) => {
    const body = await readJson(c);
    const values = validated(body, forgotSchema, requestLocale(c));
    const email = normalEmail(values.email);
    await limit(c, 'forgot', { email, device: deviceOf(c, config.secureCookies) });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (user) {
      const token = newToken();
      const now = deps.now();
      // Only the newest link works: asking again voids the ones sent before.
      await voidResetLinks(db, user.id, now);
      await db.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
      });
      deps.logger.info({ event: 'reset_requested', userId: user.id });
      // From the configured public URL, never from the request's Host header.
      const link = `${config.publicUrl}/forgot/reset?token=${token}`;
      // Not awaited: a slow mail server must not tell anyone that this account exists.
      void mailer
        .send({
          to: user.email,
          subject: 'Choose a new Lectern password',
          text: `Hello ${user.fullName},\n\nTo choose a new password, open this link within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.`,
        })
        .catch((error: unknown) =>
          deps.logger.warn({ event: 'mail_failed', reason: (error as Error).message }),
        );
    }
    return c.json({ message: RESET_SENT }, 202);
  });

  async function findReset(token: unknown) {
    if (typeof token !== 'string' || token === '') return { status: 'invalid' as const };
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    if (!row) return { status: 'invalid' as const };
    if (row.usedAt) return { status: 'used' as const };
    if (row.expiresAt <= deps.now()) return { status: 'expired' as const };
    return { status: 'valid' as const, row };
  }

  app.post('/reset/check', async (c) => {
    const body = await readJson(c);
    await limit(c, 'resetCheck');
    const { status } = await findReset(body.token);
    return c.json({ status });
  });

  app.post('/reset', async (c) => {
    const body = await readJson(c);
    await limit(c, 'reset');
    const password = typeof body.password === 'string' ? body.password : '';
    // The link is looked up first so that the new password is checked against its account's
    // name and e-mail (ADR 019); a bad link is still reported after the fields, as before.
    const found = await findReset(body.token);
    const [account] =
      found.status === 'valid'
        ? await db
            .select({ email: users.email, fullName: users.fullName, school: users.school })
            .from(users)
            .where(eq(users.id, found.row.userId))
        : [];
    const problem = await passwordProblem(password, account ?? {});
    const values = validated(
      body,
      resetSchema,
      requestLocale(c),
      problem ? { password: problem } : {},
    );
    if (found.status !== 'valid') {
      throw new HttpError(400, {
        error: 'reset_link',
        status: found.status,
        message: `This link is ${found.status}.`,
      });
    }
    const now = deps.now();
    // Single use, even for two requests at once: only one UPDATE finds it unused.
    const [claimed] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, found.row.tokenHash), isNull(passwordResets.usedAt)))
      .returning();
    if (!claimed)
      throw new HttpError(400, {
        error: 'reset_link',
        status: 'used',
        message: 'This link is used.',
      });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(String(values.password)) })
      .where(eq(users.id, claimed.userId));
    // A reset ends every session of the account, lifts every sign-in lock on it, and voids
    // its other reset links.
    await db.delete(sessions).where(eq(sessions.userId, claimed.userId));
    const [owner] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, claimed.userId));
    deps.logger.info({ event: 'reset_completed', userId: claimed.userId });
    if (owner) {
      await clearAccount(db, claimed.userId, owner.email);
      void mailer
        .send({
          to: owner.email,
          subject: 'Your Lectern password was changed',
          text: `Hello,\n\nThe password of your Lectern account was changed just now, and every device was signed out.\n\nIf this was not you, choose a new password at once (${config.publicUrl}/forgot) and tell your school's IT contact.`,
        })
        .catch((error: unknown) =>
          deps.logger.warn({ event: 'mail_failed', reason: (error as Error).message }),
        );
    }
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.userId, claimed.userId),
          isNull(passwordResets.usedAt),
          ne(passwordResets.tokenHash, claimed.tokenHash),
        ),
      );
    return c.json({
      message: 'Your password has been changed. Please sign in with your new password.',
    });
  });

  return app;
}
