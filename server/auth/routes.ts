import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { signInSchema } from '../../src/shared/schemas/auth.ts';
import { signUpSchema } from '../../src/shared/schemas/sign-up.ts';
import type { AppDeps } from '../deps.ts';
import { recordSignIn } from '../account/sign-ins.ts';
import { users } from '../db/schema.ts';
import { HttpError, readJson, requestLocale, validated } from '../http/json.ts';
import { passwordProblem } from './password-strength.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { limiter, tooMany } from './rate-limit.ts';
import { resetRoutes } from './reset-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import {
  attemptKeys,
  clearOnSuccess,
  deviceOf,
  lockKeys,
  normalEmail,
  recordFailures,
  rememberDevice,
  secondsLocked,
} from './sign-in-guard.ts';
import { publicUser, startSession } from './sessions.ts';

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const EMAIL_TAKEN = 'An account already uses this email. Sign in, or reset your password.';

/** The latest calendar day anywhere on Earth (UTC+14): "today" for a reader in any zone. */
const latestToday = (now: Date) =>
  new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

/**
 * The API's way in, before any session: signing up and signing in here, the session's own
 * routes (session-routes.ts) and the forgotten password (reset-routes.ts).
 */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono();
  const limit = limiter(deps);

  app.post('/sign-up', async (c) => {
    const body = await readJson(c);
    // Per e-mail and per device; the address only has a ceiling a school's staff never reach.
    // (An e-mail too long to be one is refused by the rules below; it is not a key.)
    const given = typeof body.email === 'string' ? normalEmail(body.email) : '';
    await limit(c, 'signUp', {
      email: given && given.length <= 320 ? given : undefined,
      device: deviceOf(c, config.secureCookies),
    });
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
    const wait = await secondsLocked(db, lockKeys(keys), now);
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

  app.route('/', sessionRoutes(deps));
  app.route('/', resetRoutes(deps));
  return app;
}
