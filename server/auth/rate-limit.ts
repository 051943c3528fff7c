import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/json.ts';

export interface Limit {
  /** How many attempts a window allows. */
  max: number;
  windowMs: number;
}

/**
 * Our limits per client address: ceilings a school's whole staff behind its one NAT address
 * never reach on its busiest morning (ADR 035: 150 staff). Sign-in has limits of its own that
 * count only failures (sign-in-guard.ts); sign-out has none: it always ends the session.
 */
export const LIMITS = {
  // A staff training day: every one of 150 colleagues signs up within the hour.
  signUp: { max: 300, windowMs: 60 * 60_000 },
  // A fifth of them forget their password the same morning (each asks once or twice).
  forgot: { max: 150, windowMs: 60 * 60_000 },
  // Choosing the new password, and checking the link as the page opens (and again on a reload).
  reset: { max: 150, windowMs: 15 * 60_000 },
  resetCheck: { max: 450, windowMs: 15 * 60_000 },
  // 150 teachers at one a minute each would be 2,250: the warning asks far less often.
  keepAlive: { max: 900, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Limits per e-mail and per device (the browser's device cookie, when it has one): what stops a
 * script aimed at one colleague. One person never needs more than five an hour; a staff-room
 * computer may see a whole department sign up on a training day.
 */
const PER_PERSON = {
  email: { max: 5, windowMs: 60 * 60_000 },
  device: { max: 30, windowMs: 60 * 60_000 },
};
export const KEY_LIMITS = { signUp: PER_PERSON, forgot: PER_PERSON } satisfies Partial<
  Record<keyof typeof LIMITS, Record<'email' | 'device', Limit>>
>;

export type LimitName = keyof typeof LIMITS;

/**
 * A fixed-window counter kept in the database, so every app process behind a load balancer
 * counts the same attempts. Returns the seconds to wait when over the limit, else 0.
 */
export async function hit(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result: unknown = await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${windowStart} THEN ${now} ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = (result as { rows: { count: number; window_start: string | Date }[] }).rows[0];
  if (!row || row.count <= limit.max) return 0;
  const started = new Date(row.window_start).getTime();
  return Math.max(1, Math.ceil((started + limit.windowMs - now.getTime()) / 1000));
}

/** Refuses the request with a 429: when to try again, in the header and in words. */
export function tooMany(c: Context, wait: number): never {
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

/**
 * Counts the request against the limit `name` for its client address, and against the tighter
 * limits per e-mail and per device where given, and refuses it (429) when any is over.
 */
export function limiter(deps: AppDeps) {
  return async (c: Context, name: LimitName, by: { email?: string; device?: string } = {}) => {
    const now = deps.now();
    const own = (KEY_LIMITS as Partial<Record<LimitName, Record<'email' | 'device', Limit>>>)[name];
    const counted: [string, Limit][] = [[deps.clientAddress(c), LIMITS[name]]];
    for (const kind of ['email', 'device'] as const) {
      const key = by[kind];
      if (key !== undefined && own) counted.push([`${kind}:${key}`, own[kind]]);
    }
    for (const [key, limit] of counted) {
      const wait = await hit(deps.db, `${name}:${key}`, limit, now);
      if (wait > 0) tooMany(c, wait);
    }
  };
}
