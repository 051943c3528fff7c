import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Lectern's log: JSON lines from pino, one event per line (a newline a client sends is escaped
 * inside its string, so it cannot forge a line). Fields that could hold a secret are redacted
 * wherever they appear; the code logs ids, never passwords, hashes, tokens, session ids or
 * cookies. The one exception is by design: with no SMTP_URL, a mail (reset link included) is
 * printed so that it can be followed on a machine with no mail server.
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    base: undefined,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: {
      paths: [
        'password',
        'passwordHash',
        'token',
        'cookie',
        'sessionId',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.cookie',
        '*.headers.cookie',
        '*.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
