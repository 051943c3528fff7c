import { and, eq, isNull, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  forgotSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
} from '../../src/shared/schemas/auth.ts';
import type { MeResponse, SessionResponse } from '../../src/shared/api-types/auth.ts';
import type { AppDeps } from '../deps.ts';
import { recordSignIn } from '../account/sign-ins.ts';
import { passwordResets, sessions, users } from '../db/schema.ts';
import { HttpError, readJson, requestLocale, validated } from '../http/json.ts';
import { passwordProblem } from './password-strength.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { hit, LIMITS, type LimitName } from './rate-limit.ts';
import {
  attemptKeys,
  clearAccount,
  clearOnSuccess,
  recordFailures,
  rememberDevice,
  secondsLocked,
} from './sign-in-guard.ts';
import {
  currentSession,
  endSession,
  publicUser,
  sessionToken,
  startSession,
  type Touch,
} from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';

export const RESET_LIFETIME_MS = 30 * 60_000;
export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const RESET_SENT =
  'If an account uses that email, a link to choose a new password is on its way. It works for 30 minutes.';
export const EMAIL_TAKEN = 'An account already uses this email. Sign in, or reset your password.';

const normalEmail = (value: unknown) => String(value).trim().toLowerCase();

/** The latest calendar day anywhere on Earth (UTC+14): "today" for a reader in any zone. */
const latestToday = (now: Date) =>
  new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

export function authRoutes(deps: AppDeps) {
  const { db, config, mailer } = deps;
  const app = new Hono();

  function tooMany(c: Context, wait: number): never {
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

  async function limit(c: Context, name: LimitName, ...keys: string[]) {
    const now = deps.now();
    for (const key of [deps.clientAddress(c), ...keys]) {
      const wait = await hit(db, `${name}:${key}`, LIMITS[name], now);
      if (wait > 0) tooMany(c, wait);
    }
  }

  app.post('/sign-up', async (c) => {
    const body = await readJson(c);
    await limit(c, 'signUp');
    const now = deps.now();
    const password = typeof body.password === 'string' ? body.password : '';
    // Checked against the name, e-mail and school of this very form (ADR 019).
    const problem = await passwordProblem(password, body);
    const values = validated(
      body,
      signUpSchema(() => latestToday(now)),
      requestLocale(c),
      problem ? { password: problem } : {},
    );
    const email = normalEmail(values.email);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Hashed either way: a known e-mail must not answer sooner than a new one.
    const passwordHash = await hashPassword(password);
    if (existing) throw new HttpError(400, { error: 'validation', fields: { email: EMAIL_TAKEN } });
    const [user] = await db
      .insert(users)
      .values({
        email,
        fullName: String(values.fullName).trim(),
        school:
          typeof values.school === 'string' && values.school.trim() ? values.school.trim() : null,
        teachingSince: typeof values.teachingSince === 'string' ? values.teachingSince : null,
        passwordHash,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Two sign-ups for one e-mail at the same moment: the second loses here.
    if (!user) throw new HttpError(400, { error: 'validation', fields: { email: EMAIL_TAKEN } });
    const session = await startSession(c, db, user.id, now, config.secureCookies, config.session);
    // The account's first session is its first sign-in (ADR 027).
    await recordSignIn(db, user.id, now, c.req.header('user-agent'), session);
    return c.json({ user: publicUser(user) }, 201);
  });

  app.post('/sign-in', async (c) => {
    const body = await readJson(c);
    const values = validated(body, signInSchema, requestLocale(c));
    const email = normalEmail(values.email);
    const now = deps.now();
    const address = deps.clientAddress(c);
    const keys = await attemptKeys(c, db, email, address, config.secureCookies);
    const wait = await secondsLocked(db, [keys.own, keys.address], now);
    if (wait > 0) {
      deps.logger.info({
        event: 'sign_in_refused',
        reason: 'locked',
        address,
      });
      tooMany(c, wait);
    }
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Same work, same answer whether or not the account exists.
    const ok = await verifyPassword(
      String(values.password),
      user?.passwordHash ?? (await decoyHash),
    );
    if (!user || !ok) {
      await recordFailures(db, keys, now);
      deps.logger.info({
        event: 'sign_in_failed',
        ...(user && { userId: user.id }),
        address,
      });
      throw new HttpError(401, { error: 'invalid_credentials', message: WRONG_CREDENTIALS });
    }
    await clearOnSuccess(db, email, keys.own);
    // Made with weaker settings than today's: hashed again now that the password is known.
    if (needsRehash(user.passwordHash))
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(String(values.password)) })
        .where(eq(users.id, user.id));
    await rememberDevice(c, db, user.id, now, config.secureCookies, keys.deviceHash);
    const session = await startSession(c, db, user.id, now, config.secureCookies, config.session);
    await recordSignIn(db, user.id, now, c.req.header('user-agent'), session);
    deps.logger.info({ event: 'sign_in', userId: user.id, address });
    return c.json({ user: publicUser(user) });
  });

  app.post('/sign-out', async (c) => {
    await limit(c, 'signOut');
    await endSession(c, db, config.secureCookies);
    return c.body(null, 204);
  });

  /** The session behind the request's cookie, or a 401 (ADR 017 on what counts as activity). */
  async function signedIn(c: Context, touch: Touch) {
    const found = await currentSession(
      db,
      sessionToken(c.req.header('cookie'), config.secureCookies),
      deps.now(),
      config.session,
      touch,
    );
    if (!found) throw new HttpError(401, { error: 'unauthenticated', message: 'Please sign in.' });
    return found;
  }

  app.get('/me', async (c) => {
    const { user, session } = await signedIn(c, 'throttled');
    return c.json({ user, session } satisfies MeResponse);
  });

  // How long the session has left, for the app's warning before the idle end: asking is not
  // activity, or the question would keep an abandoned session alive.
  app.get('/session', async (c) => {
    const { session } = await signedIn(c, 'never');
    return c.json({ session } satisfies SessionResponse);
  });

  // "Stay signed in": activity now, whenever the last write was.
  app.post('/session/keep-alive', async (c) => {
    await limit(c, 'keepAlive');
    const { session } = await signedIn(c, 'always');
    return c.json({ session } satisfies SessionResponse);
  });

  app.post('/forgot', async (c) => {
    const body = await readJson(c);
    const values = validated(body, forgotSchema, requestLocale(c));
    const email = normalEmail(values.email);
    await limit(c, 'forgot', email);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (user) {
      const token = newToken();
      const now = deps.now();
      // Only the newest link works: asking again voids the ones sent before.
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
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
