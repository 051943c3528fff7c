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
 * Our limits per client address (and per e-mail where one is given). Sign-in has limits of its
 * own that count only failures (sign-in-guard.ts).
 */
export const LIMITS = {
  signUp: { max: 5, windowMs: 60 * 60_000 },
  forgot: { max: 5, windowMs: 60 * 60_000 },
  reset: { max: 10, windowMs: 15 * 60_000 },
  resetCheck: { max: 60, windowMs: 15 * 60_000 },
  signOut: { max: 300, windowMs: 15 * 60_000 },
  // A school's staff share one address behind its NAT: 60 teachers at one a minute each.
  keepAlive: { max: 900, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

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
 * Counts the request against the limit `name` for its client address and for each of `keys`
 * (an e-mail), and refuses it (429) when any of them is over.
 */
export function limiter(deps: AppDeps) {
  return async (c: Context, name: LimitName, ...keys: string[]) => {
    const now = deps.now();
    for (const key of [deps.clientAddress(c), ...keys]) {
      const wait = await hit(deps.db, `${name}:${key}`, LIMITS[name], now);
      if (wait > 0) tooMany(c, wait);
    }
  };
}
