import { desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import {
  SIGN_INS_LISTED,
  type ProfileResponse,
  type SignInsResponse,
} from '../../src/shared/api-types/account.ts';
import { profileSchema } from '../../src/shared/schemas/account.ts';
import { publicUser, sessionCookie, type SessionUser } from '../auth/sessions.ts';
import { voidResetLinks } from '../auth/reset-routes.ts';
import { deviceCookie } from '../auth/sign-in-guard.ts';
import { devices, sessions, signIns, users } from '../db/schema.ts';
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

  return app;
}
