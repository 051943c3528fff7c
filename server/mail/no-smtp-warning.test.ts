import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { noSmtpWarning } from './no-smtp-warning.ts';

const warning = (env: NodeJS.ProcessEnv) => noSmtpWarning(readConfig(env), env);

describe('start without SMTP_URL', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['an https PUBLIC_URL', { PUBLIC_URL: 'https://lectern.school.org' }],
    ['both', { NODE_ENV: 'production', PUBLIC_URL: 'https://lectern.school.org' }],
  ])('warns with %s', (_name, env) => {
    expect(warning(env)).toMatch(/SMTP_URL is not set, so no e-mail leaves this server/);
  });

  it('says nothing on a developer’s machine, or once mail can leave', () => {
    expect(warning({})).toBeUndefined();
    expect(
      warning({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173' }),
    ).toBeUndefined();
    expect(
      warning({ NODE_ENV: 'production', SMTP_URL: 'smtp://smtp.school.org:587' }),
    ).toBeUndefined();
  });
});
