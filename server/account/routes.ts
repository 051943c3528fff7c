import { count, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import {
  ARCHIVE_TYPE,
  SIGN_INS_LISTED,
  type AccountHoldings,
  type ProfileResponse,
  type SignInsResponse,
} from '../../src/shared/api-types/account.ts';
import {
  deleteAccountSchema,
  profileSchema,
  WRONG_PASSWORD,
} from '../../src/shared/schemas/account.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { tooMany } from '../auth/rate-limit.ts';
import {
  attemptKeys,
  clearOnSuccess,
  lockKeys,
  recordFailures,
  secondsLocked,
  deviceCookie,
} from '../auth/sign-in-guard.ts';
import { markCompactDue } from '../db/purge.ts';
import { accountArchive, attachment } from './archive.ts';
import { publicUser, sessionCookie, type SessionUser } from '../auth/sessions.ts';
import { voidResetLinks } from '../auth/reset-routes.ts';
import {
  assignments,
  classes,
  devices,
  outbox,
  sessions,
  signIns,
  students,
  users,
  work,
} from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, readJson, requestLocale, validated } from '../http/json.ts';
import { passwordRoutes } from './password-routes.ts';
import { text, thisSession } from './request.ts';

/**
 * The signed-in teacher's own account (the settings page): name and school, password, signing
 * out everywhere, and the recent sign-ins (ADR 027). Mounted behind the session check.
 */
export function accountRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

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

  app.route('/', passwordRoutes(deps));

  // Every session of the teacher's, this one too, and every remembered device.
  app.post('/sign-out-everywhere', async (c) => {
    const me = c.get('user');
    const ended = await db
      .delete(sessions)
      .where(eq(sessions.userId, me.id))
      .returning({ id: sessions.idHash });
    await db.delete(devices).where(eq(devices.userId, me.id));
    await voidResetLinks(db, me.id, deps.now());
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
    const session = thisSession(c, config.secureCookies);
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

  // What deleting the account takes with it, for the question that names it.
  app.get('/holdings', async (c) => {
    const me = c.get('user');
    const counted = async (
      table: typeof classes | typeof students | typeof assignments | typeof work,
    ) => (await db.select({ n: count() }).from(table).where(eq(table.teacherId, me.id)))[0]?.n ?? 0;
    return c.json({
      classes: await counted(classes),
      students: await counted(students),
      assignments: await counted(assignments),
      work: await counted(work),
    } satisfies AccountHoldings);
  });

  // Everything of the teacher's as one zip (server/account/archive.ts).
  app.get('/archive', async (c) => {
    const me = c.get('user');
    const now = deps.now();
    const zip = await accountArchive(db, me.id, now);
    deps.logger.info({ event: 'archive_downloaded', userId: me.id, bytes: zip.byteLength });
    c.header('Content-Type', ARCHIVE_TYPE);
    c.header(
      'Content-Disposition',
      attachment(`Lectern data ${now.toISOString().slice(0, 10)}.zip`),
    );
    return c.body(zip as Uint8Array<ArrayBuffer>);
  });

  /**
   * The account and all it holds go (every table cascades from the user's row), after the
   * password: a wrong one counts as a failed sign-in, as on the password form, so a session left
   * open cannot be used to guess it. The tables' files are then due a rewrite, so the rows
   * leave them too (server/db/purge.ts).
   */
  app.post('/delete', async (c) => {
    const me = c.get('user');
    const body = await readJson(c);
    const now = deps.now();
    const address = deps.clientAddress(c);
    const keys = await attemptKeys(c, db, me.email, address, config.secureCookies);
    const wait = await secondsLocked(db, lockKeys(keys), now);
    if (wait > 0) {
      deps.logger.info({ event: 'account_delete_refused', reason: 'locked', userId: me.id });
      tooMany(c, wait);
    }
    const values = { password: text(body.password) };
    const [stored] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, me.id));
    if (!stored) throw new HttpError(401, { error: 'unauthenticated', message: 'Please sign in.' });
    const checked = values.password !== '' && values.password.length <= 128;
    const ok = checked && (await verifyPassword(values.password, stored.passwordHash));
    if (checked && !ok) {
      await recordFailures(db, keys, now);
      deps.logger.info({ event: 'account_delete_failed', userId: me.id, address });
    }
    validated(
      values,
      deleteAccountSchema,
      requestLocale(c),
      ok || !checked ? {} : { password: WRONG_PASSWORD },
    );

    await db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, me.id));
      // Mail still waiting to be sent to the address goes with it.
      await tx.delete(outbox).where(eq(outbox.recipient, me.email));
    });
    await clearOnSuccess(db, me.email, keys.own);
    await markCompactDue(db);
    dropCookies(c);
    deps.logger.info({ event: 'account_deleted', userId: me.id });
    return c.body(null, 204);
  });

  return app;
}
