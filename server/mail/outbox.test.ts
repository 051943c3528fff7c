// With no SMTP_URL, mail is kept in the outbox: a reset link there must not outlive the link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LIFETIME_MS } from '../auth/reset-routes.ts';
import { OUTBOX_KEEP_MS, purgeExpired } from '../db/purge.ts';
import { outbox } from '../db/schema.ts';
import { createLogger } from '../log.ts';
import { lastResetToken, START, teacher, testApp, type TestApp } from '../testing/test-app.ts';
import { outboxMailer } from './mailer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await t.client().post('/api/auth/sign-up', teacher);
});
afterAll(() => t.close());

const status = async (token: string) =>
  ((await (await t.client().post('/api/auth/reset/check', { token })).json()) as { status: string })
    .status;

describe('the outbox', () => {
  it('keeps mail no longer than a reset link works', () => {
    expect(OUTBOX_KEEP_MS).toBeLessThanOrEqual(RESET_LIFETIME_MS);
  });

  it('is purged of a reset link once the link has expired, and keeps it while it works', async () => {
    await t.client().post('/api/auth/forgot', { email: teacher.email });
    const token = lastResetToken(t.mail);
    // The mail as the outbox mailer keeps it, on the app's clock.
    const lines: string[] = [];
    const mailer = outboxMailer(
      t.database.db,
      createLogger({ write: (line: string) => void lines.push(line) }),
      () => START,
    );
    await mailer.send(t.mail.at(-1)!);
    const kept = async () =>
      (await t.database.db.select().from(outbox)).filter((m) => m.body.includes(token)).length;
    expect(await kept()).toBe(1);

    t.advance(RESET_LIFETIME_MS - 60_000);
    await purgeExpired(t.database.db, new Date(START.getTime() + RESET_LIFETIME_MS - 60_000), 1);
    expect(await status(token)).toBe('valid');
    expect(await kept()).toBe(1);

    t.advance(60_000 + 1);
    expect(await status(token)).toBe('expired');
    await purgeExpired(t.database.db, new Date(START.getTime() + RESET_LIFETIME_MS + 1), 1);
    expect(await kept()).toBe(0);
  });
});
