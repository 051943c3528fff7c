import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane. */
const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

async function derive(password: string, nonce: Buffer, p: typeof PARAMS): Promise<Buffer> {
  // The whole password is hashed: nothing is truncated (the rules cap it at 128 characters).
  return argon2Async('argon2id', { message: Buffer.from(password, 'utf8'), nonce, ...p });
}

/** A PHC-format string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await derive(password, nonce, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(nonce)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Settings a stored hash may have and still be checked: ours, or weaker ones from before. */
const plausible = (m: number, t: number, p: number) =>
  m >= 8 && m <= 262_144 && t >= 1 && t <= 10 && p >= 1 && p <= 16;

/** True when a stored hash was made with other settings than today's (rehash it at sign-in). */
export function needsRehash(stored: string): boolean {
  const match = PHC.exec(stored);
  return (
    !match ||
    Number(match[1]) !== PARAMS.memory ||
    Number(match[2]) !== PARAMS.passes ||
    Number(match[3]) !== PARAMS.parallelism
  );
}

/** A corrupt or implausible stored hash is a failed sign-in, never an exception. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match || !plausible(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  try {
    return await check(password, match);
  } catch {
    return false;
  }
}

async function check(password: string, match: RegExpExecArray): Promise<boolean> {
  const [, m, t, p, salt, hash] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expected.length,
  } as typeof PARAMS);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows, verified against when an e-mail has no account, so that a
 * wrong e-mail takes as long to answer as a wrong password.
 */
export const decoyHash = hashPassword(randomBytes(24).toString('base64'));
