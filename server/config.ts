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
  /** Cookies get `Secure` in production (HTTPS). */
  secureCookies: boolean;
  /** Trust X-Forwarded-For from a reverse proxy for the client's address (rate limits). */
  trustProxy: boolean;
  /** The folder of the built single-page app. */
  staticDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Lectern <no-reply@lectern.local>',
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    trustProxy: env.TRUST_PROXY === 'true',
    staticDir: env.STATIC_DIR ?? './dist',
  };
}
