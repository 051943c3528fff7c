import proxyaddr from 'proxy-addr';

/** Everything the server reads from its environment, in one place (see the README's table). */
export interface Config {
  port: number;
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl: string | undefined;
  /** Where the embedded database keeps its files; `memory:` for a throwaway one. */
  dataDir: string;
  /** Send mail by SMTP when set; otherwise print it to the log and keep it in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Lectern's public origin (`PUBLIC_URL`, scheme://host[:port]): links in mail, the Origin
   * check and the cookie's Secure flag follow it, never a request's Host header.
   */
  publicUrl: string;
  /** Origins a request may come from: the public one, and its loopback twins by default. */
  allowedOrigins: string[];
  /** True when the public URL is https: Secure, `__Host-` cookies and HSTS. */
  secureCookies: boolean;
  /** Which proxy hops to believe about the client's address (`TRUST_PROXY`); none by default. */
  trustProxy: (address: string, hop: number) => boolean;
  /** The folder of the built single-page app. */
  staticDir: string;
  /** How long a session lasts: idle and absolute (ADR 017). */
  session: SessionLifetime;
  /**
   * Requests one process works on at once (`MAX_REQUESTS_IN_FLIGHT`); beyond it the excess is
   * answered at once with 503 and Retry-After (ADR 031).
   */
  maxInFlight: number;
  /** PostgreSQL connections per process (`DATABASE_POOL_SIZE`). */
  databasePoolSize: number;
  /** How long a request waits for a free connection before a 503 (`DATABASE_WAIT_MS`). */
  databaseWaitMs: number;
  /** How long SIGTERM waits for requests in flight before closing them (`DRAIN_SECONDS`). */
  drainMs: number;
}

/** A session ends after `idleMs` without a request, and `maxMs` after sign-in in any case. */
export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

/** A setting that cannot work: the server says so in one line and does not start. */
export class ConfigError extends Error {}

function publicOrigin(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be a URL such as https://lectern.school.org (got "${value}").`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`PUBLIC_URL must start with https:// or http:// (got "${value}").`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new ConfigError(
      `PUBLIC_URL is an origin only: scheme, host and port, no path (got "${value}").`,
    );
  return url.origin;
}

/**
 * `TRUST_PROXY`: unset, `false` or `0` trusts no proxy (the socket's address is the client);
 * a number trusts that many hops in front of Lectern; otherwise a comma-separated list of the
 * proxies' addresses or ranges (`127.0.0.1`, `10.0.0.0/8`, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`). `true` is refused: it would believe whatever a client sends.
 */
export function trustProxy(value: string | undefined): Config['trustProxy'] {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false' || setting === '0') return () => false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  if (setting === 'true')
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: give the number of proxy hops in front of Lectern (e.g. TRUST_PROXY=1) or the proxies\u2019 addresses (e.g. TRUST_PROXY=127.0.0.1).',
    );
  try {
    return proxyaddr.compile(setting.split(',').map((s) => s.trim()));
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY: ${(error as Error).message}.`);
  }
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * `SESSION_IDLE_MINUTES` (default 20, at least 1; decimals allowed) and `SESSION_MAX_HOURS`
 * (default 12, at most a year), the second longer than the first.
 */
export function sessionLifetime(
  idleValue: string | undefined,
  maxValue: string | undefined,
): SessionLifetime {
  const idle = (idleValue ?? '').trim();
  const max = (maxValue ?? '').trim();
  const idleMinutes = idle === '' ? 20 : Number(idle);
  if ((idle !== '' && !DECIMAL.test(idle)) || idleMinutes < 1)
    throw new ConfigError(
      `SESSION_IDLE_MINUTES must be a number of minutes, 1 or more (got "${idleValue}").`,
    );
  const maxHours = max === '' ? 12 : Number(max);
  if ((max !== '' && !DECIMAL.test(max)) || maxHours <= 0 || maxHours > 8760)
    throw new ConfigError(
      `SESSION_MAX_HOURS must be a number of hours, more than 0 and at most 8760 (got "${maxValue}").`,
    );
  if (maxHours * 60 <= idleMinutes)
    throw new ConfigError(
      `SESSION_MAX_HOURS (${maxHours} h) must be longer than SESSION_IDLE_MINUTES (${idleMinutes} min).`,
    );
  return { idleMs: Math.round(idleMinutes * 60_000), maxMs: Math.round(maxHours * 3600_000) };
}

/** A whole number setting between `min` and `max`, or its default when unset. */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const value = (env[name] ?? '').trim();
  if (value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max} (got "${env[name]}").`,
    );
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number (got "${env.PORT}").`);
  const publicUrl = publicOrigin(env.PUBLIC_URL, port);
  const defaultUrl = env.PUBLIC_URL === undefined || env.PUBLIC_URL === '';
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Lectern <no-reply@lectern.local>',
    publicUrl,
    // On the default URL, the other names of this machine's loopback count as the same site.
    allowedOrigins: defaultUrl
      ? [publicUrl, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]
      : [publicUrl],
    secureCookies: publicUrl.startsWith('https:'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    staticDir: env.STATIC_DIR ?? './dist',
    session: sessionLifetime(env.SESSION_IDLE_MINUTES, env.SESSION_MAX_HOURS),
    maxInFlight: whole(env, 'MAX_REQUESTS_IN_FLIGHT', 64, 1, 10_000),
    databasePoolSize: whole(env, 'DATABASE_POOL_SIZE', 6, 1, 1000),
    databaseWaitMs: whole(env, 'DATABASE_WAIT_MS', 1000, 1, 600_000),
    drainMs: whole(env, 'DRAIN_SECONDS', 8, 0, 3600) * 1000,
  };
}
