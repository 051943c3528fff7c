import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { readConfig, type Config } from '../config.ts';
import { createApp } from '../app.ts';
import {
  MIGRATIONS_DIR,
  migrate,
  migrationNames,
  openDatabase,
  type Database,
} from '../db/database.ts';
import { loadLimit, type ServiceState } from '../http/load-limit.ts';
import { createLogger } from '../log.ts';
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
    const response = await this.harness.app.request(`${this.harness.origin}${path}`, {
      method,
      headers: {
        origin: this.harness.origin,
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
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  /** The public origin the clients use (PUBLIC_URL). */
  origin: string;
  /** Every log line the app wrote, as written (JSON). */
  logs: string[];
  database: Database;
  /** Requests in progress and draining (ADR 031). */
  service: ServiceState;
  mail: Mail[];
  advance(ms: number): void;
  client(address?: string): Client;
  close(): Promise<void>;
}

/**
 * The embedded database every test starts from: migrated once, then copied. Creating a PGlite
 * database runs `initdb` (3 s a database on the 2 × AMD EPYC machine); starting from a copy of
 * one already migrated takes about 1 s. The copy is kept between runs in node_modules/.cache,
 * named by the PGlite version and the migrations' contents, so a changed migration makes a new
 * one; each test still gets a database of its own, and `migrate` still runs on it.
 */
let migratedCopy: Promise<Blob> | undefined;
async function makeMigratedCopy(): Promise<Blob> {
  // PGlite's own package.json (its exports hide it): its version is part of the name.
  const pglite = path.join(
    path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))),
    '..',
  );
  const key = createHash('sha256').update(await readFile(path.join(pglite, 'package.json')));
  for (const name of await migrationNames()) {
    key.update(`${name}\n`).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  }
  const file = path.resolve(
    'node_modules/.cache/lectern',
    `test-database-${key.digest('hex').slice(0, 16)}.tar`,
  );
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: made below.
  }
  const client = await PGlite.create();
  await migrate({ exec: async (sqlText) => void (await client.exec(sqlText)) });
  const copy = await client.dumpDataDir('none');
  await client.close();
  // Written whole under another name, then renamed: a test file in another worker never reads
  // half a copy.
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await copy.arrayBuffer()));
  await rename(partial, file);
  return copy;
}

/**
 * A fresh, migrated database: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a new database on it (dropped again on close). `npm test` runs the server tests both
 * ways when that variable is set, so the pg driver path is tested too.
 */
async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    migratedCopy ??= makeMigratedCopy();
    const database = await openDatabase({ dataDir: 'memory:', copyOf: await migratedCopy });
    await migrate(database);
    return database;
  }
  const name = `lectern_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: 'unused' });
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
    },
  };
}

/**
 * A fresh app on a fresh database, with a clock the test moves by hand. `env` is read as the
 * server reads its environment (PUBLIC_URL, TRUST_PROXY, …); `overrides` replace settings;
 * `serveApp` serves a built app around the API (server/static.ts), as the server does.
 */
export async function testApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  serveApp?: Parameters<typeof createApp>[1],
): Promise<TestApp> {
  const config = { ...readConfig(env), ...overrides };
  const database = await freshDatabase();
  const mail: Mail[] = [];
  const logs: string[] = [];
  let now = START.getTime();
  let clients = 0;
  const logger = createLogger({ write: (line: string) => void logs.push(line) });
  const load = loadLimit(config.maxInFlight, logger);
  const harness: TestApp = {
    origin: config.publicUrl,
    logs,
    database,
    service: load.state,
    mail,
    app: createApp(
      {
        db: database.db,
        config,
        mailer: {
          send: (m) => {
            mail.push(m);
            return Promise.resolve();
          },
        },
        now: () => new Date(now),
        logger,
        clientAddress: (c) => c.req.header('x-test-client') ?? 'unknown',
        load,
      },
      serveApp,
    ),
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

/** The reset link's token from the last e-mail that carried one. */
export function lastResetToken(mail: Mail[]): string {
  const link = /\/forgot\/reset\?token=([\w-]+)/;
  const token = [...mail]
    .reverse()
    .map((m) => link.exec(m.text)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`No reset link in: ${mail.at(-1)?.text ?? 'no mail'}`);
  return token;
}

/** A new teacher, signed up and signed in on a client of their own. */
export async function signedInTeacher(t: TestApp, email: string): Promise<Client> {
  const client = t.client();
  const res = await client.post('/api/auth/sign-up', { ...teacher, email });
  if (res.status !== 201) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
  return client;
}

/** An answer's JSON body, as the test expects it. */
export const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

/**
 * A test file's app: a fresh one before the file's tests, with a client signed in for each
 * teacher named (`{ grace: 'grace@work.test' }` → `app.grace`), closed after them. The file's
 * own `beforeAll` runs after this one and can use them.
 */
export function appWithTeachers<N extends string>(emails: Record<N, string>) {
  const app = {} as { t: TestApp } & Record<N, Client>;
  beforeAll(async () => {
    app.t = await testApp();
    const clients = app as Record<N, Client>;
    for (const [name, email] of Object.entries(emails) as [N, string][])
      clients[name] = await signedInTeacher(app.t, email);
  });
  afterAll(() => app.t.close());
  return app;
}

/** A valid class, as the dialog sends it; override what a test is about. */
export const aClass = (overrides: Record<string, unknown> = {}) => ({
  name: 'Algebra I',
  subject: 'math',
  grade: '9',
  room: 'B-204',
  termStarts: '2026-09-01',
  termEnds: '2027-01-29',
  ...overrides,
});
