// Logs are JSON lines, one event per line, with the auth events and no secret in any line.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from './db/schema.ts';
import { createLogger } from './log.ts';
import { lastResetToken, teacher, testApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const events = () => t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log', () => {
  it('records sign-in success and failure and a reset, and no secret in any line', async () => {
    const email = 'logged@log.test';
    const client = t.client();
    expect((await client.post('/api/auth/sign-up', { ...teacher, email })).status).toBe(201);
    expect(
      (await client.post('/api/auth/sign-in', { email, password: 'not the password' })).status,
    ).toBe(401);
    expect(
      (await client.post('/api/auth/sign-in', { email, password: teacher.password })).status,
    ).toBe(200);
    await t.client().post('/api/auth/forgot', { email });
    const token = lastResetToken(t.mail);
    const newPassword = 'a logged new passphrase';
    expect(
      (
        await t
          .client()
          .post('/api/auth/reset', { token, password: newPassword, confirmPassword: newPassword })
      ).status,
    ).toBe(200);

    const seen = events().map((e) => e.event);
    for (const event of ['sign_in_failed', 'sign_in', 'reset_requested', 'reset_completed'])
      expect(seen).toContain(event);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const sessionRows = await t.database.db.select().from(sessions);
    const secrets = [
      teacher.password,
      'not the password',
      newPassword,
      user!.passwordHash,
      token,
      ...[...client.cookies.values()],
      ...sessionRows.map((s) => s.idHash),
    ];
    for (const line of t.logs)
      for (const secret of secrets)
        expect(line.includes(secret), `${secret} in ${line}`).toBe(false);
  });

  it('cannot be given a forged line by a client-controlled newline', () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line: string) => void lines.push(line) });
    const forged = 'x@school.org\n{"level":"info","event":"forged"}';
    logger.info({ event: 'sign_in_failed', address: forged });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd()).not.toContain('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'sign_in_failed', address: forged });
  });

  it('redacts secret fields wherever they are', () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line: string) => void lines.push(line) });
    logger.info({
      event: 'x',
      password: 'p4ss',
      req: { headers: { cookie: 'lectern_session=abc' } },
    });
    expect(lines[0]).not.toContain('p4ss');
    expect(lines[0]).not.toContain('lectern_session=abc');
  });
});
