import type { Config } from '../config.ts';

/**
 * What start says when no mail can leave a server that looks like a real school's: NODE_ENV is
 * production (as `npm start` and the container set it) or PUBLIC_URL is https, and SMTP_URL is
 * not set. Undefined when there is nothing to say.
 */
export function noSmtpWarning(
  config: Pick<Config, 'smtpUrl' | 'secureCookies'>,
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (config.smtpUrl || (env.NODE_ENV !== 'production' && !config.secureCookies)) return undefined;
  return 'SMTP_URL is not set, so no e-mail leaves this server: password-reset links go only to this log and the outbox table, and teachers who forget their password cannot get back in. Set SMTP_URL for a real school.';
}
