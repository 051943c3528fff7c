import { readConfig, type Config } from '../config.ts';
import { createApp } from '../app.ts';
import { migrate, openDatabase, type Database } from '../db/database.ts';
import type { Mail } from '../mail/mailer.ts';

export const ORIGIN = 'http://localhost:3000';
export const START = new Date('2026-11-21T10:00:00Z');

/** A browser-like client: keeps cookies, sends JSON from our own origin. */
export class Client {
  cookies = new Map<string, string>();
  readonly harness: TestApp;
  readonly address: string;
  constructor(harness: TestApp, address: string) {
    this.harness = harness;
    this.address = address;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.harness.app.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        'x-test-client': this.address,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
        ...headers,
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return response;
  }

  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  get = (path: string) => this.request('GET', path);
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  mail: Mail[];
  advance(ms: number): void;
  client(address?: string): Client;
  close(): Promise<void>;
}

/** A fresh app on a fresh in-memory database, with a clock the test moves by hand. */
export async function testApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openDatabase({ dataDir: 'memory:' });
  await migrate(database);
  const mail: Mail[] = [];
  let now = START.getTime();
  let clients = 0;
  const harness: TestApp = {
    database,
    mail,
    app: createApp({
      db: database.db,
      config: { ...readConfig({}), secureCookies: false, ...overrides },
      mailer: {
        send: (m) => {
          mail.push(m);
          return Promise.resolve();
        },
      },
      now: () => new Date(now),
      log: () => undefined,
      clientAddress: (c) => c.req.header('x-test-client') ?? 'unknown',
      publicOrigin: () => ORIGIN,
    }),
    advance: (ms) => {
      now += ms;
    },
    // Each client is its own address unless told otherwise, so rate limits stay per test.
    client: (address) => new Client(harness, address ?? `203.0.113.${(clients += 1)}`),
    close: () => database.close(),
  };
  return harness;
}

export const teacher = {
  fullName: 'Grace Hopper',
  email: 'grace@school.org',
  school: 'Arlington High',
  teachingSince: '2012-09-03',
  password: 'compile the ships log',
  confirmPassword: 'compile the ships log',
  acceptTerms: true,
};

/** The reset link's token from the last e-mail sent. */
export function lastResetToken(mail: Mail[]): string {
  const text = mail.at(-1)?.text ?? '';
  const token = /\/forgot\/reset\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No reset link in: ${text}`);
  return token;
}
