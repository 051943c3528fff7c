import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { waitForPort } from '../scripts/lib.mjs';
import { PROXY_PORT, PUBLIC_URL } from '../playwright.proxy.config';

const APP_PORTS = [3311, 3312];
export const STATE = path.resolve('test-results/e2e-proxy-state.json');

/**
 * Two Lectern processes started as `npm start` starts them, on one new database of the test
 * PostgreSQL server (TEST_DATABASE_URL), behind Caddy with deploy/Caddyfile. Stops them all.
 */
export default async function globalSetup() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set (scripts/postgres-for-tests.sh)');
  const name = `lectern_proxy_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  mkdirSync('test-results', { recursive: true });
  writeFileSync(STATE, JSON.stringify({ databaseUrl: url.href }));

  const children: ChildProcess[] = [];
  const start = (command: string, args: string[], env: Record<string, string>, log: string) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
      detached: true,
    });
    children.push(child);
  };
  // One after the other: the first builds the app if it is stale.
  for (const [i, port] of APP_PORTS.entries()) {
    start(
      'node',
      ['scripts/start.mjs'],
      {
        PORT: String(port),
        PUBLIC_URL,
        TRUST_PROXY: '127.0.0.1',
        DATABASE_URL: url.href,
      },
      path.resolve(`test-results/e2e-proxy-app-${i + 1}.log`),
    );
    await waitForPort(port, '127.0.0.1', 180_000);
  }
  const caddyData = mkdtempSync(path.join(os.tmpdir(), 'lectern-caddy-'));
  start(
    'caddy',
    ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
    {
      CADDY_HTTP_PORT: String(PROXY_PORT + 1),
      CADDY_HTTPS_PORT: String(PROXY_PORT),
      CADDY_DATA: caddyData,
      LECTERN_HOST: `localhost:${PROXY_PORT}`,
      LECTERN_TLS: 'internal',
      LECTERN_UPSTREAMS: APP_PORTS.map((p) => `127.0.0.1:${p}`).join(' '),
      HOME: caddyData,
    },
    path.resolve('test-results/e2e-proxy-caddy.log'),
  );
  await waitForPort(PROXY_PORT, '127.0.0.1', 60_000);

  return async () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already stopped
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(caddyData, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: server });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}
